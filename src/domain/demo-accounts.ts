/**
 * The demo identities (DESIGN §5). Each account's groups are what the demo Graph answers for
 * me/transitiveMemberOf, so the app's profile choice runs on realistic input.
 */
export type DemoAccountKey = "admin" | "planner" | "viewer" | "compliance" | "noprofile";

export interface DemoAccount {
  key: DemoAccountKey;
  /** The login name, as an identity provider reports it. */
  username: string;
  name: string;
  email: string;
  /** Display names of the identity-provider groups the account belongs to, transitively. */
  groups: string[];
}

export const demoAccounts: DemoAccount[] = [
  {
    key: "admin",
    username: "admin@scm-demo.com",
    name: "Ana Souza",
    email: "admin@scm-demo.com",
    groups: ["SCM Administrators", "All Employees", "VPN Users"],
  },
  {
    // Two groups match profiles (Supply Planner and Viewer) so the lowest accessLevel rule is exercised,
    // and five groups span three Graph pages of two.
    key: "planner",
    username: "planner@scm-demo.com",
    name: "Bruno Lima",
    email: "planner@scm-demo.com",
    groups: ["All Employees", "SCM Planners", "VPN Users", "SCM Viewers", "Supply Chain Brazil"],
  },
  {
    key: "viewer",
    username: "viewer@scm-demo.com",
    name: "Carla Mendes",
    email: "viewer@scm-demo.com",
    groups: ["SCM Viewers", "All Employees"],
  },
  {
    // Trade compliance edits only its own fields of the priority shipments (DESIGN §9.4) and reads the rest.
    key: "compliance",
    username: "compliance@scm-demo.com",
    name: "Eduarda Nunes",
    email: "compliance@scm-demo.com",
    groups: ["All Employees", "SCM Trade Compliance"],
  },
  {
    key: "noprofile",
    username: "noprofile@scm-demo.com",
    name: "Diego Rocha",
    email: "noprofile@scm-demo.com",
    groups: ["All Employees", "Marketing Brazil"],
  },
];

export const DEFAULT_DEMO_ACCOUNT: DemoAccountKey = "admin";

export function findDemoAccount(key: string | null | undefined): DemoAccount | undefined {
  if (!key) return undefined;
  const wanted = key.trim().toLowerCase();
  return demoAccounts.find((account) => account.key === wanted);
}

const GRAPH_TOKEN_PREFIX = "demo-graph.";

/** The bearer token the demo identity hands out for Graph; the demo Graph reads the account back from it. */
export const demoGraphToken = (key: string): string => `${GRAPH_TOKEN_PREFIX}${key}`;

/** The account key inside a demo Graph token, or null when the text is not one. */
export function parseDemoGraphToken(token: string | null | undefined): string | null {
  if (!token || !token.startsWith(GRAPH_TOKEN_PREFIX)) return null;
  const key = token.slice(GRAPH_TOKEN_PREFIX.length);
  return key === "" ? null : key;
}
