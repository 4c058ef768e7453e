/**
 * The order of two strings by UTF-16 code unit. ISO 8601 timestamps of one format (as toISOString writes
 * them) sort by instant under it, as do equal-shaped codes; localeCompare does not guarantee that (it ignores
 * punctuation), and costs several times more on the thousands of robot runs and items the demo sorts on a
 * first read.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
