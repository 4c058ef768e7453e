import { useCallback } from "react";
import { useOnError } from "@refinedev/core";
import { isSessionEnded } from "../../data/http-client";

/**
 * A call made outside Refine's data hooks (a job's follow-up, an upload, a download) that ends in a refused
 * session re-check ends the session as every other call does (SPEC §8, DESIGN §8): the auth provider signs
 * out this tab and the login page says why. Any other fault is the caller's to show.
 */
export function useSessionFaults(): (error: unknown) => void {
  const { mutate: onError } = useOnError();
  return useCallback(
    (error: unknown) => {
      if (isSessionEnded(error)) onError(error);
    },
    [onError],
  );
}
