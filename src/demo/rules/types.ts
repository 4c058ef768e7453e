/**
 * What a write rule of the demo backend is: a check or a fill-in of the values a request writes, given the
 * stored rows (DESIGN §5, §8). Each family's rules file exports a RuleFamily; rules/index.ts collects them.
 */
import type { Row } from "../store/snapshot";

export type WriteOutcome =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

export interface WriteContext {
  /** The stored row when updating; undefined when creating. */
  existing?: Row;
  rows: readonly Row[];
  now: Date;
  /** The signed-in user's login name, for fields that record who changed a row. */
  user?: string;
  /** Rows of another collection of the same backend, for a rule that checks against it (a lead time's transit). */
  lookup?: (collection: string) => readonly Row[];
}

export type Rule = (values: Record<string, unknown>, ctx: WriteContext) => WriteOutcome;

/**
 * Secret fields (DESIGN §8): write-only, so no response carries them: not lists, not get-one, not the answer
 * to a write. `whenFlag`: a secret only while that boolean field of the row is set (cloud-secret parameters).
 */
export interface SecretFields {
  fields: readonly string[];
  whenFlag?: string;
}

export interface RuleFamily {
  /** The rules run, in order, on every create and update of a collection. */
  writes: Record<string, Rule[]>;
  secrets?: Record<string, SecretFields>;
}
