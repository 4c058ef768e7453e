import type { FieldDefinition } from "../registry/fields";
import { toPayload } from "./validation";

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an edit sends (DESIGN §8): only the fields the person changed, each compared as it would be sent, so
 * two people editing different fields of one record do not revert each other's save.
 */
export function changedPayload(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
  startValues: Record<string, unknown>,
  editing = true,
): Record<string, unknown> {
  const now = toPayload(fields, values, editing);
  const before = toPayload(fields, startValues, editing);
  return Object.fromEntries(Object.entries(now).filter(([field, value]) => !same(value, before[field])));
}
