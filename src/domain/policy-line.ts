/**
 * Splits one policy line as casbin's CSV reading does for the lines an IdM group carries (comma-separated,
 * trimmed, double quotes around a field that holds commas, "" for a quote inside one), without csv-parse:
 * csv-parse and the Buffer polyfill it needs cost tens of milliseconds on the way to a signed-in page.
 */
export function splitPolicyLine(line: string): string[] | null {
  if (!line.trim() || line.trimStart().startsWith("#")) return null;
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '"' && quoted && line[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"' && (quoted || field.trim() === "")) {
      quoted = !quoted;
      if (quoted) field = "";
    } else if (char === "," && !quoted) {
      fields.push(field.trim());
      field = "";
    } else {
      field += char;
    }
  }
  // As csv-parse: a line whose quote never closes is refused, not read up to its end.
  if (quoted) throw new Error(`Unclosed quote in policy line: ${line}`);
  fields.push(field.trim());
  return fields;
}
