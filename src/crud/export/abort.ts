/**
 * Cancelling an export (DESIGN §9.1 "a cancel"). @refinedev/simple-rest does not hand a signal to axios, so
 * a request under way cannot be stopped; the export stops waiting for it instead and drops its answer.
 */
export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The export was cancelled.", "AbortError");
}

/** By name: the DOMException of another realm (a worker, a test environment) is no instance of this one's. */
export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** The promise's outcome, unless the signal aborts first: then an AbortError at once. */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
