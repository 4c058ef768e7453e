/**
 * What the demo backend tells the app when it has started (DESIGN §5, §9.5). The demo backend may not import
 * app code (DESIGN §2), so the words they share live here, beside the HTTP contract.
 */

export type DemoDataNotice =
  /** The stored demo data could not be read: the demo started again from its seed. */
  | "reseeded"
  /** The browser refused to keep the demo data: changes last until the page is closed. */
  | "notSaved";

export interface DemoBackendStarted {
  /** What the person should be told about their demo data; empty on a normal start. */
  notices: readonly DemoDataNotice[];
}
