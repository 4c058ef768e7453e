/**
 * Numbers as people type them in the page's language (SPEC §6: pt-BR and en-US). A browser's number input reads
 * its own locale's text, not the page's: in pt-BR "1.000" became 1 and "3,5" became nothing (an optional field
 * was then cleared). Pure.
 */
const separators = (language: string) =>
  language === "pt-BR" ? { decimal: ",", group: "." } : { decimal: ".", group: "," };

const escape = (character: string) => `\\${character}`;

/**
 * The number a text means in `language`, or undefined when it is not one. Thousands groups are allowed in threes
 * ("1.234,5" in pt-BR, "1,234.5" in en-US); a single other separator not followed by a group of three reads
 * as a decimal point too ("3.5" in pt-BR), since people copy numbers from sheets of either language.
 */
export function parseLocaleNumber(text: string, language: string): number | undefined {
  const typed = text.trim().replace(/\s/g, "");
  if (typed === "") return undefined;
  const { decimal, group } = separators(language);
  const strict = new RegExp(
    `^([+-]?)(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`,
  );
  const match = strict.exec(typed);
  if (match) return Number(`${match[1]}${match[2]!.split(group).join("")}.${match[3] ?? "0"}`);
  const other = /^([+-]?)(\d*)[.,](\d+)$/.exec(typed);
  if (other && (other[2] !== "" || other[3] !== ""))
    return Number(`${other[1]}${other[2] || "0"}.${other[3]}`);
  return undefined;
}

/** A number as an input shows it for editing: the language's decimal mark, no thousands groups. */
export function editableNumber(value: number, language: string): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  // Very large or small numbers come as 1e+21: left as they are, which the parser refuses and the field says so.
  return /e/i.test(text) ? text : text.replace(".", separators(language).decimal);
}
