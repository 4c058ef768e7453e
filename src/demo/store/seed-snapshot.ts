/** A fresh database: the seed of every family, as plain rows of the current version. */
import { createSeed } from "../seed";
import { parseSnapshot } from "./parse-snapshot";
import { DEMO_DB_VERSION, type Snapshot } from "./snapshot";

export function seedSnapshot(now: Date): Snapshot {
  const seed = createSeed(now);
  // The JSON round trip turns the typed seed into plain rows and guarantees nothing is shared with it.
  const snapshot = parseSnapshot(
    JSON.parse(
      JSON.stringify({
        version: DEMO_DB_VERSION,
        seededAt: seed.seededAt,
        api: seed.collections,
        efa: seed.efaCollections,
      }),
    ),
  );
  if (!snapshot) throw new Error("The demo seed does not fit the demo database shape.");
  return snapshot;
}
