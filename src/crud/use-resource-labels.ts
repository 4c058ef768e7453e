import { useTranslation } from "react-i18next";
import { useResourceDefinition } from "./resource-context";
import { fieldLabelKey } from "../registry/fields";

/** The translated names of the current resource and its fields. */
export function useResourceLabels() {
  const { t, i18n } = useTranslation();
  const definition = useResourceDefinition();
  return {
    definition,
    t,
    language: i18n.language,
    resourceLabel: t(definition.labelKey),
    fieldLabel: (field: string) => t(fieldLabelKey(definition.name, field)),
  };
}
