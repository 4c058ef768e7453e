import { accessModel } from "../../../src/domain/access-model";
import { buildEnforcer } from "../../../src/domain/access-enforcer";
import { Buffer, minimatch } from "../../../src/vendor-stubs/casbin-unused-operators";
import papaparse from "../../../src/vendor-stubs/papaparse";
import inspect from "../../../src/vendor-stubs/object-inspect.cjs";

/**
 * App builds give some libraries stand-ins for packages they import for features the app never uses
 * (vite.config.ts). These tests hold the reasons: if the access model ever uses casbin's ipMatch or globMatch,
 * the stand-ins would break it in the browser, so the model is checked here.
 */
describe("stand-ins for unused vendor code", () => {
  it("the access model matches with keyMatch and actionMatch, never casbin's ipMatch or globMatch", async () => {
    expect(accessModel).toMatch(/keyMatch\(r\.obj, p\.obj\)/);
    expect(accessModel).not.toMatch(/ipMatch|globMatch/);
    // An enforcer over that model answers without either package being called.
    const enforcer = await buildEnforcer("p, planner, edb/edb-partner/*, ^(show|edit)$, allow\np, planner, main, list, allow");
    await expect(enforcer.enforce("planner", "edb/edb-partner/7", "edit")).resolves.toBe(true);
    await expect(enforcer.enforce("planner", "edb/edb-partner/7", "delete")).resolves.toBe(false);
  });

  it("casbin reads the access model through the text-only Buffer that browsers get", async () => {
    const scope = globalThis as { Buffer?: unknown };
    const nodeBuffer = scope.Buffer;
    delete scope.Buffer;
    try {
      vi.resetModules();
      await import("../../../src/domain/buffer-global");
      expect(scope.Buffer).not.toBe(nodeBuffer);
      const enforcer = await buildEnforcer("p, viewer, informative, ^list$, allow");
      await expect(enforcer.enforce("viewer", "informative", "list")).resolves.toBe(true);
      await expect(enforcer.enforce("viewer", "informative", "edit")).resolves.toBe(false);
    } finally {
      scope.Buffer = nodeBuffer;
    }
  });

  it("say what is not part of the app when called anyway", () => {
    expect(() => Buffer()).toThrow("casbin's ipMatch is not part of the access model (DESIGN §4).");
    expect(() => minimatch()).toThrow("casbin's globMatch is not part of the access model (DESIGN §4).");
    expect(() => papaparse.parse()).toThrow(/lists export to Excel/);
    expect(() => papaparse.unparse()).toThrow(/lists export to Excel/);
  });

  it("object-inspect's stand-in names a key as the side-channel error messages need", () => {
    expect(inspect("token")).toBe('"token"');
    expect(inspect(42)).toBe("42");
  });
});
