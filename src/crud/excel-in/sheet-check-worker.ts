import { runSheetTask, type SheetTask, type SheetTaskAnswer } from "./sheet-task";

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SheetTask>) => void) | null;
  postMessage(answer: SheetTaskAnswer): void;
};

/**
 * Parses and checks an uploaded sheet off the page's thread (DESIGN §9.1, §9.6: a 50,000-line sheet never
 * freezes the screen); only the small verdict, or the error sheet's file, goes back.
 */
scope.onmessage = (event) => {
  void runSheetTask(event.data).then((answer) => scope.postMessage(answer));
};
