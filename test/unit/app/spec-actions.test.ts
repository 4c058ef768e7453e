import { describe, expect, it } from "vitest";
import { registry } from "../../../src/app/registry";
import { resourceNames } from "../../../src/domain/resource-names";

/** The actions SPEC §2 names for a route, where it names them ("list, edit/:id, show/:id"). */
const listEditShow = ["list", "edit", "show"];
const crud = ["list", "create", "edit", "show"];
const SPEC_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  "edb/transport-tracking-shipments": ["list", "show"],
  "edb/transport-tracking-shipments-log": ["list", "show"],
  "edb/robot-process-log": ["list", "show"],
  "efa/robot-process-log": ["list", "show"],
  "transport-tracking/robot-schedule-config": listEditShow,
  "transport-tracking/parameter-transport-tracking": ["list", "edit"],
  "edb/sys-roles": listEditShow,
  "edb/robot-schedule-config": listEditShow,
  "ctb/robot-schedule-config": listEditShow,
  "edb/edb-mrp-controller": listEditShow,
  "edb/edb-transit-time": listEditShow,
  "edb/country-list": listEditShow,
  "efa/robot-schedule-config": listEditShow,
  "efa/master-data": listEditShow,
  informative: crud,
  "users-profile": crud,
  "sap-impersonate-users": crud,
  "user-profile-resource": crud,
  "parameter-system": listEditShow,
  "robot-pipeline": listEditShow,
  // Our own route beside SPEC §2's (DESIGN §9): the exception inbox, a list.
  inbox: ["list"],
};

describe("the registry against SPEC §2", () => {
  it("declares every route of SPEC §2 once, each with a list page", () => {
    const names = registry.resources.map((resource) => resource.name);
    expect([...names].sort()).toEqual([...resourceNames].sort());
    for (const resource of registry.resources) expect(registry.pageFor(resource, "list"), resource.name).toBeTruthy();
  });

  it("gives each route at least the actions SPEC §2 names for it, each with its page", () => {
    for (const [name, actions] of Object.entries(SPEC_ACTIONS)) {
      const resource = registry.findResource(name);
      expect(resource, name).toBeDefined();
      for (const action of actions) {
        expect(resource!.actions, `${name} ${action}`).toContain(action);
        expect(registry.pageFor(resource!, action as "list"), `${name} ${action}`).toBeTruthy();
      }
    }
  });
});
