import { describe, expect, it } from "vitest";
import { demoAccounts } from "../../../../src/domain/demo-accounts";
import { policyForGroup } from "../../../../src/demo/policies";
import { seedAuth } from "../../../../src/demo/seed/auth";
import { MAINTENANCE_RESOURCE_IDS, PROFILE_IDS, PROFILE_RESOURCE_IDS } from "../../../../src/demo/seed";
import { maintenanceResources } from "../../../../src/features/maintenance/resources";
import { capabilityRuleResources } from "../../../../src/features/capability-rules/resources";
import { configurableTemplateResources } from "../../../../src/features/configurable-templates/resources";

describe("seedAuth", () => {
  it("seeds the staff users with the profiles the sign-in scenarios need", () => {
    const users = seedAuth().api.users;
    expect(users.length).toBe(11);
    const byName = new Map(users.map((user) => [user.userName, user]));
    expect(byName.get("ADMIN")).toMatchObject({
      profileId: PROFILE_IDS.administrator,
      name: "Ana Souza",
      email: "admin@scm-demo.com",
    });
    expect(byName.get("PLANNER")?.profileId).toBe(PROFILE_IDS.viewer);
    expect(byName.get("VIEWER")?.profileId).toBe(PROFILE_IDS.viewer);
    expect(byName.get("NOPROFILE")?.profileId).toBeNull();
    expect(new Set(users.map((user) => user.id)).size).toBe(11);
    for (const user of users) expect(user.userName).toBe(user.email.split("@")[0]?.toUpperCase());
  });

  it("maps the demo accounts' groups to the intended profiles", () => {
    const profiles = seedAuth().api["users-profile"];
    const matches = (key: string) => {
      const groups = demoAccounts.find((account) => account.key === key)?.groups ?? [];
      return profiles
        .filter((profile) => groups.some((group) => group.toLowerCase() === profile.idmGroup.toLowerCase()))
        .map((profile) => [profile.name, profile.accessLevel, profile.isadmin]);
    };
    expect(matches("admin")).toEqual([["Administrator", 0, true]]);
    expect(matches("planner")).toEqual([
      ["Supply Planner", 2, false],
      ["Viewer", 5, false],
    ]);
    expect(matches("viewer")).toEqual([["Viewer", 5, false]]);
    expect(matches("compliance")).toEqual([["Trade Compliance", 4, false]]);
    expect(matches("noprofile")).toEqual([]);
  });

  it("grants the admin everything and the viewer read only", () => {
    const rows = seedAuth().api["user-profile-resource"];
    const admin = rows.filter((row) => row.profileId === PROFILE_IDS.administrator);
    expect(admin.map((row) => row.resource)).toEqual([...PROFILE_RESOURCE_IDS]);
    expect(admin.every((row) => row.read && row.create && row.update && row.delete)).toBe(true);
    const viewer = rows.filter((row) => row.profileId === PROFILE_IDS.viewer);
    expect(viewer.some((row) => row.create || row.update || row.delete)).toBe(false);
    expect(viewer.filter((row) => row.read).map((row) => row.resource)).toEqual([
      "main",
      "informative",
      "parameter-system",
      "robot-pipeline",
      "edb/transport-tracking-shipments",
      "edb/priority-shipments",
      "edb/edb-partner",
      "edb/lead-time-maintenance",
      "edb/robot-process-log",
      "transport-tracking/robot-schedule-config",
      "edb/sys-roles",
      "edb/robot-schedule-config",
      "edb/configurable-template",
      "edb/edb-products-configuration",
      "ctb/robot-schedule-config",
      "ctb/configurable-template",
      "edb/edb-mrp-controller",
      "edb/edb-transit-time",
      "edb/country-list",
      "efa/robot-schedule-config",
      "efa/master-data",
      "efa/configurable-template",
      "edb/upload-of-template-material-capability",
      "material-capability/components-availability",
      "material-capability/upload-of-template",
      "material-capability/download-result",
      "ctb/ctb_upload",
      "ctb/ctb_result",
      "efa/upload-of-template",
      "efa/components-availability",
      "efa/download-result",
      "efa/reports",
      "edb/transport-tracking-home",
      "edb/transport-tracking-shipments-log",
      "edb/trade-compliance",
      "edb/priority-shipments-display",
      "inbox",
    ]);
    expect(rows.filter((row) => !row.deletable).map((row) => row.resource)).toEqual(
      Array.from({ length: 5 }, () => ["main", "users-profile"]).flat(),
    );
  });

  it("lets trade compliance update only its own screen, and read what it follows", () => {
    const rows = seedAuth().api["user-profile-resource"].filter((row) => row.profileId === PROFILE_IDS.tradeCompliance);
    expect(rows.map((row) => row.resource)).toEqual([...PROFILE_RESOURCE_IDS]);
    expect(rows.filter((row) => row.update || row.create || row.delete).map((row) => [row.resource, row.create, row.update, row.delete])).toEqual([
      ["edb/trade-compliance", false, true, false],
    ]);
    expect(rows.filter((row) => row.read).map((row) => row.resource)).toEqual(
      expect.arrayContaining(["edb/priority-shipments", "edb/trade-compliance", "edb/priority-shipments-display"]),
    );
    expect(rows.some((row) => row.read && ["users-profile", "user-profile-resource", "sap-impersonate-users"].includes(row.resource))).toBe(false);
  });

  it("gives the planner write access on EDB, delete on partners, and denies system administration", () => {
    const seed = seedAuth().api;
    const [policy] = policyForGroup("scm planners", seed["users-profile"], seed["user-profile-resource"]);
    const lines = `${policy?.stringAdapter1}\n${policy?.stringAdapter2}`.split("\n");
    expect(lines).toContain("p, supplyplanner, edb/edb-partner/*, ^delete$, allow");
    expect(lines).toContain("p, supplyplanner, edb/priority-shipments, ^create$, allow");
    expect(lines).toContain("p, supplyplanner, users-profile, .*, deny");
    expect(lines).toContain("p, supplyplanner, parameter-system, ^(list|show)$, allow");
    expect(lines).not.toContain("p, supplyplanner, parameter-system, ^create$, allow");
    expect(lines.filter((line) => line.endsWith("^delete$, allow"))).toEqual([
      "p, supplyplanner, edb/edb-partner/*, ^delete$, allow",
    ]);
  });

  it("grants every Maintenance screen of the registry to every seeded profile, one row each", () => {
    const rows = seedAuth().api["user-profile-resource"];
    const maintenance = [...maintenanceResources, ...capabilityRuleResources, ...configurableTemplateResources].map((resource) => resource.name);
    expect([...MAINTENANCE_RESOURCE_IDS].sort()).toEqual([...maintenance].sort());
    for (const profileId of Object.values(PROFILE_IDS)) {
      const granted = rows.filter((row) => row.profileId === profileId).map((row) => row.resource);
      expect(granted).toEqual([...PROFILE_RESOURCE_IDS]);
    }
    // Foundation rows keep the ids they had before the Maintenance rows were added.
    expect(rows.findIndex((row) => row.resource === MAINTENANCE_RESOURCE_IDS[0])).toBe(4 * 13);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
  });

  it("lets the planner maintain the planning screens but only read the transport tracking parameters", () => {
    const seed = seedAuth().api;
    const [policy] = policyForGroup("scm planners", seed["users-profile"], seed["user-profile-resource"]);
    const lines = `${policy?.stringAdapter1}\n${policy?.stringAdapter2}`.split("\n");
    for (const resource of MAINTENANCE_RESOURCE_IDS) {
      expect(lines).toContain(`p, supplyplanner, ${resource}, ^(list|show)$, allow`);
      expect(lines).not.toContain(`p, supplyplanner, ${resource}, ^create$, allow`);
      expect(lines).not.toContain(`p, supplyplanner, ${resource}/*, ^delete$, allow`);
    }
    const editable = MAINTENANCE_RESOURCE_IDS.filter((resource) =>
      lines.includes(`p, supplyplanner, ${resource}/*, ^(edit|field)$, allow`),
    );
    expect(editable).toEqual(
      MAINTENANCE_RESOURCE_IDS.filter((resource) => resource !== "transport-tracking/parameter-transport-tracking"),
    );
  });

  it("lets the viewer read the Maintenance screens, except the partners' integration parameters", () => {
    const seed = seedAuth().api;
    const [policy] = policyForGroup("scm viewers", seed["users-profile"], seed["user-profile-resource"]);
    const lines = `${policy?.stringAdapter1}\n${policy?.stringAdapter2}`.split("\n");
    expect(lines).toContain("p, viewer, edb/edb-transit-time, ^(list|show)$, allow");
    expect(lines).toContain("p, viewer, efa/master-data/*, ^(show|field)$, allow");
    expect(lines.some((line) => /, \^\((edit|create)/.test(line) || line.includes("^create$"))).toBe(false);
    expect(lines).toContain("p, viewer, transport-tracking/parameter-transport-tracking, .*, deny");
  });
});
