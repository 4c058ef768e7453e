/**
 * The demo database as versions up to 3 kept it: one JSON document in localStorage (DESIGN §9.5 moves it to
 * IndexedDB). It is read once, when IndexedDB is still empty, and removed once its content is stored there.
 */

export const LEGACY_DEMO_DB_KEY = "scm.demo.db";

export interface LegacyDocument {
  /** The stored JSON, or null when there is none or the storage cannot be read. */
  read(): string | null;
  remove(): void;
}

export function localStorageDocument(
  key: string = LEGACY_DEMO_DB_KEY,
  storage: () => Pick<Storage, "getItem" | "removeItem"> | undefined = () => globalThis.localStorage,
): LegacyDocument {
  return {
    read() {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        // Storage can be disabled by the browser's privacy settings: then there is nothing to migrate.
        return null;
      }
    },
    remove() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Left behind, it is ignored: IndexedDB is no longer empty, so it is never read again.
      }
    },
  };
}
