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
  /**
   * Calls `listener` each time another tab of this browser stores a change in the demo data, so the app
   * can read again what it shows (the demo backend itself always answers from what is stored). Returns the
   * unsubscribe.
   */
  onChangedElsewhere(listener: () => void): () => void;
}
