/**
 * Where a screen's template uploads live (DESIGN §9.1): the planning modules' and lead time's share the same
 * calls (src/api/planning.ts planningEndpoints) below their own base path.
 */
export interface UploadTarget {
  /** The start of every query key of the target's calls: invalidating it refreshes them all. */
  queryKey: readonly unknown[];
  backend: "default" | "apiEfa";
  /** The base path the template and uploads calls hang below, e.g. "/material-capability". */
  basePath: string;
  /** A short name for element ids (the module, "lead-time"). */
  id: string;
}
