import { useEffect, useMemo, useRef, useState } from "react";
import { useCreate, useList, useResource, useUpdate } from "@refinedev/core";
import { useAccess } from "../../access/use-access";
import {
  Alert,
  Box,
  Card,
  Checkbox,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Profile, ProfileResource } from "../../api/contract";
import { PageLoading } from "../../layout/page-loading";
import { RetryAlert } from "../../layout/retry-alert";
import { useErrorMessage } from "../../data/server-messages";
import { resourceNames } from "../../domain/resource-names";
import { matrixRows, newPermissionRow, permissionKeys, type PermissionKey, type PermissionRow } from "./permission-rows";

const RESOURCE = "user-profile-resource";

/** The permission matrix (issue 4): one profile's create/read/update/delete per resource, edited in place. */
export default function PermissionMatrixPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const profiles = useList<Profile>({ resource: "users-profile", pagination: { mode: "off" }, sorters: [{ field: "accessLevel", order: "asc" }] });
  const [chosen, setChosen] = useState<number | "">("");
  const profileId = chosen === "" ? profiles.data?.data[0]?.id : chosen;
  const profile = profiles.data?.data.find((p) => p.id === profileId);
  const rows = useList<ProfileResource>({
    resource: RESOURCE,
    filters: [{ field: "profileId", operator: "eq", value: profileId }],
    pagination: { mode: "off" },
    queryOptions: { enabled: profileId !== undefined },
  });
  const [filter, setFilter] = useState("");
  const canCreate = useAccess({ resource: RESOURCE, action: "create" }) === true;
  const canEdit = useAccess({ resource: RESOURCE, action: "edit", params: { id: "*" } }) === true;
  const { mutateAsync: update } = useUpdate<ProfileResource>();
  const { mutateAsync: create } = useCreate<ProfileResource>();
  // What was clicked shows at once, before the saved rows are read back: a box that still showed its old state
  // invited a second click, which created the same line twice. Dropped when the rows are read again with no
  // save under way, and when another profile is chosen.
  const [clicked, setClicked] = useState<ReadonlyMap<string, PermissionRow>>(new Map());
  const pendingSaves = useRef(0);
  const [saving, setSaving] = useState(false);
  // A line created a moment ago has no id in the rows read before: later clicks on it wait for that creation.
  const creations = useRef(new Map<string, Promise<ProfileResource>>());
  useEffect(() => {
    if (pendingSaves.current === 0) setClicked(new Map());
  }, [rows.dataUpdatedAt]);
  const [saved, setSaved] = useState("");
  const shownProfile = useRef(profileId);
  useEffect(() => {
    shownProfile.current = profileId;
    setClicked(new Map());
    creations.current.clear();
    setSaved("");
  }, [profileId]);

  // Each resource by the name people know from the menu, the path it is kept under as secondary text.
  const { resources } = useResource();
  const labelOf = useMemo(() => {
    const labels = new Map(resources.map((r) => [r.identifier ?? r.name, String(r.meta?.label ?? r.name)]));
    return (resource: string) => labels.get(resource) ?? resource;
  }, [resources]);
  const lines = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return matrixRows(resourceNames, rows.data?.data ?? [])
      .map((line) => ({ resource: line.resource, row: clicked.get(line.resource) ?? line.row }))
      .filter((line) => line.resource.includes(wanted) || labelOf(line.resource).toLowerCase().includes(wanted));
  }, [rows.data, clicked, filter, labelOf]);

  const toggle = (resource: string, row: PermissionRow | undefined, key: PermissionKey, value: boolean) => {
    if (profileId === undefined) return;
    const forProfile = profileId;
    setSaved("");
    setClicked((current) =>
      new Map(current).set(resource, row ? { ...row, [key]: value } : newPermissionRow(forProfile, resource, key, value)),
    );
    const save = async () => {
      const id = row?.id ?? (await creations.current.get(resource))?.id;
      if (id !== undefined) {
        await update({ resource: RESOURCE, id, values: { [key]: value }, successNotification: false });
        return;
      }
      const creation = create({
        resource: RESOURCE,
        values: newPermissionRow(forProfile, resource, key, value),
        successNotification: false,
      }).then((answer) => answer.data);
      creations.current.set(resource, creation);
      await creation;
    };
    pendingSaves.current += 1;
    setSaving(true);
    save()
      .then(() => {
        if (shownProfile.current !== forProfile) return;
        // Each change is saved at once and said so, in a status line screen readers announce.
        setSaved(
          t("permissionMatrix.saved", {
            permission: t(`resources.user-profile-resource.fields.${key}`),
            resource: labelOf(resource),
            state: t(value ? "permissionMatrix.on" : "permissionMatrix.off"),
          }),
        );
      })
      .catch(() => {
        if (shownProfile.current !== forProfile) return;
        // Refine's error notification says why; the box goes back to what the server holds.
        creations.current.delete(resource);
        setClicked((current) => {
          const next = new Map(current);
          next.delete(resource);
          return next;
        });
        void rows.refetch();
      })
      .finally(() => {
        pendingSaves.current -= 1;
        setSaving(pendingSaves.current > 0);
      });
  };

  const heading = (
    <Typography component="h1" variant="h5" tabIndex={-1}>
      {t("permissionMatrix.title")}
    </Typography>
  );
  // Without the profiles there is nothing to choose from: what went wrong and Retry, not a spinner for ever.
  if (profiles.error)
    return (
      <Stack spacing={2}>
        {heading}
        <RetryAlert onRetry={() => profiles.refetch()} busy={profiles.isFetching}>
          {errorMessage(profiles.error)}
        </RetryAlert>
      </Stack>
    );
  if (profiles.isLoading) return <PageLoading />;
  const columns: PermissionKey[] = [...permissionKeys, "deletable"];

  return (
    <Stack spacing={2}>
      {heading}
      <Typography color="text.secondary">{t("permissionMatrix.hint")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          select
          size="small"
          label={t("permissionMatrix.profile")}
          value={profileId ?? ""}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 260 }}
        >
          {(profiles.data?.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t("permissionMatrix.filter")}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Stack>
      {profile?.isadmin && <Alert severity="info" role="note">{t("permissionMatrix.adminNote")}</Alert>}
      {/* What the person may not do, as the boxes below allow it: a line that exists is changed with update,
          a resource without one is granted with create. */}
      {(!canEdit || !canCreate) && (
        <Alert severity="warning">
          {t(canEdit ? "permissionMatrix.noCreate" : canCreate ? "permissionMatrix.noEdit" : "permissionMatrix.readOnly")}
        </Alert>
      )}
      {rows.error && (
        <RetryAlert onRetry={() => rows.refetch()} busy={rows.isFetching}>
          {errorMessage(rows.error)}
        </RetryAlert>
      )}
      <Typography role="status" aria-live="polite" color="success.main" data-testid="matrix-saved" sx={{ minHeight: 24 }}>
        {saved}
      </Typography>
      <Card variant="outlined">
        <TableContainer sx={{ maxHeight: "calc(100vh - 320px)" }}>
          <Table
            size="small"
            stickyHeader
            aria-busy={saving}
            aria-label={t("permissionMatrix.tableLabel", { profile: profile?.name ?? "" })}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t("resources.user-profile-resource.fields.resource")}</TableCell>
                {columns.map((key) => (
                  <TableCell key={key} align="center" sx={{ fontWeight: 600 }}>
                    {t(`resources.user-profile-resource.fields.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.isLoading || (rows.error && !rows.data) ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>
                    {/* Rows that could not be read are not shown as permissions all off: the alert above says why. */}
                    {rows.error ? null : <PageLoading />}
                  </TableCell>
                </TableRow>
              ) : lines.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} align="center">
                    {t("status.noData")}
                  </TableCell>
                </TableRow>
              ) : (
                lines.map(({ resource, row }) => (
                  <TableRow key={resource} hover>
                    <TableCell component="th" scope="row">
                      {/* A resource without a screen yet has no menu name: its path alone, once. */}
                      {labelOf(resource) !== resource && <Typography variant="body2">{labelOf(resource)}</Typography>}
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: "monospace" }}>
                        {resource}
                      </Typography>
                    </TableCell>
                    {columns.map((key) => {
                      const checked = row ? Boolean(row[key]) : key === "deletable";
                      const allowed = row ? canEdit : canCreate;
                      return (
                        <TableCell key={key} align="center" padding="checkbox">
                          <Box component="span" title={allowed ? undefined : t("buttons.notAccessTitle")}>
                            <Checkbox
                              size="small"
                              checked={checked}
                              // Never disabled while a save runs: the box the keyboard is on would lose its focus.
                              disabled={!allowed}
                              onChange={(event) => toggle(resource, row, key, event.target.checked)}
                              slotProps={{
                                input: {
                                  "aria-label": t("permissionMatrix.cellLabel", {
                                    permission: t(`resources.user-profile-resource.fields.${key}`),
                                    resource,
                                  }),
                                },
                              }}
                            />
                          </Box>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Stack>
  );
}
