/**
 * A promise's value, or `fallback` when it fails or has not settled within `ms`: for IndexedDB, whose open
 * can wait for ever behind another tab's connection (a blocked upgrade or deletion), where the demo must go on.
 */
export async function settledWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
