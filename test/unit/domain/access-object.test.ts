import { describe, expect, it } from "vitest";
import { objectFor } from "../../../src/domain/access-object";

describe("objectFor", () => {
  it.each(["delete", "edit", "show"])("checks resource/id for %s with an id", (action) => {
    expect(objectFor("edb/edb-partner", action, { id: 5 })).toBe("edb/edb-partner/5");
    expect(objectFor("edb/edb-partner", action, { id: "abc-1" })).toBe("edb/edb-partner/abc-1");
  });

  it("keeps an id of 0", () => {
    expect(objectFor("users", "show", { id: 0 })).toBe("users/0");
  });

  it.each(["delete", "edit", "show"])("checks the resource alone for %s without an id", (action) => {
    expect(objectFor("edb/edb-partner", action)).toBe("edb/edb-partner");
    expect(objectFor("edb/edb-partner", action, {})).toBe("edb/edb-partner");
  });

  it("checks resource/field for field", () => {
    expect(objectFor("parameter-system", "field", { field: "value" })).toBe("parameter-system/value");
  });

  it("checks the resource alone for field without a field name", () => {
    expect(objectFor("parameter-system", "field", {})).toBe("parameter-system");
    expect(objectFor("parameter-system", "field", { field: "" })).toBe("parameter-system");
  });

  it.each(["list", "create", "clone", "export"])(
    "checks the resource alone for %s, ignoring id and field",
    (action) => {
      expect(objectFor("users", action, { id: 3, field: "name" })).toBe("users");
    },
  );

  it("does not use the field for an id action, nor the id for field", () => {
    expect(objectFor("users", "edit", { field: "name" })).toBe("users");
    expect(objectFor("users", "field", { id: 3 })).toBe("users");
  });
});
