/**
 * Tells the other tabs of the browser that this tab stored a change in the demo database, and this tab
 * that another one did (DESIGN §5, §9.5): the app then reads its open lists and records again, so a change
 * made in one tab shows in the others without a reload. The message only says that the stored database
 * moved; the data itself is always read from the storage (demo-db.ts `sync`), never from a message.
 */
import type { DemoDb } from "./demo-db";

export const DEMO_DB_CHANNEL = "scm-demo-db";

export interface ChangeMessage {
  /** The revision the sending tab stored. */
  revision: number;
}

export interface ChangeChannel {
  /** Calls `listener` each time another tab stores a change; returns the unsubscribe. */
  onChangedElsewhere(listener: () => void): () => void;
  close(): void;
}

const isChangeMessage = (data: unknown): data is ChangeMessage =>
  typeof data === "object" && data !== null && typeof (data as { revision?: unknown }).revision === "number";

export function shareChanges(db: DemoDb, name: string = DEMO_DB_CHANNEL): ChangeChannel {
  const listeners = new Set<() => void>();
  // A browser without BroadcastChannel still works: its other tabs see a change on their next request.
  if (typeof BroadcastChannel === "undefined")
    return { onChangedElsewhere: () => () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(name);
  const stopAnnouncing = db.onCommitted((revision) =>
    channel.postMessage({ revision } satisfies ChangeMessage),
  );
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isChangeMessage(event.data)) return;
    // Read now, while the app's requests are still on their way: they then find the copy up to date.
    void db.sync();
    // Every message, even one this tab has already caught up with: the app may still show older answers.
    for (const listener of listeners) listener();
  };
  return {
    onChangedElsewhere(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      stopAnnouncing();
      channel.close();
    },
  };
}
