/** The demo backend's database (DESIGN §5, §9.5): what the handlers, the start-up and the tests use of it. */
export { DEMO_DB_VERSION, type Namespace, type Row, type Snapshot } from "./snapshot";
export { DemoDb, localStoragePersistence, memoryPersistence, shiftSnapshotDates, type Persistence } from "./demo-db";
