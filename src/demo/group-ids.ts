import { hashString, mulberry32 } from "./prng";

/** A GUID-shaped, stable object id per group name, as Graph would return. */
export function demoGroupId(displayName: string): string {
  const prng = mulberry32(hashString(displayName));
  const hex = (length: number) => Array.from({ length }, () => prng.int(0, 15).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${prng.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
}
