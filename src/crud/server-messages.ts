import { useTranslation } from "react-i18next";

/**
 * Messages the backend sends in English that have a text of their own in SPEC §8 (pt-BR included):
 * shown beside the field in the page's language; anything else is shown as the server wrote it.
 */
const known: Record<string, string> = {
  "This parameter already exists": "serverMessages.parameterExists",
  "This field is required.": "validation.required",
};

export function useServerMessage(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => (known[message] ? t(known[message]) : message);
}
