import { Suspense, type PropsWithChildren, type ReactNode } from "react";
import { Authenticated } from "@refinedev/core";
import { NavigateToResource } from "@refinedev/react-router-v6";
import { Outlet, Route, Routes, useLocation } from "react-router-dom";
import { AccessGate } from "../layout/access-gate";
import { PageLoading } from "../layout/page-loading";
import { LoadErrorBoundary } from "../layout/load-error-boundary";
import { AppLayout } from "../layout/app-layout";
import { InboxCount } from "../features/inbox/inbox-count";
import { BlankLayout } from "../layout/blank-layout";
import LoginPage from "../features/login/login-page";
import UnauthorizedPage from "../features/unauthorized/unauthorized-page";
import NotFoundPage from "../features/not-found/not-found-page";
import { registry } from "./registry";
import { ResourceDefinitionContext } from "../crud/resource-context";
import { routeOf, type ResourceAction } from "../registry/types";
import { useAuthServices } from "../auth/auth-services";

const actions: ResourceAction[] = ["list", "create", "show", "edit"];

/**
 * Refine's Authenticated asks the auth provider, which always answers a render later. A tab that already
 * holds its session is known to be signed in: it renders the layout and page at once; anything else goes
 * through Refine's check (sign-in, no profile, a session that ended).
 */
function SignedIn({ children }: PropsWithChildren) {
  const { session } = useAuthServices();
  if (session.isSignedInNow()) return <>{children}</>;
  return (
    <Authenticated key="signed-in" loading={<PageLoading />} appendCurrentPathToQuery={false}>
      {children}
    </Authenticated>
  );
}

/** A page's code, downloaded when it is opened: a failed download says so inside the layout, menu and all. */
function PagePart({ children }: PropsWithChildren) {
  const { pathname } = useLocation();
  return (
    <LoadErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

const lazyPage = (node: ReactNode) => <PagePart>{node}</PagePart>;

/** The route tree, derived from the registry: each page behind its access check (DESIGN §4). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <SignedIn>
            <AppLayout topBarItems={<InboxCount />}>
              <Outlet />
            </AppLayout>
          </SignedIn>
        }
      >
        <Route index element={<NavigateToResource resource="main" />} />
        {registry.resources.flatMap((resource) =>
          actions.flatMap((action) => {
            const Page = registry.pageFor(resource, action);
            if (!Page) return [];
            return [
              <Route
                key={`${resource.name}:${action}`}
                path={routeOf(resource, action)}
                element={
                  // Keyed, so moving between two lists mounts a fresh page instead of showing the previous
                  // resource's rows under the new title while the new ones load.
                  <ResourceDefinitionContext.Provider key={`${resource.name}:${action}`} value={resource}>
                    <AccessGate resource={resource.name} action={action}>
                      {lazyPage(<Page />)}
                    </AccessGate>
                  </ResourceDefinitionContext.Provider>
                }
              />,
            ];
          }),
        )}
        {registry.resources.flatMap((resource) =>
          (resource.extraPages ?? []).map(({ path, page: Page }) => (
            <Route
              key={`${resource.name}:${path}`}
              path={`/${resource.name}/${path}`}
              element={
                <ResourceDefinitionContext.Provider key={`${resource.name}:${path}`} value={resource}>
                  <AccessGate resource={resource.name} action="list">
                    {lazyPage(<Page />)}
                  </AccessGate>
                </ResourceDefinitionContext.Provider>
              }
            />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <BlankLayout>
            <Outlet />
          </BlankLayout>
        }
      >
        <Route path="/login" element={<LoginPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
      </Route>
    </Routes>
  );
}
