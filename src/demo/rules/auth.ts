/** Write rules of the access family: profiles and the resources each profile is granted (SPEC §6). */
import { PROFILE_NAME_CHARACTERS, PROFILE_NAME_PATTERN, profileSubject } from "../../domain/policy-subject";
import { checks, required, unique } from "./common";
import type { RuleFamily } from "./types";

export const authRules: RuleFamily = {
  writes: {
    "users-profile": [
      required(["name", "idmGroup", "accessLevel"]),
      checks({ name: (value) => (PROFILE_NAME_PATTERN.test(String(value)) ? undefined : PROFILE_NAME_CHARACTERS) }),
      // Two names that make the same policy subject ("Vie wer", "Viewer": SPEC §6) would share one profile's
      // policy lines: they are the same profile.
      unique(["name"], "This profile already exists", (row) => profileSubject(String(row.name ?? ""))),
    ],
    "user-profile-resource": [required(["profileId", "resource"]), unique(["profileId", "resource"], "This profile already has this resource")],
  },
};
