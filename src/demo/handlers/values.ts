/**
 * Narrowing of values the handlers read from paths, bodies and stored rows. Rows of the generic store are
 * narrowed before typed logic (policies, notices) trusts them, because the app can write anything into them
 * through the generic CRUD endpoints.
 */
import type { Id } from "../../api/contract";

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A numeric id from a path segment or a JSON value; undefined when it is not a positive-or-zero integer. */
export function toId(value: unknown): Id | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** A boolean column as stored; forms may have written it as the text "true". */
export const flag = (value: unknown): boolean => value === true || value === "true";

export function toNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

export const present = <T>(value: T | null): value is T => value !== null;
