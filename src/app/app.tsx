import { useMemo } from "react";
import { Refine } from "@refinedev/core";
import { ToastProvider, useToastNotificationProvider } from "../layout/toasts";
import { appRouterBindings } from "./router-bindings";
import { BrowserRouter } from "react-router-dom";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import type { QueryClient } from "@tanstack/react-query";
import type { AccessControlProvider, AuthProvider } from "@refinedev/core";
import type { BackendClients, BackendName } from "../data/data-providers";
import { BackendClientsProvider } from "../data/backend-clients";
import { SharedRefineCallsProvider } from "../crud/operations/shared-refine-calls";
import type { PrefetchingDataProvider } from "../data/list-prefetch";
import { ColorModeProvider } from "../theme/color-mode-provider";
import { createI18nProvider } from "../i18n";
import { registry } from "./registry";
import { recordLabelKey } from "../registry/types";
import { AuthServicesProvider, type AuthServices } from "../auth/auth-services";
import { ImmediateAccessProvider, type ImmediateCheck } from "../access/immediate-access";
import { PagePrefetchProvider, type PagePrefetch } from "../registry/page-prefetch";
import type { DemoDataNotice } from "../api/demo-backend";
import { AppRoutes } from "./app-routes";
import { StartupNotices } from "./startup-notices";
import { SessionFaultWatcher } from "./session-fault-watcher";
import { FailedReadsOnVisit } from "./failed-reads-on-visit";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

/** What the layers below take from the running app, each through its own provider. */
export interface AppServices extends AuthServices {
  prefetchPage: PagePrefetch;
  canNow: ImmediateCheck;
}

export interface AppProps {
  services: AppServices;
  i18n: I18n;
  authProvider: AuthProvider;
  accessControlProvider: AccessControlProvider;
  dataProviders: Record<BackendName, PrefetchingDataProvider>;
  /** The clients behind the data providers, for the calls that are not CRUD. */
  clients: BackendClients;
  queryClient: QueryClient;
  /** What the demo backend reported when it started (DESIGN §9.5), shown once as toasts. */
  startupNotices?: readonly DemoDataNotice[];
}

const NO_NOTICES: readonly DemoDataNotice[] = [];

function RefineApp({
  services,
  i18n,
  authProvider,
  accessControlProvider,
  dataProviders,
  clients,
  queryClient,
  startupNotices = NO_NOTICES,
}: AppProps) {
  const { t, i18n: active } = useTranslation();
  const i18nProvider = useMemo(
    () =>
      createI18nProvider(i18n, (name) => {
        const resource = registry.findResource(name);
        return resource ? recordLabelKey(resource) : undefined;
      }),
    [i18n],
  );
  // Labels are translated into the resources, so the menu and breadcrumb follow a language change.
  const resources = useMemo(() => registry.toRefineResources((key) => t(key)), [t, active.language]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <AuthServicesProvider value={services}>
      <ImmediateAccessProvider value={services.canNow}>
        <PagePrefetchProvider value={services.prefetchPage}>
          <BackendClientsProvider value={clients}>
            <Refine
              dataProvider={dataProviders}
              authProvider={authProvider}
              accessControlProvider={accessControlProvider}
              i18nProvider={i18nProvider}
              routerProvider={appRouterBindings}
              notificationProvider={useToastNotificationProvider}
              resources={resources}
              options={{
                syncWithLocation: true,
                warnWhenUnsavedChanges: true,
                disableTelemetry: true,
                reactQuery: { clientConfig: queryClient },
              }}
            >
              <SharedRefineCallsProvider>
                <AppRoutes />
                <SessionFaultWatcher />
                <FailedReadsOnVisit />
              </SharedRefineCallsProvider>
              <StartupNotices notices={startupNotices} />
              <UnsavedChangesGuard />
            </Refine>
          </BackendClientsProvider>
        </PagePrefetchProvider>
      </ImmediateAccessProvider>
    </AuthServicesProvider>
  );
}

export default function App(props: AppProps) {
  return (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <I18nextProvider i18n={props.i18n}>
        <ColorModeProvider>
          <ToastProvider>
            <RefineApp {...props} />
          </ToastProvider>
        </ColorModeProvider>
      </I18nextProvider>
    </BrowserRouter>
  );
}
