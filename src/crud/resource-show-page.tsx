import { useShow } from "@refinedev/core";
import { Show } from "@refinedev/mui";
import { Alert, Typography } from "@mui/material";
import { RecordFieldList } from "./record-field-list";
import { DeleteConfirmButton } from "./delete-confirm-button";
import { ActionLink } from "./action-link";
import { useResourceLabels } from "./use-resource-labels";
import { isHttpError } from "../data/http-error";

export default function ResourceShowPage() {
  const { definition, t, resourceLabel, fieldLabel } = useResourceLabels();
  const { query } = useShow();
  const record = query.data?.data as Record<string, unknown> | undefined;
  const canEdit = definition.actions.includes("edit");

  return (
    <Show
      title={
        <Typography component="h1" variant="h5">
          {t("crud.showTitle", { resource: resourceLabel })}
        </Typography>
      }
      breadcrumb={false}
      goBack={false}
      isLoading={query.isLoading}
      canEdit={canEdit}
      canDelete={false}
      headerButtons={() => (
        <>
          <ActionLink action="list" variant="button" />
          {canEdit && record?.id !== undefined && (
            <ActionLink action="edit" id={record.id as number} variant="button" />
          )}
          {definition.canDelete && record?.id !== undefined && (
            <DeleteConfirmButton id={record.id as number} variant="button" />
          )}
        </>
      )}
    >
      {query.error ? (
        <Alert severity="error">
          {isHttpError(query.error) ? query.error.message : t("errors.communication")}
        </Alert>
      ) : (
        <RecordFieldList fields={definition.fields ?? []} record={record} label={fieldLabel} />
      )}
    </Show>
  );
}
