import { describe, expect, it } from "vitest";
import type { Profile } from "../../../src/api/contract";
import { chooseProfile } from "../../../src/domain/profile-choice";
import { profileSubject } from "../../../src/domain/policy-subject";

const profile = (overrides: Partial<Profile> & Pick<Profile, "id" | "name" | "idmGroup">): Profile => ({
  resource: "main",
  description: "",
  isadmin: false,
  accessLevel: 10,
  ...overrides,
});

const admin = profile({
  id: 1,
  name: "Administrator",
  idmGroup: "SCM Administrators",
  isadmin: true,
  accessLevel: 9,
});
const planner = profile({ id: 2, name: "Supply Planner", idmGroup: "SCM Planners", accessLevel: 2 });
const viewer = profile({ id: 3, name: "Viewer", idmGroup: "SCM Viewers", accessLevel: 5 });
const all = [viewer, admin, planner];

describe("chooseProfile", () => {
  it("picks the only matching profile", () => {
    expect(chooseProfile(all, ["All Employees", "SCM Viewers"])).toBe(viewer);
  });

  it("lets an admin profile win over a non-admin with a lower accessLevel", () => {
    expect(admin.accessLevel).toBeGreaterThan(planner.accessLevel);
    expect(chooseProfile(all, ["SCM Planners", "SCM Administrators", "SCM Viewers"])).toBe(admin);
  });

  it("picks the lowest accessLevel among non-admin profiles, whatever the order of profiles and groups", () => {
    expect(chooseProfile([viewer, planner], ["SCM Viewers", "SCM Planners"])).toBe(planner);
    expect(chooseProfile([planner, viewer], ["SCM Planners", "SCM Viewers"])).toBe(planner);
  });

  it("picks the lowest accessLevel among several admin profiles", () => {
    const superAdmin = profile({ id: 7, name: "Super", idmGroup: "Root", isadmin: true, accessLevel: 1 });
    expect(chooseProfile([admin, superAdmin, planner], ["SCM Administrators", "Root", "SCM Planners"])).toBe(
      superAdmin,
    );
  });

  it("breaks an accessLevel tie by the lower id", () => {
    const twinA = profile({ id: 12, name: "Twin A", idmGroup: "Group A", accessLevel: 4 });
    const twinB = profile({ id: 11, name: "Twin B", idmGroup: "Group B", accessLevel: 4 });
    expect(chooseProfile([twinA, twinB], ["Group A", "Group B"])).toBe(twinB);
  });

  it("returns null when no group matches", () => {
    expect(chooseProfile(all, ["All Employees", "Marketing Brazil"])).toBeNull();
    expect(chooseProfile(all, [])).toBeNull();
    expect(chooseProfile([], ["SCM Viewers"])).toBeNull();
  });

  it("matches group names case- and surrounding-whitespace-insensitively", () => {
    expect(chooseProfile(all, ["  scm planners "])).toBe(planner);
    expect(chooseProfile(all, ["SCM VIEWERS"])).toBe(viewer);
    const padded = profile({ id: 4, name: "Padded", idmGroup: "  Logistics Team ", accessLevel: 1 });
    expect(chooseProfile([padded], ["logistics team"])).toBe(padded);
  });

  it("does not match a group name that differs inside", () => {
    expect(chooseProfile(all, ["SCMPlanners", "SCM  Planners", "SCM Planner"])).toBeNull();
  });

  it("never matches a profile without an idmGroup, even against an empty group name", () => {
    const noGroup = profile({ id: 5, name: "Orphan", idmGroup: "", isadmin: true, accessLevel: 0 });
    expect(chooseProfile([noGroup], ["", "  "])).toBeNull();
    expect(chooseProfile([noGroup, viewer], ["", "SCM Viewers"])).toBe(viewer);
  });

  it("does not reorder the input list", () => {
    const input = [viewer, admin, planner];
    chooseProfile(input, ["SCM Administrators", "SCM Planners", "SCM Viewers"]);
    expect(input).toEqual([viewer, admin, planner]);
  });
});

describe("profileSubject", () => {
  it("lower-cases and strips every space", () => {
    expect(profileSubject("Supply Planner")).toBe("supplyplanner");
    expect(profileSubject("Administrator")).toBe("administrator");
    expect(profileSubject("  Read  Only\tViewer ")).toBe("readonlyviewer");
    expect(profileSubject("")).toBe("");
  });
});
