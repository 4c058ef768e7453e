/**
 * Stops the browser's Back and Forward from leaving a page that asks first (DESIGN §8). Under
 * `<BrowserRouter>` a history move cannot be blocked: the address has changed when `popstate` fires. This
 * listener, added when the module loads and so before the router's own, runs first: when the page's question
 * is answered "stay", the router never hears of the move, and the entry it left is restored with
 * `history.go`, whose own `popstate` is swallowed too. The data router's `useBlocker` does the same, at the
 * cost of a second router in the start-up bundle.
 */

/** Asks whether to leave; true lets the move through. */
export type LeaveQuestion = () => boolean;

let question: LeaveQuestion | undefined;
/** The router's index of the entry the guarded page is on (react-router keeps it in history.state). */
let guardedIndex: number | undefined;
let restoring = false;

const entryIndex = (): number | undefined => {
  const state: unknown = window.history.state;
  const idx = state && typeof state === "object" ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === "number" ? idx : undefined;
};

function onHistoryMove(event: PopStateEvent) {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!question || question()) return;
  event.stopImmediatePropagation();
  const now = entryIndex();
  // An entry without the router's index can only be one step back, out of the app's first page.
  const delta = guardedIndex !== undefined && now !== undefined ? guardedIndex - now : 1;
  if (delta === 0) return;
  restoring = true;
  window.history.go(delta);
}

if (typeof window !== "undefined") window.addEventListener("popstate", onHistoryMove, { capture: true });

/** Guards the current history entry with a question, or lifts the guard (undefined). */
export function guardHistoryEntry(next: LeaveQuestion | undefined) {
  question = next;
  guardedIndex = next ? entryIndex() : undefined;
}
