/**
 * Screens that show another collection's rows through their own address (DESIGN §9.4): Trade compliance and
 * the display board read the priority shipments. Access is checked on the screen's address, the rows are
 * the collection's, and a write may change only the fields the screen owns; the collection's own address
 * keeps to its fields too, so a field belongs to exactly one screen.
 */
import { FIELD_OF_ANOTHER_SCREEN, PRIORITY_SHIPMENTS, priorityScreens } from "../domain/priority-shipments";
import type { Namespace, Row } from "./store";

export interface ScreenAddress {
  /** The screen's address, the resource its access is checked on. */
  name: string;
  /** Where its rows are stored. */
  collection: string;
  /** What is left of the path after the screen's address: "" or a record id. */
  rest: string;
  writable: (field: string) => boolean;
  /** Only the collection's own address creates and deletes rows. */
  createsAndDeletes: boolean;
}

const screens: Readonly<Record<string, { collection: string; writable: (field: string) => boolean }>> = Object.fromEntries(
  Object.entries(priorityScreens).map(([name, { writable }]) => [name, { collection: PRIORITY_SHIPMENTS, writable }]),
);

/** The screen a path of the default backend addresses, when it is one of them. */
export function screenAt(namespace: Namespace, path: string): ScreenAddress | null {
  if (namespace !== "api") return null;
  const name = Object.keys(screens).find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
  if (!name) return null;
  const { collection, writable } = screens[name]!;
  return { name, collection, rest: path.slice(name.length + 1), writable, createsAndDeletes: name === collection };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const blank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * The fields a write would change that its screen does not own, with the text to show beside each; null
 * when there are none. A field sent unchanged is no change.
 */
export function offScreenChanges(screen: ScreenAddress, values: Record<string, unknown>, existing?: Row): Record<string, string[]> | null {
  const off = Object.keys(values).filter(
    (field) => !screen.writable(field) && (existing ? !same(values[field], existing[field]) : !blank(values[field])),
  );
  return off.length ? Object.fromEntries(off.map((field) => [field, [FIELD_OF_ANOTHER_SCREEN]])) : null;
}
