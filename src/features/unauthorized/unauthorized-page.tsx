import { useTranslation } from "react-i18next";
import { UnauthorizedPanel } from "../../layout/unauthorized-panel";

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <UnauthorizedPanel message={t("unauthorized.message")} />;
}
