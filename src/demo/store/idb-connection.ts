/**
 * One IndexedDB connection opened on first use and kept (DESIGN §9.5), for the demo's databases: the stored
 * demo database and the simulation values kept across tabs. Another tab that upgrades or deletes the database
 * waits for this connection, so it is let go then and opened again on next use; a failed open is not kept.
 */
import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from "idb";

export interface IdbConnection<Schema extends DBSchema> {
  /** The open connection, opened now if there is none. */
  connect(): Promise<IDBPDatabase<Schema>>;
  /** Lets the connection go and waits until it is closed; the next connect opens it again. */
  close(): Promise<void>;
}

export function idbConnection<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: OpenDBCallbacks<Schema>["upgrade"],
): IdbConnection<Schema> {
  let connection: Promise<IDBPDatabase<Schema>> | null = null;

  const close = async () => {
    const closing = connection;
    connection = null;
    await closing?.then(
      (db) => db.close(),
      () => undefined,
    );
  };

  const connect = (): Promise<IDBPDatabase<Schema>> => {
    connection ??= openDB<Schema>(name, version, {
      upgrade,
      blocking() {
        void close();
      },
      terminated() {
        connection = null;
      },
    });
    const opening = connection;
    opening.catch(() => {
      if (connection === opening) connection = null;
    });
    return opening;
  };

  return { connect, close };
}
