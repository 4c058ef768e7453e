import type { DownloadedFile } from "./download";

/**
 * How long the object URL outlives the click: the browser reads it after click() has returned, and some
 * browsers lose a download whose URL is revoked at once (FileSaver.js waits 40 s for the same reason).
 */
export const REVOKE_AFTER_MS = 40_000;

/** Hands a file to the browser's download, through a temporary object URL and an anchor with `download`. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
