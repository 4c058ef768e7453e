import type { IdmGroupPolicy } from "../api/contract";

/** The base rule every profile gets: it may see the home screen (SPEC §6). */
export const baseRule = (subject: string) => `p, ${subject}, main, list, allow`;

/** SPEC §6, DESIGN §4: the base rule, then every group's stringAdapter1 and stringAdapter2, line by line. */
export function assemblePolicy(subject: string, rules: readonly IdmGroupPolicy[]): string {
  const lines = [baseRule(subject)];
  for (const rule of rules) {
    for (const text of [rule.stringAdapter1, rule.stringAdapter2]) {
      for (const line of (text ?? "").split(/\r?\n/)) {
        const trimmed = line.trim();
        if (trimmed && !trimmed.startsWith("#")) lines.push(trimmed);
      }
    }
  }
  return lines.join("\n");
}
