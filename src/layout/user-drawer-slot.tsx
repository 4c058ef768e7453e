import { lazy, Suspense, useState } from "react";
import { useDrawer } from "./drawer-state";
import { LoadErrorBoundary } from "./load-error-boundary";

const UserDrawer = lazy(() => import("./user-drawer").then(({ UserDrawer }) => ({ default: UserDrawer })));

/**
 * The right drawer is code of its own, loaded the first time a panel is asked for: its tabs and the settings'
 * selects stay out of every page's start-up (DESIGN §9.6). Once loaded it stays mounted, so it slides closed.
 */
export function UserDrawerSlot() {
  const { panel } = useDrawer();
  const [wanted, setWanted] = useState(false);
  if (panel !== null && !wanted) setWanted(true);
  return wanted ? (
    <LoadErrorBoundary>
      <Suspense fallback={null}>
        <UserDrawer />
      </Suspense>
    </LoadErrorBoundary>
  ) : null;
}
