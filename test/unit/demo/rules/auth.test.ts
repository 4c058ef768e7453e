import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");

describe("access rules", () => {
  it("grants a resource to a profile once", () => {
    const rows = [{ id: 1, profileId: 2, resource: "edb/edb-partner" }];
    expect(checkWrite("user-profile-resource", { profileId: 2, resource: "EDB/edb-partner" }, { rows, now })).toMatchObject({
      ok: false,
      status: 409,
      message: "This profile already has this resource",
    });
    expect(checkWrite("user-profile-resource", { profileId: 3, resource: "edb/edb-partner" }, { rows, now }).ok).toBe(true);
  });

  it("lets a profile keep its own name on update", () => {
    const existing = { id: 1, name: "Viewer", idmGroup: "SCM Viewers", accessLevel: 5 };
    expect(checkWrite("users-profile", { name: "Viewer" }, { existing, rows: [existing], now }).ok).toBe(true);
    expect(checkWrite("users-profile", { name: "viewer", idmGroup: "G", accessLevel: 1 }, { rows: [existing], now })).toMatchObject({
      ok: false,
      message: "This profile already exists",
    });
  });

  it("refuses a name that differs only in spaces: its policy subject would be the other profile's (SPEC §6)", () => {
    const existing = { id: 1, name: "Supply Planner", idmGroup: "SCM Planners", accessLevel: 2 };
    for (const name of ["Vie wer", "SupplyPlanner", "supply  planner"])
      expect(checkWrite("users-profile", { name, idmGroup: "G", accessLevel: 1 }, { rows: [existing, { id: 2, name: "Viewer" }], now })).toMatchObject({
        ok: false,
        status: 409,
        errors: { name: ["This profile already exists"] },
      });
    expect(checkWrite("users-profile", { name: "Supply Planners", idmGroup: "G", accessLevel: 1 }, { rows: [existing], now }).ok).toBe(true);
  });

  it("refuses a profile name its policy lines could not hold", () => {
    for (const name of ["Viewer, EDB", '"Viewer"', "Viewer (EDB", "Viewer [EDB]"])
      expect(checkWrite("users-profile", { name, idmGroup: "G", accessLevel: 1 }, { rows: [], now })).toMatchObject({
        ok: false,
        status: 400,
        errors: { name: ["A profile name cannot contain , \" ( ) [ or ]."] },
      });
    expect(checkWrite("users-profile", { name: "Viewer - EDB/EFA", idmGroup: "G", accessLevel: 1 }, { rows: [], now }).ok).toBe(true);
  });
});
