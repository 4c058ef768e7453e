// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call, db, serveDemoBackend } from "./demo-server";

serveDemoBackend();

describe("demo endpoints", () => {
  it("reseeds on POST /demo/reset", async () => {
    await call("/users/1", { method: "DELETE" });
    expect(db.get("users", 1)).toBeUndefined();
    const reset = await call("/demo/reset", { method: "POST" });
    expect(reset.status).toBe(204);
    expect(db.get("users", 1)?.userName).toBe("ADMIN");
  });
});
