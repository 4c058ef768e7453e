import { accessModel } from "../../../src/domain/access-model";
import { buildEnforcer } from "../../../src/domain/access-enforcer";
import { Buffer, minimatch } from "../../../src/vendor-stubs/casbin-unused-operators";
import papaparse from "../../../src/vendor-stubs/papaparse";
import { createRequire, Module } from "node:module";
import { stringify } from "qs";
import getSideChannelStandIn from "../../../src/vendor-stubs/side-channel.cjs";
import ErrorStackParser from "../../../src/vendor-stubs/error-stack-parser";

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

  it("side-channel's stand-in answers each call as side-channel does", () => {
    // The real one as qs finds it (it is qs's dependency, not the app's).
    const getSideChannel = createRequire(createRequire(import.meta.url).resolve("qs/lib/stringify.js"))(
      "side-channel",
    ) as typeof getSideChannelStandIn;
    const key = { id: 7 };
    const answers = (channel: ReturnType<typeof getSideChannelStandIn>) => {
      const seen: unknown[] = [channel.has(key), channel.get(key)];
      channel.set(key, "first");
      channel.set("name", 1);
      channel.set(key, "second");
      seen.push(channel.has(key), channel.get(key), channel.get("name"), channel.get({ id: 7 }));
      seen.push(channel.delete(key), channel.delete(key), channel.has(key));
      for (const missing of [key, "token", 42]) {
        try {
          channel.assert(missing);
          seen.push("no error");
        } catch (error) {
          seen.push(`${(error as Error).name}: ${(error as Error).message}`);
        }
      }
      return seen;
    };
    expect(answers(getSideChannelStandIn())).toEqual(answers(getSideChannel()));
  });

  it("qs, given the stand-in as app builds give it, writes nested queries and still refuses a cycle", () => {
    // qs is CommonJS: it is loaded afresh with its own require of side-channel answered by the stand-in.
    const requireHere = createRequire(import.meta.url);
    const qsFiles = Object.keys(requireHere.cache).filter((file) => /[\\/]node_modules[\\/]qs[\\/]/.test(file));
    const stringifyFile = requireHere.resolve("qs/lib/stringify.js");
    const sideChannelFile = createRequire(stringifyFile).resolve("side-channel");
    const held = { sideChannel: requireHere.cache[sideChannelFile], qs: qsFiles.map((file) => [file, requireHere.cache[file]] as const) };
    const standIn = new Module(sideChannelFile);
    standIn.exports = getSideChannelStandIn;
    standIn.loaded = true;
    try {
      for (const [file] of held.qs) delete requireHere.cache[file];
      delete requireHere.cache[stringifyFile];
      requireHere.cache[sideChannelFile] = standIn;
      const qsWithStandIn = requireHere("qs") as typeof import("qs");
      expect(requireHere.cache[sideChannelFile]?.exports).toBe(getSideChannelStandIn);
      const query = { filters: [{ field: "name", operator: "eq", value: "a b" }], sort: { by: "id", order: "desc" } };
      expect(qsWithStandIn.stringify(query)).toBe(stringify(query));
      expect(qsWithStandIn.stringify(query)).toContain("filters%5B0%5D%5Bvalue%5D=a%20b");
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      expect(() => qsWithStandIn.stringify(cyclic)).toThrow(new RangeError("Cyclic object value"));
    } finally {
      delete requireHere.cache[sideChannelFile];
      if (held.sideChannel) requireHere.cache[sideChannelFile] = held.sideChannel;
      for (const file of Object.keys(requireHere.cache).filter((name) => /[\\/]node_modules[\\/]qs[\\/]/.test(name))) delete requireHere.cache[file];
      for (const [file, module] of held.qs) if (module) requireHere.cache[file] = module;
    }
  });

  it("Refine's devtools trace no hook outside development: error-stack-parser's stand-in answers as they then do", () => {
    // The devtools package as Refine's core finds it (it is Refine's dependency, not the app's).
    const { getXRay } = createRequire(createRequire(import.meta.url).resolve("@refinedev/core"))(
      "@refinedev/devtools-internal",
    ) as { getXRay: (hookName: string) => { hookName: string; trace: unknown[] } };
    expect(process.env.NODE_ENV).not.toBe("development");
    expect(getXRay("useList")).toMatchObject({ hookName: "", trace: [] });
    expect(ErrorStackParser.parse()).toEqual([]);
  });
});
