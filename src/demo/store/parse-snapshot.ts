/** Reading a stored database back: what passes for one, whatever it was stored in (DESIGN §9.5). */
import { migrations } from "./migrations";
import { DEMO_DB_VERSION, isObject, parseCollections, type Snapshot } from "./snapshot";

/** Versions a stored database may have: the current one, and those an upgrade path starts from. */
const readableVersion = (version: unknown): version is number =>
  version === DEMO_DB_VERSION ||
  (typeof version === "number" && version < DEMO_DB_VERSION && Object.hasOwn(migrations, version));

/** The stored database, or null when it is corrupt or of a version with no upgrade path. */
export function parseSnapshot(value: unknown): Snapshot | null {
  if (!isObject(value) || !readableVersion(value.version) || typeof value.seededAt !== "string") return null;
  if (Number.isNaN(Date.parse(value.seededAt))) return null;
  const api = parseCollections(value.api);
  const efa = parseCollections(value.efa);
  return api && efa ? { version: value.version, seededAt: value.seededAt, api, efa } : null;
}

/** A JSON document (the localStorage database of version 3 and before), or null when it is not JSON. */
export function parseJson(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
