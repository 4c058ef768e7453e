/**
 * Rules every family uses: required fields, unique natural keys, server-set dates and keys fixed at
 * creation. The browser checks the same things first; the demo backend repeats them as a real one would.
 */
import type { Rule, WriteOutcome } from "./types";

export const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * A natural key that must not repeat within the collection: the fields trimmed and in any case, or what
 * `keyOf` makes of a row where two spellings mean the same thing.
 */
export const unique =
  (fields: readonly string[], message: string, keyOf?: (row: Record<string, unknown>) => string): Rule =>
  (values, { existing, rows }) => {
    const merged = { ...existing, ...values };
    const key = keyOf ?? ((row: Record<string, unknown>) => fields.map((f) => String(row[f] ?? "").trim().toLowerCase()).join("\u0000"));
    const clash = rows.some((row) => row.id !== existing?.id && key(row) === key(merged));
    return clash ? { ok: false, status: 409, message, errors: { [fields[fields.length - 1]]: [message] } } : { ok: true, values };
  };

export const required =
  (fields: readonly string[]): Rule =>
  (values, { existing }) => {
    const merged = { ...existing, ...values };
    const missing = fields.filter((field) => merged[field] === undefined || merged[field] === null || text(merged[field]) === "" && typeof merged[field] === "string");
    return missing.length
      ? {
          ok: false,
          status: 400,
          message: `Required: ${missing.join(", ")}`,
          errors: Object.fromEntries(missing.map((field) => [field, ["This field is required."]])),
        }
      : { ok: true, values };
  };

/** Who saved a row, as the rows show it: the login name before the at sign, upper-cased. */
export const savedBy = (user: string | undefined): string => (user ?? "system").split("@")[0].toUpperCase();

/** The creation and update dates, and who saved last, are the server's, whatever the client sent. */
export const stamped: Rule = (values, { existing, now, user }) => ({
  ok: true,
  values: {
    ...values,
    ...(existing ? {} : { createdDate: now.toISOString() }),
    updateDate: now.toISOString(),
    updatedBy: savedBy(user),
  },
});

/** A natural key set at creation: changing it would orphan what refers to it. */
export const immutable =
  (field: string): Rule =>
  (values, { existing }) => {
    if (!existing) return { ok: true, values };
    const { [field]: _ignored, ...rest } = values;
    return { ok: true, values: rest };
  };

/**
 * A write-only secret (DESIGN §8): the time it is set is the server's. A secret that stops being one (its
 * flag turned off) would show what was typed as secret, so it must be typed again.
 */
export const secretStamped =
  (field: string, whenFlag?: string): Rule =>
  (values, { existing, now }) => {
    const { [`${field}SetAt`]: _clientSent, [`${field}Set`]: _alsoClientSent, ...rest } = values;
    const flagOn = (row: Record<string, unknown> | undefined) =>
      whenFlag === undefined || row?.[whenFlag] === true || row?.[whenFlag] === "true";
    const typed = rest[field] !== undefined && rest[field] !== null && text(rest[field]) !== "";
    if (existing && flagOn(existing) && !flagOn({ ...existing, ...rest }) && !typed) {
      const message = "Type the value again: a secret is never shown.";
      return { ok: false, status: 400, message, errors: { [field]: [message] } };
    }
    const becameSecret = !flagOn(existing) && flagOn({ ...existing, ...rest });
    return typed || (existing && becameSecret) || (!existing && flagOn(rest))
      ? { ok: true, values: { ...rest, [`${field}SetAt`]: now.toISOString() } }
      : { ok: true, values: rest };
  };

export const reject = (field: string, message: string): WriteOutcome => ({
  ok: false,
  status: 400,
  message,
  errors: { [field]: [message] },
});

/** Each named field, when present, passes its check; the first failure names its field. */
export const checks =
  (spec: Record<string, (value: unknown) => string | undefined>): Rule =>
  (values, { existing }) => {
    const merged: Record<string, unknown> = { ...existing, ...values };
    for (const [field, check] of Object.entries(spec)) {
      const value = merged[field];
      if (value === undefined || value === null || value === "") continue;
      const problem = check(value);
      if (problem) return reject(field, problem);
    }
    return { ok: true, values };
  };

export const numberIn = (min: number, max: number) => (value: unknown) => {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? undefined : `Enter a number from ${min} to ${max}.`;
};
/** A whole number in the range: a transit time of 3.5 days is refused, not rounded. */
export const wholeIn = (min: number, max: number) => (value: unknown) => {
  const problem = numberIn(min, max)(value);
  if (problem) return problem;
  return Number.isInteger(typeof value === "number" ? value : Number(value)) ? undefined : "Enter a whole number.";
};

/** Fields only the server writes (joined last execution, change stamps): whatever a client sends is dropped. */
export const serverOwned =
  (fields: readonly string[]): Rule =>
  (values) => ({ ok: true, values: Object.fromEntries(Object.entries(values).filter(([field]) => !fields.includes(field))) });

/** One of the options, as stored. */
export const oneOf = (options: readonly string[]) => (value: unknown) =>
  options.includes(String(value)) ? undefined : "Choose one of the options.";

/**
 * One of the options, naming them when refused: for a field a file fills as well as a form. A form shows
 * its options in a list, a planner typing a cell in Excel has none (BR99, TRAIN).
 */
export const oneOfNamed = (options: readonly string[]) => (value: unknown) =>
  options.includes(String(value)) ? undefined : `Choose one of: ${options.join(", ")}.`;
