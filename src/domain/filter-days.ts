/** SPEC §1: filterDays is configurable; a missing or unusable value falls back to 30. */
export function parseFilterDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 && days <= 366 ? days : 30;
}
