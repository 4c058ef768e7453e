/**
 * Logs whose older entries are computed, not stored (src/demo/seed/robot-log-history.ts): a log's list and
 * detail read the stored entries and that history as one collection. The history is read-only.
 */
import { ROBOT_LOG_HISTORY } from "./seed/robot-log-history";
import type { Id } from "../api/contract";
import type { DemoReader, Namespace, Row } from "./store";

const HISTORY_OF: Readonly<Record<Namespace, Readonly<Record<string, string>>>> = {
  api: { "edb/robot-process-log": ROBOT_LOG_HISTORY.edb },
  efa: { "robot-process-log": ROBOT_LOG_HISTORY.efa },
};

const historyOf = (collection: string, namespace: Namespace) => HISTORY_OF[namespace][collection];

/** The collection's rows, with its computed history when it has one. */
export function rowsWithHistory(db: DemoReader, collection: string, namespace: Namespace): Row[] {
  const history = historyOf(collection, namespace);
  const stored = db.list(collection, namespace);
  return history ? [...stored, ...db.list(history, namespace)] : stored;
}

/** One row of the collection, looked up in its history when it is not stored. */
export function rowWithHistory(db: DemoReader, collection: string, id: Id, namespace: Namespace): Row | undefined {
  const history = historyOf(collection, namespace);
  return db.get(collection, id, namespace) ?? (history ? db.get(history, id, namespace) : undefined);
}
