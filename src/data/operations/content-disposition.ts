/**
 * The name of a downloaded file, from its Content-Disposition header (DESIGN §6): `filename*` first
 * (RFC 6266 with RFC 5987's charset'language'percent-encoded value), then `filename` (quoted or a bare
 * token), then the caller's fallback.
 */

/** Each `name=value` parameter, value unquoted; a `;` inside quotes does not end it. */
function parameters(header: string): Map<string, string> {
  const found = new Map<string, string>();
  const parameter = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  // The disposition type comes first and has no value; a leading ";" lets every parameter match alike.
  for (const [, rawName, rawValue] of `;${header.slice(header.indexOf(";") + 1)}`.matchAll(parameter)) {
    const name = rawName.toLowerCase();
    const quoted = rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"');
    const value = quoted ? rawValue.slice(1, -1).replace(/\\(.)/g, "$1") : rawValue.trim();
    if (!found.has(name)) found.set(name, value);
  }
  return found;
}

/** RFC 5987 ext-value: charset'language'value, the value percent-encoded bytes of that charset. */
function decodeExtValue(extValue: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(extValue.trim());
  if (!match) return null;
  const charset = match[1].toLowerCase();
  try {
    if (charset === "utf-8") return decodeURIComponent(match[2]);
    if (charset === "iso-8859-1") {
      const bytes = match[2].replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      return /%/.test(bytes) ? null : bytes;
    }
  } catch {
    // A malformed escape: the plain filename, or the fallback, is used instead.
  }
  return null;
}

/** A name only: a server-sent path must not choose a folder (browsers strip it too). */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? "";
}

export function fileNameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const found = parameters(header);
  const extended = found.get("filename*");
  const candidates = [
    extended === undefined ? null : decodeExtValue(extended),
    found.get("filename") ?? null,
  ];
  for (const candidate of candidates) {
    const name = candidate === null ? "" : baseName(candidate);
    if (name) return name;
  }
  return fallback;
}
