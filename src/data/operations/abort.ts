/**
 * Cancellation for the operational calls. The app's clients turn every failed request into an HttpError
 * (DESIGN §6), a cancelled one included; a call the user cancelled must not read as a server error, so the
 * calls below rethrow the signal's own reason instead.
 */

/** What a cancelled call rejects with: the reason given to abort(), else the standard AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

export function isAbortError(error: unknown): boolean {
  return !!error && typeof error === "object" && "name" in error && error.name === "AbortError";
}

/** Runs a request that was given the signal; once the signal has fired, its failure is the abort. */
export async function abortable<T>(signal: AbortSignal | undefined, request: () => Promise<T>): Promise<T> {
  if (signal?.aborted) throw abortReason(signal);
  try {
    return await request();
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw error;
  }
}

/** Waits, unless the signal fires first. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The promise's outcome, unless the signal aborts first: then its reason at once. For requests that cannot be
 * given the signal (@refinedev/simple-rest's getList): the caller stops waiting and drops the answer.
 */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
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
