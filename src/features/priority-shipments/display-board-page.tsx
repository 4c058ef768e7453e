import { useMemo } from "react";
import { useList } from "@refinedev/core";
import { Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PriorityShipment } from "../../api/contract";
import { PRIORITY_DISPLAY, PRIORITY_SHIPMENTS } from "../../domain/priority-shipments";
import { fieldLabelKey } from "../../registry/fields";
import { useResourceDefinition } from "../../crud/resource-context";
import { formatDateTime, formatDay } from "../../crud/field-types/date-formats";
import { StatusChip } from "../../crud/field-types/status";
import { asClause, useErrorMessage } from "../../data/server-messages";
import { inboundFields } from "./priority-fields";
import { boardGroups, REFRESH_MS } from "./board-model";
import { RetryAlert } from "../../layout/retry-alert";
import { formatNumber } from "../../i18n/number-format";

const flagField = inboundFields.find((field) => field.name === "flag")!;
const columns = ["flag", "invoiceInb", "material", "qty", "modal", "eta", "neededFor", "inboundComments"] as const;
/** Codes and dates stay on one line; the texts wrap. */
const unbroken = new Set<string>(["invoiceInb", "material", "qty", "eta"]);

/**
 * DESIGN §9.4: the weekly priority meeting's board on a shared screen. Read-only, in large type, the lines not
 * yet arrived by meeting (the next one first) and ETA; it reads the lines again every minute and says when.
 */
export default function PriorityDisplayBoardPage() {
  const { t, i18n } = useTranslation();
  const definition = useResourceDefinition();
  const errorMessage = useErrorMessage();
  const lines = useList<PriorityShipment>({
    resource: PRIORITY_DISPLAY,
    filters: [{ field: "arrived", operator: "eq", value: "false" }],
    pagination: { mode: "off" },
    queryOptions: { refetchInterval: REFRESH_MS, refetchIntervalInBackground: true },
    // The board says itself when it could not be refreshed; a toast each minute would pile up on the wall screen.
    errorNotification: false,
  });
  const groups = useMemo(() => boardGroups(lines.data?.data ?? []), [lines.data]);
  const label = (field: string) => t(fieldLabelKey(PRIORITY_SHIPMENTS, field));
  const updatedAt = lines.dataUpdatedAt ? formatDateTime(new Date(lines.dataUpdatedAt).toISOString(), i18n.language) : null;
  const cellText = (line: PriorityShipment, field: (typeof columns)[number]): string => {
    const value = line[field];
    if (field === "eta") return value ? formatDay(String(value), i18n.language) : "—";
    if (field === "modal") return t(`enum.priorityModal.${String(value)}`);
    if (field === "qty") return formatNumber(Number(value), i18n.language);
    return value === null || value === "" ? "—" : String(value);
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { md: "baseline" } }}>
        <Typography variant="h4" component="h1" tabIndex={-1}>
          {t(definition.labelKey)}
        </Typography>
        <Typography role="status" color="text.secondary" data-testid="board-updated">
          {updatedAt
            ? t("priority.board.updated", { at: updatedAt })
            : lines.error
              ? t("priority.board.notLoaded")
              : t("priority.board.loading")}
        </Typography>
      </Stack>
      <Typography variant="h6" component="p" color="text.secondary">
        {t("priority.board.intro")}
      </Typography>
      {lines.error ? (
        <RetryAlert onRetry={lines.refetch} busy={lines.isFetching}>
          {t("priority.board.failed", { reason: asClause(errorMessage(lines.error)) })}
        </RetryAlert>
      ) : null}
      {lines.isLoading ? (
        <Skeleton variant="rectangular" height={320} />
      ) : groups.length === 0 && !lines.error ? (
        <Typography variant="h6" component="p">
          {t("priority.board.empty")}
        </Typography>
      ) : (
        groups.map((group) => (
          <Paper key={group.meeting ?? "none"} component="section" aria-labelledby={`meeting-${group.meeting ?? "none"}`} sx={{ p: 2 }}>
            <Typography id={`meeting-${group.meeting ?? "none"}`} variant="h5" component="h2" sx={{ mb: 1 }}>
              {group.meeting
                ? t("priority.board.meeting", { date: formatDay(group.meeting, i18n.language), count: group.lines.length })
                : t("priority.board.noMeeting", { count: group.lines.length })}
            </Typography>
            {/* On a narrow screen the table scrolls sideways: a region the keyboard can reach and scroll. */}
            <TableContainer tabIndex={0} role="region" aria-labelledby={`meeting-${group.meeting ?? "none"}`}>
              <Table
                aria-labelledby={`meeting-${group.meeting ?? "none"}`}
                sx={{ "& td, & th": { fontSize: (theme) => theme.typography.pxToRem(18), py: 1.25 } }}
              >
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column} sx={{ fontWeight: 700 }}>
                        {label(column)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.lines.map((line) => (
                    <TableRow key={line.id}>
                      {columns.map((column) =>
                        column === "flag" ? (
                          <TableCell key={column}>
                            <StatusChip field={flagField} value={line.flag} text={t(`enum.priorityFlag.${line.flag}`)} />
                          </TableCell>
                        ) : column === "eta" ? (
                          <TableCell key={column} sx={{ whiteSpace: "nowrap", ...(line.late ? { color: "error.main", fontWeight: 700 } : {}) }}>
                            {cellText(line, column)}
                            {line.late ? ` · ${t("priority.board.late")}` : ""}
                          </TableCell>
                        ) : (
                          <TableCell key={column} sx={unbroken.has(column) ? { whiteSpace: "nowrap" } : undefined}>
                            {cellText(line, column)}
                          </TableCell>
                        ),
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        ))
      )}
    </Stack>
  );
}
