import { describe, expect, it } from "vitest";
import type { Profile, ProfileResource } from "../../../src/api/contract";
import { policyForGroup, policySubject } from "../../../src/demo/policies";
import { buildEnforcer } from "../../../src/domain/access-enforcer";
import { assemblePolicy } from "../../../src/domain/access-policy";

const profiles: Profile[] = [
  {
    id: 1,
    name: "Administrator",
    resource: "main",
    idmGroup: "SCM Administrators",
    description: "",
    isadmin: true,
    accessLevel: 0,
  },
  {
    id: 2,
    name: "Supply  Planner",
    resource: "edb",
    idmGroup: " SCM Planners ",
    description: "",
    isadmin: false,
    accessLevel: 2,
  },
];

let nextId = 1;
const row = (profileId: number, resource: string, flags: Partial<ProfileResource>): ProfileResource => ({
  id: nextId++,
  profileId,
  resource,
  create: false,
  read: false,
  update: false,
  delete: false,
  deletable: true,
  ...flags,
});

const resources: ProfileResource[] = [
  row(1, "main", { read: true, create: true, update: true, delete: true, deletable: false }),
  row(2, "main", { read: true, deletable: false }),
  row(2, "edb/edb-partner", { read: true, create: true, update: true, delete: true }),
  row(2, "users-profile", { read: true, delete: true, deletable: false }),
  row(2, "user-profile-resource", { create: true, update: true }),
];

describe("policySubject", () => {
  it("lower-cases the profile name and removes every whitespace", () => {
    expect(policySubject("Supply Planner")).toBe("supplyplanner");
    expect(policySubject(" Logistics\tAnalyst ")).toBe("logisticsanalyst");
  });
});

describe("policyForGroup", () => {
  it("returns [] for a group no profile maps to", () => {
    expect(policyForGroup("marketing brazil", profiles, resources)).toEqual([]);
    expect(policyForGroup("", profiles, resources)).toEqual([]);
  });

  it("starts an admin profile with the wildcard allow, then its resource lines", () => {
    expect(policyForGroup("scm administrators", profiles, resources)).toEqual([
      {
        name: "scm administrators",
        stringAdapter1: [
          "p, administrator, *, .*, allow",
          "p, administrator, main, ^(list|show)$, allow",
          "p, administrator, main, ^create$, allow",
        ].join("\n"),
        stringAdapter2: [
          "p, administrator, main/*, ^(show|field)$, allow",
          "p, administrator, main/*, ^(edit|field)$, allow",
        ].join("\n"),
      },
    ]);
  });

  it("matches the group case-insensitively and trimmed, and writes read, create, update, delete and deny lines", () => {
    const [policy] = policyForGroup("  SCM planners", profiles, resources);
    expect(policy?.name).toBe("scm planners");
    expect(policy?.stringAdapter1.split("\n")).toEqual([
      "p, supplyplanner, main, ^(list|show)$, allow",
      "p, supplyplanner, edb/edb-partner, ^(list|show)$, allow",
      "p, supplyplanner, edb/edb-partner, ^create$, allow",
      "p, supplyplanner, users-profile, ^(list|show)$, allow",
      "p, supplyplanner, user-profile-resource, .*, deny",
    ]);
    expect(policy?.stringAdapter2.split("\n")).toEqual([
      "p, supplyplanner, main/*, ^(show|field)$, allow",
      "p, supplyplanner, edb/edb-partner/*, ^(show|field)$, allow",
      "p, supplyplanner, edb/edb-partner/*, ^(edit|field)$, allow",
      "p, supplyplanner, edb/edb-partner/*, ^delete$, allow",
      // users-profile has delete but is not deletable: no delete line.
      "p, supplyplanner, users-profile/*, ^(show|field)$, allow",
      // Without read, create and update count for nothing: the whole resource is denied.
      "p, supplyplanner, user-profile-resource/*, .*, deny",
    ]);
  });

  it("returns empty adapters for a profile without resource rows", () => {
    const lonely: Profile = { ...profiles[1]!, id: 9, name: "Auditor", idmGroup: "SCM Audit" };
    expect(policyForGroup("scm audit", [lonely], resources)).toEqual([
      { name: "scm audit", stringAdapter1: "", stringAdapter2: "" },
    ]);
  });

  it("picks the strongest profile when several share a group", () => {
    const shared: Profile[] = [
      { ...profiles[1]!, id: 7, name: "Weak", idmGroup: "Shared", accessLevel: 4 },
      { ...profiles[1]!, id: 8, name: "Strong", idmGroup: "Shared", accessLevel: 1 },
    ];
    const rows = [row(7, "main", { read: true }), row(8, "main", { read: true })];
    expect(policyForGroup("shared", shared, rows)[0]?.stringAdapter1).toBe(
      "p, strong, main, ^(list|show)$, allow",
    );
  });

  it("never bans anything for an administrator profile, nor the home for any profile, whatever their boxes say", async () => {
    const rows = [row(1, "user-profile-resource", { read: false }), row(1, "main", { read: false }), row(2, "main", { read: false })];
    const [admin] = policyForGroup("scm administrators", profiles, rows);
    const adminEnforcer = await buildEnforcer(assemblePolicy("administrator", [admin!]));
    expect(adminEnforcer.enforceSync("administrator", "user-profile-resource", "list")).toBe(true);
    expect(adminEnforcer.enforceSync("administrator", "user-profile-resource/3", "edit")).toBe(true);
    const [planner] = policyForGroup("scm planners", profiles, rows);
    const plannerEnforcer = await buildEnforcer(assemblePolicy("supplyplanner", [planner!]));
    expect(plannerEnforcer.enforceSync("supplyplanner", "main", "list")).toBe(true);
  });
});
