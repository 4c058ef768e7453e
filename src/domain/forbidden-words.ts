/**
 * Words a capability rule clause may not contain (SPEC §5). The rules end up in SQL run by the backend, so
 * statement keywords and comment/terminator tokens are refused. Shared by the browser and the demo backend
 * so both refuse the same values; the list itself is never shown to users.
 */
const KEYWORDS = [
  "DROP",
  "DELETE",
  "INSERT",
  "UPDATE",
  "ALTER",
  "TRUNCATE",
  "EXEC",
  "EXECUTE",
  "UNION",
  "GRANT",
  "REVOKE",
  "CREATE",
  "MERGE",
] as const;
/** Tokens that are not words: matched wherever they appear. */
const TOKENS = [";", "--", "/*", "*/"] as const;

const keywordPattern = new RegExp(`(?<![A-Za-z0-9_])(${KEYWORDS.join("|")})(?![A-Za-z0-9_])`, "gi");

/** The forbidden words found in a value, upper-cased, in order of appearance, each once. */
export function findForbiddenWords(value: string): string[] {
  const found: { word: string; at: number }[] = [];
  for (const match of value.matchAll(keywordPattern))
    found.push({ word: match[1].toUpperCase(), at: match.index ?? 0 });
  for (const token of TOKENS) {
    const at = value.indexOf(token);
    if (at >= 0) found.push({ word: token, at });
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.word))];
}

/** The forbidden words found in any of the values, each once. */
export function findForbiddenWordsIn(values: readonly string[]): string[] {
  return [...new Set(values.flatMap(findForbiddenWords))];
}

/** SPEC §5's texts, to the letter; the browser translates them, the demo backend answers in English. */
export const NOT_ALLOWED_WORD = "Not allowed word: ";
export const FILTER_HAS_FORBIDDEN_WORDS = "The filter contains forbidden words such as ";
