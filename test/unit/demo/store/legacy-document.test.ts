import { describe, expect, it } from "vitest";
import { LEGACY_DEMO_DB_KEY, localStorageDocument } from "../../../../src/demo/store";

describe("localStorageDocument", () => {
  it("reads and removes the key of the old demo database in localStorage", () => {
    localStorage.setItem(LEGACY_DEMO_DB_KEY, '{"version":3}');
    localStorage.setItem("scm.theme", "dark");
    const document = localStorageDocument();
    expect(document.read()).toBe('{"version":3}');
    document.remove();
    expect(localStorage.getItem(LEGACY_DEMO_DB_KEY)).toBeNull();
    expect(document.read()).toBeNull();
    // Preferences are no business of the demo database.
    expect(localStorage.getItem("scm.theme")).toBe("dark");
  });

  it("tolerates a missing or refusing storage", () => {
    const missing = localStorageDocument("test.db", () => undefined);
    expect(missing.read()).toBeNull();
    expect(() => missing.remove()).not.toThrow();
    const refusing = localStorageDocument("test.db", () => ({
      getItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    }));
    expect(refusing.read()).toBeNull();
    expect(() => refusing.remove()).not.toThrow();
  });
});
