import { isMasked, type FieldDefinition } from "../registry/fields";
import { fieldTypeOf } from "./field-types";
import { changedPayload } from "./edit-diff";

/**
 * What a person typed into a form and has not saved, kept in this tab's sessionStorage for that page
 * (DESIGN §8: nothing typed is lost). A session that ends, a reload or a closed sign-in window leaves it
 * there; the form offers it back to the same person when they return to the page.
 */
export interface FormDraft {
  /** The login name of whoever typed it: a draft is only ever offered back to them. */
  owner: string;
  savedAt: string;
  /** The changed fields, as they would be sent: plain JSON whatever the input holds (dates, numbers). */
  values: Record<string, unknown>;
  /** What the page edits beside the form's fields (a rule's clauses), as JSON, when it was changed. */
  extra?: unknown;
  /**
   * The version (update date) of the record the typing started from: restored, the save goes against it, so
   * a change someone saved since is met as a conflict instead of being overwritten (DESIGN §8).
   */
  version?: string;
}

const PREFIX = "scm.draft:";

function parse(raw: string | null): FormDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { owner, savedAt, values, extra, version } = value as Partial<FormDraft>;
    if (typeof owner !== "string" || typeof savedAt !== "string" || !values || typeof values !== "object")
      return null;
    return { owner, savedAt, values, ...(extra !== undefined && { extra }), ...(typeof version === "string" && { version }) };
  } catch {
    // A corrupt draft is no draft.
    return null;
  }
}

export const formDrafts = {
  /** The draft kept for a page, when it is this person's. */
  read(page: string, owner: string): FormDraft | null {
    const draft = parse(sessionStorage.getItem(PREFIX + page));
    return draft && owner && draft.owner.toUpperCase() === owner.toUpperCase() ? draft : null;
  },
  write(page: string, draft: FormDraft): void {
    try {
      sessionStorage.setItem(PREFIX + page, JSON.stringify(draft));
    } catch {
      // A full storage keeps no draft; the unsaved-changes warning still guards the typing.
    }
  },
  remove(page: string): void {
    sessionStorage.removeItem(PREFIX + page);
  },
};

/**
 * The fields worth keeping: those changed from what the form started with, as they would be sent. Secrets are
 * never written to storage (DESIGN §8: write-only), nor are fields the form does not edit.
 */
export function draftValues(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
  startValues: Record<string, unknown>,
  editing: boolean,
): Record<string, unknown> {
  const keepable = fields.filter((field) => !isMasked(field, values) && !isMasked(field, startValues));
  return changedPayload(keepable, values, startValues, editing);
}

/** A draft's values as the form's inputs hold them, for the fields the form still has. */
export function draftFormValues(fields: readonly FieldDefinition[], draft: FormDraft): [string, unknown][] {
  return Object.entries(draft.values).flatMap(([name, value]) => {
    const field = fields.find((candidate) => candidate.name === name && !candidate.readOnly);
    if (!field || isMasked(field)) return [];
    const toFormValue = fieldTypeOf(field).toFormValue;
    return [[name, toFormValue ? toFormValue(field, value) : value] as [string, unknown]];
  });
}
