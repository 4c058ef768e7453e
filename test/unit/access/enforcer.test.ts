import { describe, expect, it, vi } from "vitest";
import * as shared from "../../../src/domain/access-enforcer";
import { enforcerFor, isAllowed } from "../../../src/access/enforcer";
import { createAccessControlProvider } from "../../../src/access/access-control-provider";

// Count how often an enforcer is built, while keeping the real build (casbin's).
vi.mock("../../../src/domain/access-enforcer", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/domain/access-enforcer")>();
  return { ...actual, buildEnforcer: vi.fn(actual.buildEnforcer) };
});

const builds = () => vi.mocked(shared.buildEnforcer).mock.calls.length;

describe("enforcerFor", () => {
  it("returns the same promise for the same policy text", () => {
    const policy = "p, memo-a, main, list, allow";
    const first = enforcerFor(policy);
    expect(enforcerFor(policy)).toBe(first);
    expect(enforcerFor(`${policy}`)).toBe(first);
  });

  it("builds a new enforcer after the policy text changes, and keeps that one", async () => {
    const before = builds();
    const a = enforcerFor("p, memo-b, main, list, allow");
    const b = enforcerFor("p, memo-b, main, list, allow\np, memo-b, users, list, allow");
    expect(b).not.toBe(a);
    expect(enforcerFor("p, memo-b, main, list, allow\np, memo-b, users, list, allow")).toBe(b);
    expect(builds() - before).toBe(2);
    const enforcer = await b;
    expect(enforcer.enforceSync("memo-b", "users", "list")).toBe(true);
  });

  it("builds once for many checks of the same policy", async () => {
    const before = builds();
    const policy = "p, memo-c, main, list, allow\np, memo-c, users, ^(list|show)$, allow";
    const answers = await Promise.all([
      isAllowed(policy, "memo-c", "main", "list"),
      isAllowed(policy, "memo-c", "users", "show"),
      isAllowed(policy, "memo-c", "users", "edit"),
    ]);
    expect(answers).toEqual([true, true, false]);
    expect(await isAllowed(policy, "memo-c", "users", "list")).toBe(true);
    expect(builds() - before).toBe(1);
  });

  it("builds once per policy for the access control provider's checks", async () => {
    const policy = "p, memo-d, main, list, allow\np, memo-d, users/*, ^(show|edit)$, allow";
    const provider = createAccessControlProvider({ subject: () => "memo-d", policy: () => policy });
    const before = builds();
    const answers = await Promise.all([
      provider.can({ resource: "main", action: "list" }),
      provider.can({ resource: "users", action: "show", params: { id: 1 } }),
      provider.can({ resource: "users", action: "edit", params: { id: 2 } }),
      provider.can({ resource: "users", action: "delete", params: { id: 2 } }),
    ]);
    expect(answers.map((answer) => answer.can)).toEqual([true, true, true, false]);
    expect(builds() - before).toBe(1);
  });

  it("builds from the parseable lines when one line cannot be parsed", async () => {
    const bad = "p, memo-e, main, list, allow\np, memo-e, users, (list, allow";
    const enforcer = await enforcerFor(bad);
    expect(enforcer.enforceSync("memo-e", "main", "list")).toBe(true);
    expect(enforcer.enforceSync("memo-e", "users", "(list")).toBe(false);
    expect(enforcerFor(bad)).toBe(enforcerFor(bad));
  });
});

describe("isAllowed", () => {
  it("evaluates the policy with the anchored action matcher registered", async () => {
    const policy = "p, memo-f, edb/edb-partner, list, allow";
    expect(await isAllowed(policy, "memo-f", "edb/edb-partner", "list")).toBe(true);
    expect(await isAllowed(policy, "memo-f", "edb/edb-partner", "blacklist")).toBe(false);
    expect(await isAllowed(policy, "someone-else", "edb/edb-partner", "list")).toBe(false);
  });
});

describe("record checks", () => {
  const recordChecks = (provider: ReturnType<typeof createAccessControlProvider>, action: string, ids: number[]) =>
    Promise.all(ids.map((id) => provider.can({ resource: "users", action, params: { id } }))).then((answers) =>
      answers.map((answer) => answer.can),
    );

  it("asks casbin once per action for a resource whose records the policy answers alike", async () => {
    const policy = "p, memo-g, users/*, ^(show|edit)$, allow\np, memo-g, main, list, allow";
    const provider = createAccessControlProvider({ subject: () => "memo-g", policy: () => policy });
    const enforcer = await enforcerFor(policy);
    const evaluate = vi.spyOn(enforcer, "enforceSync");
    const ids = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(await recordChecks(provider, "edit", ids)).toEqual(ids.map(() => true));
    expect(await recordChecks(provider, "delete", ids)).toEqual(ids.map(() => false));
    expect(evaluate).toHaveBeenCalledTimes(2);
  });

  it("asks for each record when the policy names one", async () => {
    const policy = "p, memo-h, users/*, edit, allow\np, memo-h, users/3, edit, deny\np, memo-h, users/7, delete, allow";
    const provider = createAccessControlProvider({ subject: () => "memo-h", policy: () => policy });
    expect(await recordChecks(provider, "edit", [1, 2, 3, 4])).toEqual([true, true, false, true]);
    expect(await recordChecks(provider, "delete", [6, 7, 8])).toEqual([false, true, false]);
  });
});
