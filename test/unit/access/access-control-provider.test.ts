import { describe, expect, it } from "vitest";
import type { AccessControlProvider } from "@refinedev/core";
import { createAccessControlProvider, type PolicySource } from "../../../src/access/access-control-provider";

type CanParams = Parameters<AccessControlProvider["can"]>[0];

function providerFor(subject: string | null, lines: string[] | string | null) {
  const source: PolicySource = {
    subject: () => subject,
    policy: () => (Array.isArray(lines) ? lines.join("\n") : lines),
  };
  const provider = createAccessControlProvider(source);
  return (params: CanParams) => provider.can(params);
}

const planner = [
  "p, planner, main, list, allow",
  "p, planner, edb/edb-partner, ^(list|show)$, allow",
  "p, planner, edb/edb-partner/*, ^(show|edit)$, allow",
];

describe("createAccessControlProvider", () => {
  it("lets the base rule allow list on main, and nothing else there", async () => {
    const can = providerFor("planner", ["p, planner, main, list, allow"]);
    expect(await can({ resource: "main", action: "list" })).toEqual({ can: true });
    expect((await can({ resource: "main", action: "create" })).can).toBe(false);
    expect((await can({ resource: "users", action: "list" })).can).toBe(false);
  });

  it("allows list on a resource through an anchored alternation", async () => {
    const can = providerFor("planner", planner);
    expect(await can({ resource: "edb/edb-partner", action: "list" })).toEqual({ can: true });
    expect((await can({ resource: "edb/edb-partner", action: "create" })).can).toBe(false);
  });

  it("allows show of id 5 through keyMatch on edb/edb-partner/*", async () => {
    const can = providerFor("planner", ["p, planner, edb/edb-partner/*, ^(show|edit)$, allow"]);
    expect(await can({ resource: "edb/edb-partner", action: "show", params: { id: 5 } })).toEqual({
      can: true,
    });
    expect((await can({ resource: "edb/edb-partner", action: "edit", params: { id: "5" } })).can).toBe(true);
    expect((await can({ resource: "edb/edb-partner", action: "delete", params: { id: 5 } })).can).toBe(false);
    // The row rule does not cover the resource itself, nor another resource.
    expect((await can({ resource: "edb/edb-partner", action: "show" })).can).toBe(false);
    expect((await can({ resource: "efa/efa-partner", action: "show", params: { id: 5 } })).can).toBe(false);
  });

  it("checks field permissions on resource/field", async () => {
    const can = providerFor("planner", ["p, planner, parameter-system/value, field, allow"]);
    expect(
      (await can({ resource: "parameter-system", action: "field", params: { field: "value" } })).can,
    ).toBe(true);
    expect(
      (await can({ resource: "parameter-system", action: "field", params: { field: "name" } })).can,
    ).toBe(false);
  });

  it("anchors the action regex: ^(list|show)$ does not allow listx", async () => {
    const can = providerFor("planner", ["p, planner, edb/edb-partner, ^(list|show)$, allow"]);
    expect((await can({ resource: "edb/edb-partner", action: "listx" })).can).toBe(false);
    expect((await can({ resource: "edb/edb-partner", action: "xshow" })).can).toBe(false);
  });

  it("anchors a plain action: list does not allow blacklist", async () => {
    const can = providerFor("planner", ["p, planner, edb/edb-partner, list, allow"]);
    expect((await can({ resource: "edb/edb-partner", action: "blacklist" })).can).toBe(false);
    expect((await can({ resource: "edb/edb-partner", action: "list" })).can).toBe(true);
  });

  it("lets a deny win over an allow, whatever their order", async () => {
    const denyLast = providerFor("planner", [
      "p, planner, edb/edb-partner/*, .*, allow",
      "p, planner, edb/edb-partner/*, ^delete$, deny",
    ]);
    expect((await denyLast({ resource: "edb/edb-partner", action: "delete", params: { id: 7 } })).can).toBe(
      false,
    );
    expect((await denyLast({ resource: "edb/edb-partner", action: "edit", params: { id: 7 } })).can).toBe(
      true,
    );

    const denyFirst = providerFor("planner", [
      "p, planner, users, list, deny",
      "p, planner, users, ^(list|show)$, allow",
    ]);
    expect((await denyFirst({ resource: "users", action: "list" })).can).toBe(false);
  });

  it("refuses when only a deny matches", async () => {
    const can = providerFor("planner", ["p, planner, users, list, deny"]);
    expect((await can({ resource: "users", action: "list" })).can).toBe(false);
  });

  it("lets a wildcard administrator do anything", async () => {
    const can = providerFor("administrator", [
      "p, administrator, main, list, allow",
      "p, administrator, *, .*, allow",
    ]);
    expect((await can({ resource: "users", action: "delete", params: { id: 1 } })).can).toBe(true);
    expect((await can({ resource: "edb/edb-partner", action: "create" })).can).toBe(true);
    expect(
      (await can({ resource: "parameter-system", action: "field", params: { field: "value" } })).can,
    ).toBe(true);
    expect((await can({ resource: "efa/anything/deeper", action: "list" })).can).toBe(true);
  });

  it("refuses another subject, even against the wildcard rule", async () => {
    const can = providerFor("viewer", ["p, administrator, *, .*, allow", ...planner]);
    expect((await can({ resource: "main", action: "list" })).can).toBe(false);
    expect((await can({ resource: "users", action: "list" })).can).toBe(false);
  });

  it("refuses with a reason when there is no subject", async () => {
    const can = providerFor(null, planner);
    expect(await can({ resource: "main", action: "list" })).toEqual({ can: false, reason: "No profile" });
  });

  it("refuses with a reason when there is no policy", async () => {
    const can = providerFor("planner", null);
    expect(await can({ resource: "main", action: "list" })).toEqual({ can: false, reason: "No profile" });
  });

  it("refuses everything for an empty policy without failing", async () => {
    const can = providerFor("planner", "");
    const answer = await can({ resource: "main", action: "list" });
    expect(answer.can).toBe(false);
    expect(answer.reason).toMatch(/policy/i);
  });

  it("drops a line casbin cannot parse: it grants nothing, and never throws", async () => {
    const can = providerFor("planner", ["p, planner, main, list, allow", "p, planner, users, (list, allow"]);
    const answer = await can({ resource: "users", action: "list" });
    expect(answer.can).toBe(false);
    expect((await can({ resource: "main", action: "list" })).can).toBe(true);
  });

  it("refuses an unclosed quote without throwing", async () => {
    const can = providerFor("planner", ['p, planner, "users, list, allow']);
    const answer = await can({ resource: "users", action: "list" });
    expect(answer.can).toBe(false);
    expect(typeof answer.reason).toBe("string");
  });

  it("grants nothing for a line with an invalid action regex, and keeps the other rules working", async () => {
    const can = providerFor("planner", [
      "p, planner, main, list, allow",
      "p, planner, users, *, allow",
      "p, planner, users, [, allow",
    ]);
    expect((await can({ resource: "users", action: "list" })).can).toBe(false);
    expect((await can({ resource: "main", action: "list" })).can).toBe(true);
  });

  it("keeps the base rule when another line cannot be parsed (SPEC §6: the base rule grants list on main)", async () => {
    // One rule with an unbalanced parenthesis (e.g. "(list|show" typed in the profile screen) must grant nothing,
    // not lock the whole profile out of the home screen.
    const can = providerFor("planner", [
      "p, planner, main, list, allow",
      "p, planner, users, ^(list|show$, allow",
    ]);
    expect((await can({ resource: "main", action: "list" })).can).toBe(true);
  });

  it("asks for the identity check when the tab has no profile, or a policy that cannot be used (SPEC §6)", async () => {
    const calls: [string, string | null][] = [];
    const onUnusable = (reason: "no-profile" | "broken-policy", policy: string | null) => calls.push([reason, policy]);
    const noProfile = createAccessControlProvider({ subject: () => null, policy: () => null, onUnusable });
    expect(await noProfile.can({ resource: "main", action: "list" })).toEqual({ can: false, reason: "No profile" });
    const broken = createAccessControlProvider({ subject: () => "planner", policy: () => "", onUnusable });
    expect((await broken.can({ resource: "main", action: "list" })).can).toBe(false);
    const sound = createAccessControlProvider({ subject: () => "planner", policy: () => planner.join("\n"), onUnusable });
    expect((await sound.can({ resource: "users", action: "list" })).can).toBe(false);
    expect(calls).toEqual([
      ["no-profile", null],
      ["broken-policy", ""],
    ]);
  });

  it("follows the policy when it changes", async () => {
    let policy = "p, planner, main, list, allow";
    const provider = createAccessControlProvider({ subject: () => "planner", policy: () => policy });
    expect((await provider.can({ resource: "users", action: "list" })).can).toBe(false);
    policy = "p, planner, main, list, allow\np, planner, users, list, allow";
    expect((await provider.can({ resource: "users", action: "list" })).can).toBe(true);
  });

  it("treats a missing resource as the empty resource", async () => {
    const can = providerFor("administrator", ["p, administrator, *, .*, allow"]);
    expect((await can({ action: "list" })).can).toBe(true);
    const planners = providerFor("planner", planner);
    expect((await planners({ action: "list" })).can).toBe(false);
  });

  it("shows buttons without permission disabled, not hidden", () => {
    const provider = createAccessControlProvider({ subject: () => null, policy: () => null });
    expect(provider.options).toEqual({ buttons: { enableAccessControl: true, hideIfUnauthorized: false } });
  });
});
