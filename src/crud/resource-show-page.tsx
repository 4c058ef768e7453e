import { useShow } from "@refinedev/core";
import { Show } from "@refinedev/mui";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { RecordFieldValue } from "./field-value";
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
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2, m: 0 }}
        >
          {(definition.fields ?? []).map((field) => (
            <Stack
              key={field.name}
              component="div"
              spacing={0.5}
              sx={{ gridColumn: field.type === "multiline" ? "1 / -1" : undefined }}
            >
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {fieldLabel(field.name)}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                {record ? <RecordFieldValue field={field} value={record[field.name]} /> : null}
              </Box>
            </Stack>
          ))}
        </Box>
      )}
    </Show>
  );
}
