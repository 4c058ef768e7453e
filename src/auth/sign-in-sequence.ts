import type { IdmGroupPolicy, LoginRequest, Profile, User, UserProfileUpdate } from "../api/contract";
import { assemblePolicy } from "../domain/access-policy";
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
  /** The backend token, as soon as the login answers: the page asked for can start loading its data. */
  onToken?(accessToken: string): void;
}

export type SignInResult =
  | { status: "signed-in"; session: StoredSession; profile: Profile }
  | { status: "no-profile"; groups: string[] }
  | { status: "unknown-user"; userName: string };

/**
 * A call already under way, read later. Its outcome is captured at once, so a call whose answer is never
 * read (the sequence stopped at an earlier error or result) cannot end as an unhandled rejection.
 */
interface Pending<T> {
  /** Its value, or its own error. */
  read(): Promise<T>;
}

function start<T>(call: () => Promise<T>): Pending<T> {
  // new Promise runs the call now and turns a port that throws synchronously into a rejection.
  const outcome = new Promise<T>((resolve) => resolve(call())).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return {
    async read() {
      const settled = await outcome;
      if (settled.ok) return settled.value;
      throw settled.error;
    },
  };
}

/**
 * The sign-in sequence of SPEC §6–§7 in the three round trips of DESIGN §4, each call starting as soon as
 * what it needs is known:
 * 1. POST /auth/login ‖ Graph groups (the groups need the identity's token, not the backend's);
 * 2. GET /users-profile ‖ GET /users lookup, as soon as the backend token is there;
 * 3. with the profile chosen (groups + profiles) and the user known: PATCH /users/{id} when the profile
 *    differs ‖ GET /view-idm-group of the matched group.
 * Answers are read in the order the calls used to be made one after another, so the outcome is the same
 * as then: the first failing call of that order is the error, and a result (no-profile, unknown-user) is
 * decided by the same calls as before; a parallel call whose answer is no longer needed is left to finish.
 */
export async function runSignInSequence(account: IdentityAccount, ports: SignInPorts): Promise<SignInResult> {
  const userName = loginName(account.username);
  const login = start(() =>
    ports.backend.login({ username: userName, name: account.name, email: account.email }),
  );
  const groupNames = start(() => ports.groupNames());

  const accessToken = await login.read();
  ports.onToken?.(accessToken);
  const profileList = start(() => ports.backend.profiles(accessToken));
  const users = start(() => ports.backend.findUsers(accessToken, userName));

  const groups = await groupNames.read();
  const profile = chooseProfile(await profileList.read(), groups);
  if (!profile) return { status: "no-profile", groups };

  // A backend that ignores or loosens the filter answers other users too: only the row of this login name is
  // this person, compared as SPEC §7 upper-cases it. No such row is an unknown user: nobody is patched.
  const user = (await users.read()).find((candidate) => candidate.userName?.toUpperCase() === userName.toUpperCase());
  if (!user) return { status: "unknown-user", userName };

  const update =
    user.profileId !== profile.id
      ? start(() =>
          ports.backend.updateUser(accessToken, {
            ...user,
            profileId: profile.id,
            profile: { id: profile.id, name: profile.name },
          }),
        )
      : null;
  const rules = start(() => ports.backend.groupPolicies(accessToken, profile.idmGroup.trim().toLowerCase()));
  await update?.read();
  const subject = profileSubject(profile.name);
  const policy = assemblePolicy(subject, await rules.read());
  return {
    status: "signed-in",
    profile,
    session: {
      profileId: profile.id,
      profileName: subject,
      accessToken,
      policy,
      user: {
        id: user.id,
        userName: user.userName,
        name: user.name || account.name,
        email: user.email || account.email,
      },
    },
  };
}
