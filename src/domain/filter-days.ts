/**
 * SPEC §1: filterDays is configurable; a missing or unusable value falls back to 30. The parameter's value is
 * text: anything else a backend sends counts as unusable.
 */
export function parseFilterDays(value: unknown): number {
  if (typeof value !== "string") return 30;
  const days = Number(value);
  return Number.isInteger(days) && days > 0 && days <= 366 ? days : 30;
}
