import { Alert, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { FormDraft } from "./form-drafts";

/** Unsaved typing from an earlier visit to this page, offered back (crud/form-drafts.ts). */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: FormDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation();
  const savedAt = new Date(draft.savedAt);
  const when = Number.isNaN(savedAt.getTime())
    ? ""
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" }).format(savedAt);
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="draft-offer"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            {t("crud.draft.restore")}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t("crud.draft.discard")}
          </Button>
        </Stack>
      }
    >
      {t("crud.draft.kept", { when })}
    </Alert>
  );
}
