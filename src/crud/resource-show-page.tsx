import { useShow } from "@refinedev/core";
import { Show } from "@refinedev/mui";
import type { ReactNode } from "react";
import { Stack, Typography } from "@mui/material";
import { RecordFieldList } from "./record-field-list";
import { DeleteConfirmButton } from "./delete-confirm-button";
import { ActionLink } from "./action-link";
import { useResourceLabels } from "./use-resource-labels";
import { RecordLoadError } from "./record-load-error";

type Extra = (record: Record<string, unknown> | undefined) => ReactNode;

/**
 * A record's detail page: title, list/edit/delete links, the fields. A screen with more to show (a rule read
 * back as a sentence, its clauses) passes it in before or after the fields instead of copying the page.
 */
export function RecordShowPage({
  before,
  after,
  columns = 2,
  shownApart = [],
}: {
  before?: Extra;
  after?: Extra;
  columns?: 2 | 3;
  /** Fields the screen shows itself, before or after the list (a log entry's SAP user, with its warning). */
  shownApart?: readonly string[];
}) {
  const { definition, t, recordLabel, fieldLabel } = useResourceLabels();
  const { query } = useShow();
  const record = query.data?.data as Record<string, unknown> | undefined;
  const canEdit = definition.actions.includes("edit");

  return (
    <Show
      title={
        <Typography component="h1" variant="h5" tabIndex={-1}>
          {t("crud.showTitle", { resource: recordLabel })}
        </Typography>
      }
      breadcrumb={false}
      goBack={false}
      isLoading={query.isLoading}
      canEdit={canEdit}
      canDelete={false}
      headerButtons={() => (
        <>
          <ActionLink action="list" />
          {canEdit && record?.id !== undefined && (
            <ActionLink action="edit" id={record.id as number} />
          )}
          {definition.canDelete && record?.id !== undefined && (
            <DeleteConfirmButton id={record.id as number} />
          )}
        </>
      )}
    >
      {query.error ? (
        <RecordLoadError error={query.error} />
      ) : (
        <Stack spacing={2}>
          {before?.(record)}
          <RecordFieldList
            fields={(definition.fields ?? []).filter((field) => !shownApart.includes(field.name))}
            record={record}
            label={fieldLabel}
            columns={columns}
          />
          {after?.(record)}
        </Stack>
      )}
    </Show>
  );
}

export default function ResourceShowPage() {
  return <RecordShowPage />;
}
