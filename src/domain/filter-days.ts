/** The window's usable lengths: a day up to a year (a backend refuses others when the parameter is saved). */
export const FILTER_DAYS_RANGE = { min: 1, max: 366 } as const;

/**
 * SPEC §1: filterDays is configurable; a missing or unusable value falls back to 30. The parameter's value is
 * text: anything else a backend sends counts as unusable.
 */
export function parseFilterDays(value: unknown): number {
  if (typeof value !== "string") return 30;
  const days = Number(value);
  return Number.isInteger(days) && days >= FILTER_DAYS_RANGE.min && days <= FILTER_DAYS_RANGE.max ? days : 30;
}
