/**
 * Templates still being sent, by upload target. An upload goes on when its page is left (template-upload.tsx
 * tells its outcome in a notification then), so a page opened again cannot learn it from its own state: it
 * reads it here, and no sync or simulation starts before the upload it would read has landed (DESIGN §9.1).
 */
import { useSyncExternalStore } from "react";

const sending = new Map<string, number>();
const listeners = new Set<() => void>();

const changed = (targetId: string, by: number) => {
  const count = (sending.get(targetId) ?? 0) + by;
  if (count > 0) sending.set(targetId, count);
  else sending.delete(targetId);
  for (const listener of listeners) listener();
};

/** Counts the target as uploading until `upload` settles, and gives its outcome. */
export async function trackUpload<T>(targetId: string, upload: () => Promise<T>): Promise<T> {
  changed(targetId, 1);
  try {
    return await upload();
  } finally {
    changed(targetId, -1);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a template of the target is being sent, from this page or from one left since. */
export function useUploadInFlight(targetId: string): boolean {
  return useSyncExternalStore(subscribe, () => sending.has(targetId));
}
