/** The demo backend's database (DESIGN §5, §9.5): what the handlers, the start-up and the tests use of it. */
export { DEMO_DB_VERSION, type Namespace, type Row, type Snapshot } from "./snapshot";
export { DemoDb, createMemoryDemoDb } from "./demo-db";
export type { DemoReader, DemoWriter } from "./draft";
export { StaleRevision, type Changes, type DemoStorage, type StoredRead } from "./storage";
export { DEMO_DB_CHANNEL, shareChanges, type ChangeChannel } from "./change-channel";
export { memoryStorage, type MemoryStorage } from "./memory-storage";
export { DEMO_IDB_NAME, indexedDbStorage } from "./indexeddb-storage";
export { LEGACY_DEMO_DB_KEY, localStorageDocument, type LegacyDocument } from "./legacy-document";
export { openDemoDb, type OpenDemoDbOptions, type OpenedDemoDb } from "./open-demo-db";
export { seedSnapshot } from "./seed-snapshot";
export { shiftSnapshotDates } from "./upgrade";
export { faultyStorage, type FaultyStorage } from "./faulty-storage";
