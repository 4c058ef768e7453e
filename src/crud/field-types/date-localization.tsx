import type { PropsWithChildren } from "react";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { enUS, ptBR } from "@mui/x-date-pickers/locales";
import { useTranslation } from "react-i18next";
import "dayjs/locale/pt-br";

/**
 * The pickers' language follows the page's: pt-BR types dd/mm/aaaa and a 24-hour clock, en-US mm/dd/yyyy
 * and AM/PM, and the pickers' own buttons and announcements are translated.
 */
export function DateLocalization({ children }: PropsWithChildren) {
  const { i18n } = useTranslation();
  const portuguese = i18n.language === "pt-BR";
  const locale = portuguese ? ptBR : enUS;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={portuguese ? "pt-br" : "en"}
      localeText={locale.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
