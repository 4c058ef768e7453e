import { createContext, useCallback, useContext, useMemo, type PropsWithChildren } from "react";
import { useInvalidate, useOnError } from "@refinedev/core";
import { isSessionEnded } from "../../data/http-client";

interface SharedRefineCalls {
  invalidate: ReturnType<typeof useInvalidate>;
  sessionFaults: (error: unknown) => void;
}

const SharedRefineCallsContext = createContext<SharedRefineCalls | null>(null);

/**
 * Refine's invalidation and its session-fault handling, made once for the app. Each of Refine's hooks behind
 * them matches the address against every resource's routes on every render (useResource, useNavigation, and
 * useLogout twice inside useOnError): made in a cell, that was done for every row of a grid, and the
 * exception inbox's rows took that much longer to show than a list's (DESIGN §9, speed).
 */
export function SharedRefineCallsProvider({ children }: PropsWithChildren) {
  const invalidate = useInvalidate();
  const { mutate: onError } = useOnError();
  const sessionFaults = useCallback(
    (error: unknown) => {
      if (isSessionEnded(error)) onError(error);
    },
    [onError],
  );
  const value = useMemo(() => ({ invalidate, sessionFaults }), [invalidate, sessionFaults]);
  return <SharedRefineCallsContext.Provider value={value}>{children}</SharedRefineCallsContext.Provider>;
}

function useSharedRefineCalls(): SharedRefineCalls {
  const calls = useContext(SharedRefineCallsContext);
  if (!calls) throw new Error("useSessionFaults and useSharedInvalidate need a SharedRefineCallsProvider");
  return calls;
}

/**
 * A call made outside Refine's data hooks (a job's follow-up, an upload, a download) that ends in a refused
 * session re-check ends the session as every other call does (SPEC §8, DESIGN §8): the auth provider signs
 * out this tab and the login page says why. Any other fault is the caller's to show.
 */
export const useSessionFaults = (): ((error: unknown) => void) => useSharedRefineCalls().sessionFaults;

/** Refine's useInvalidate, made once for the app: for components drawn once per row. */
export const useSharedInvalidate = (): ReturnType<typeof useInvalidate> => useSharedRefineCalls().invalidate;
