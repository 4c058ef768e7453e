import type { PropsWithChildren } from "react";
import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { UnauthorizedPanel } from "./unauthorized-panel";
import { PageLoading } from "./page-loading";
import { useAccess } from "../access/use-access";

/**
 * SPEC §6: every route needs list permission on its resource, else the Unauthorized screen inside the
 * layout; show, edit and create routes also need that action (on resource/id for show and edit).
 */
export function AccessGate({ resource, action, children }: PropsWithChildren<{ resource: string; action: string }>) {
  const { t } = useTranslation();
  const { id } = useParams();
  // A restored session's policy is ready before the first render: the page then renders in the same pass
  // as the layout, instead of after a round of "checking access".
  const listAllowed = useAccess({ resource, action: "list" });
  const specificAllowed =
    useAccess({ resource, action, params: id === undefined ? undefined : { id } }, action !== "list") ??
    (action === "list" ? true : undefined);
  if (listAllowed === undefined || specificAllowed === undefined) return <PageLoading label={t("access.checking")} />;
  if (!listAllowed || !specificAllowed) {
    return <UnauthorizedPanel message={t("access.moduleDenied")} />;
  }
  return <>{children}</>;
}
