/**
 * What refers to a row by its id, as a real database's foreign keys would keep it (DESIGN §8): rows removed
 * with it, or rows that keep it from being deleted. Without this, a deleted notice's "viewed" marks and a
 * deleted profile's grants and users were left pointing at an id the next record created takes again (ids
 * are the highest + 1), which then inherited them: a corrected notice counted as read, a new profile the old
 * one's rights and users.
 */
import { PROFILE_HAS_USERS } from "../../domain/policy-subject";
import type { DemoWriter } from "../store/draft";
import type { Id } from "../../api/contract";
import type { WriteOutcome } from "./types";

interface Reference {
  collection: string;
  field: string;
}

const dependents: Readonly<Record<string, { cascade?: Reference[]; restrict?: (Reference & { message: string })[] }>> = {
  informative: { cascade: [{ collection: "informative-view", field: "notificationId" }] },
  "users-profile": {
    restrict: [{ collection: "users", field: "profileId", message: PROFILE_HAS_USERS }],
    cascade: [{ collection: "user-profile-resource", field: "profileId" }],
  },
};

const refersTo = (id: Id) => (row: Record<string, unknown>, field: string) => row[field] === id || String(row[field]) === String(id);

/** Deletes what goes with the row, or refuses the delete (409) while something keeps it. Main backend only. */
export function deleteDependents(tx: DemoWriter, collection: string, id: Id): WriteOutcome | null {
  const rules = dependents[collection];
  if (!rules) return null;
  const matches = refersTo(id);
  for (const { collection: other, field, message } of rules.restrict ?? [])
    if (tx.list(other).some((row) => matches(row, field))) return { ok: false, status: 409, message };
  for (const { collection: other, field } of rules.cascade ?? [])
    for (const row of tx.list(other)) if (matches(row, field)) tx.remove(other, row.id);
  return null;
}
