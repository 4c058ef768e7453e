/**
 * The provider's test users are the demo accounts (src/domain/demo-accounts.ts): same login names, display names and
 * group memberships, so the profile choice meets the same input whichever identity signs the user in.
 */
import { createHash } from "node:crypto";
import { demoAccounts, type DemoAccountKey } from "../../src/domain/demo-accounts";

export interface TestUser {
  key: DemoAccountKey;
  /** What is typed into the provider's form, and the id token's preferred_username. */
  username: string;
  name: string;
  email: string;
  /** Stable object id (the id token's sub and oid). */
  oid: string;
  groups: string[];
}

/** A GUID-shaped id derived from a text, stable across runs. */
export function guidOf(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The directory (tenant) id the provider puts in every id token. */
export const TENANT_ID = guidOf("scm-e2e-tenant");

export const testUsers: TestUser[] = demoAccounts.map((account) => ({
  key: account.key,
  username: account.username,
  name: account.name,
  email: account.email,
  oid: guidOf(`user:${account.username}`),
  groups: [...account.groups],
}));

export function testUser(key: DemoAccountKey): TestUser {
  const user = testUsers.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`No test user ${key}`);
  return user;
}

export const userBySub = (sub: string): TestUser | undefined => testUsers.find((user) => user.oid === sub);
