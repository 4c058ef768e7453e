import type { IdmGroupPolicy, LoginRequest, Profile, User, UserProfileUpdate } from "../api/contract";
import { assemblePolicy } from "../access/policy";
import { loginName, type IdentityAccount } from "./identity";
import { chooseProfile } from "../domain/profile-choice";
import { profileSubject } from "../domain/policy-subject";
import type { StoredSession } from "./session-store";

/** The backend calls of the sign-in sequence (SPEC §7), each given the backend token explicitly. */
export interface SignInBackend {
  login(request: LoginRequest): Promise<string>;
  profiles(token: string): Promise<Profile[]>;
  findUsers(token: string, userName: string): Promise<User[]>;
  updateUser(token: string, update: UserProfileUpdate): Promise<void>;
  groupPolicies(token: string, groupLowerCased: string): Promise<IdmGroupPolicy[]>;
}

export interface SignInPorts {
  backend: SignInBackend;
  /** Display names of the user's groups in the identity provider (Graph transitiveMemberOf). */
  groupNames(): Promise<string[]>;
}

export type SignInResult =
  | { status: "signed-in"; session: StoredSession; profile: Profile }
  | { status: "no-profile"; groups: string[] }
  | { status: "unknown-user"; userName: string };

/**
 * The sign-in sequence of SPEC §6–§7 and DESIGN §4, in order: backend login → groups → profiles →
 * profile choice → user lookup (PATCH when the profile differs) → permission rules of the matched group.
 */
export async function runSignInSequence(account: IdentityAccount, ports: SignInPorts): Promise<SignInResult> {
  const userName = loginName(account.username);
  const accessToken = await ports.backend.login({ username: userName, name: account.name, email: account.email });
  const groups = await ports.groupNames();
  const profiles = await ports.backend.profiles(accessToken);
  const profile = chooseProfile(profiles, groups);
  if (!profile) return { status: "no-profile", groups };

  const [user] = await ports.backend.findUsers(accessToken, userName);
  if (!user) return { status: "unknown-user", userName };
  if (user.profileId !== profile.id) {
    await ports.backend.updateUser(accessToken, {
      ...user,
      profileId: profile.id,
      profile: { id: profile.id, name: profile.name },
    });
  }

  const subject = profileSubject(profile.name);
  const rules = await ports.backend.groupPolicies(accessToken, profile.idmGroup.trim().toLowerCase());
  return {
    status: "signed-in",
    profile,
    session: {
      profileId: profile.id,
      profileName: subject,
      accessToken,
      policy: assemblePolicy(subject, rules),
      user: { id: user.id, userName: user.userName, name: user.name || account.name, email: user.email || account.email },
    },
  };
}
