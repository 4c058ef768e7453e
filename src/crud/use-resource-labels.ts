import { useTranslation } from "react-i18next";
import { useResourceDefinition } from "./resource-context";
import { fieldLabelKey } from "../registry/fields";
import { recordLabelKey } from "../registry/types";

/** The translated names of the current resource and its fields. */
export function useResourceLabels() {
  const { t, i18n } = useTranslation();
  const definition = useResourceDefinition();
  return {
    definition,
    t,
    language: i18n.language,
    resourceLabel: t(definition.labelKey),
    /** The name of one record, for the titles of the show, edit and create pages. */
    recordLabel: t(recordLabelKey(definition)),
    fieldLabel: (field: string) => t(fieldLabelKey(definition.name, field)),
  };
}
