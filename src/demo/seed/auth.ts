/**
 * Seeds of the sign-in and access family: the staff users, their profiles and each profile's grants
 * (SPEC §6). The four demo accounts of DESIGN §5 are among the users; their groups pick these profiles.
 */
import type { Id, Profile, ProfileResource, User } from "../../api/contract";
import {
  FULL,
  GRANTS,
  INBOX_RESOURCE_IDS,
  PROFILE_IDS,
  PROFILE_RESOURCE_IDS,
  RESOURCE_ID_BATCHES,
  UNDELETABLE_RESOURCES,
  type Grant,
  type ResourceId,
} from "./auth-grants";

export type AuthCollections = {
  users: User[];
  "users-profile": Profile[];
  "user-profile-resource": ProfileResource[];
};

function createProfiles(): Profile[] {
  return [
    {
      id: PROFILE_IDS.administrator,
      name: "Administrator",
      resource: "main",
      idmGroup: "SCM Administrators",
      description: "Full access to every module, including system administration and user profiles.",
      isadmin: true,
      accessLevel: 0,
    },
    {
      id: PROFILE_IDS.supplyPlanner,
      name: "Supply Planner",
      resource: "edb",
      idmGroup: "SCM Planners",
      description:
        "Maintains EDB planning data: priority shipments, partners, lead times and transport tracking.",
      isadmin: false,
      accessLevel: 2,
    },
    {
      id: PROFILE_IDS.logisticsAnalyst,
      name: "Logistics Analyst",
      resource: "edb",
      idmGroup: "SCM Logistics",
      description: "Follows inbound logistics: transport tracking shipments and priority shipments.",
      isadmin: false,
      accessLevel: 3,
    },
    {
      id: PROFILE_IDS.viewer,
      name: "Viewer",
      resource: "main",
      idmGroup: "SCM Viewers",
      description: "Read-only access to dashboards, notices and EDB data.",
      isadmin: false,
      accessLevel: 5,
    },
    {
      id: PROFILE_IDS.tradeCompliance,
      name: "Trade Compliance",
      resource: "edb",
      idmGroup: "SCM Trade Compliance",
      description: "Clears priority imports: edits the trade compliance fields and reads the rest of the shipment.",
      isadmin: false,
      accessLevel: 4,
    },
  ];
}

function createProfileResources(): ProfileResource[] {
  const rows: ProfileResource[] = [];
  const add = (profileId: Id, resource: ResourceId, grant: Grant) =>
    rows.push({
      id: rows.length + 1,
      profileId,
      resource,
      create: grant.create ?? false,
      read: grant.read ?? false,
      update: grant.update ?? false,
      delete: grant.delete ?? false,
      deletable: !UNDELETABLE_RESOURCES.includes(resource),
    });
  for (const batch of RESOURCE_ID_BATCHES) {
    for (const resource of batch) add(PROFILE_IDS.administrator, resource, FULL);
    for (const key of ["supplyPlanner", "logisticsAnalyst", "viewer"] as const) {
      for (const resource of batch) add(PROFILE_IDS[key], resource, GRANTS[key][resource]);
    }
  }
  // Trade compliance came after every batch: its rows follow them all, so no earlier row is renumbered.
  for (const resource of PROFILE_RESOURCE_IDS) {
    if (!(INBOX_RESOURCE_IDS as readonly string[]).includes(resource))
      add(PROFILE_IDS.tradeCompliance, resource, GRANTS.tradeCompliance[resource]);
  }
  // The inbox came last of all: every profile's row of it follows every earlier row.
  for (const resource of INBOX_RESOURCE_IDS) {
    add(PROFILE_IDS.administrator, resource, FULL);
    for (const key of ["supplyPlanner", "logisticsAnalyst", "viewer", "tradeCompliance"] as const)
      add(PROFILE_IDS[key], resource, GRANTS[key][resource]);
  }
  return rows;
}

function createUsers(): User[] {
  const staff: [string, string, Id | null][] = [
    // The four demo accounts. PLANNER starts on a profile other than the one the sign-in will pick, so its
    // first sign-in exercises PATCH /users/{id}; ADMIN is a returning user whose profile is unchanged.
    ["admin", "Ana Souza", PROFILE_IDS.administrator],
    ["planner", "Bruno Lima", PROFILE_IDS.viewer],
    ["viewer", "Carla Mendes", PROFILE_IDS.viewer],
    ["noprofile", "Diego Rocha", null],
    ["mariana.costa", "Mariana Costa", PROFILE_IDS.supplyPlanner],
    ["rafael.oliveira", "Rafael Oliveira", PROFILE_IDS.logisticsAnalyst],
    ["juliana.pereira", "Juliana Pereira", PROFILE_IDS.logisticsAnalyst],
    ["thiago.almeida", "Thiago Almeida", PROFILE_IDS.viewer],
    ["fernanda.ribeiro", "Fernanda Ribeiro", PROFILE_IDS.supplyPlanner],
    ["lucas.martins", "Lucas Martins", PROFILE_IDS.administrator],
    // The fifth demo account, added after the staff so nobody's id changes.
    ["compliance", "Eduarda Nunes", PROFILE_IDS.tradeCompliance],
  ];
  return staff.map(([login, name, profileId], index) => ({
    id: index + 1,
    userName: login.toUpperCase(),
    profileId,
    name,
    email: `${login}@scm-demo.com`,
  }));
}

export const seedAuth = (): { api: AuthCollections } => ({
  api: {
    users: createUsers(),
    "users-profile": createProfiles(),
    "user-profile-resource": createProfileResources(),
  },
});
