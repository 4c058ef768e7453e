import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../data/server-messages";
import { formatDateTime, formatDay } from "../field-types/date-formats";
import type { UploadRecord } from "../../api/planning";
import type { LineDiff } from "../../domain/template-lines";
import { formatNumber } from "../../i18n/number-format";

/** Where the comparison of a checked file with the previous upload stands. */
export type Comparison =
  | { state: "comparing" }
  | { state: "first" }
  | { state: "done"; diff: LineDiff; previous: UploadRecord }
  | { state: "failed"; error: unknown };

/** A cell as the preview shows it: numbers and dates in the page's language. */
function value(cell: string | number | null, language: string): string {
  if (cell === null) return "—";
  if (typeof cell === "number") return formatNumber(cell, language);
  return /^\d{4}-\d{2}-\d{2}$/.test(cell) ? formatDay(cell, language) : cell;
}

/** How many lines of each kind are named; the count says how many more there are. */
const SHOWN = 5;

/** What a checked file changes against the previous upload (DESIGN §9.2), before it is sent. */
export function LineChanges({ comparison, language }: { comparison: Comparison; language: string }) {
  const { t } = useTranslation();
  // The first lines by name, then how many more: the summary above counts them all.
  const listed = (names: readonly string[], total: number) => {
    const shown = names.slice(0, SHOWN);
    const more = total - shown.length;
    return more > 0 ? `${shown.join(", ")} ${t("planning.upload.andMore", { count: more })}` : shown.join(", ");
  };
  const errorMessage = useErrorMessage();
  if (comparison.state === "comparing") return <LinearProgress aria-label={t("planning.upload.comparing")} />;
  if (comparison.state === "failed")
    return <Alert severity="warning">{t("planning.upload.compareFailed", { reason: errorMessage(comparison.error) })}</Alert>;
  if (comparison.state === "first") return (
      <Alert severity="info" role="status">
        {t("planning.upload.first")}
      </Alert>
    );
  const { diff, previous } = comparison;
  const moreChanged = diff.examples.changed.length > 0 ? diff.changed - Math.min(SHOWN, diff.examples.changed.length) : 0;
  return (
    <Stack spacing={1} component="section" aria-labelledby="line-changes-title" data-testid="line-changes">
      <Typography variant="subtitle1" component="h3" id="line-changes-title">
        {t("planning.upload.changesTitle", { name: previous.filename, date: formatDateTime(previous.updateDate, language) })}
      </Typography>
      <Typography variant="body2">
        {t("planning.upload.changesSummary", {
          added: diff.added,
          removed: diff.removed,
          changed: diff.changed,
          unchanged: diff.unchanged,
        })}
      </Typography>
      {diff.examples.changed.length > 0 && (
        <List dense aria-label={t("planning.upload.changedLines")}>
          {diff.examples.changed.slice(0, SHOWN).map((change) => (
            <ListItem key={change.key} disableGutters>
              <ListItemText
                primary={change.key}
                secondary={change.fields
                  .map((field) => `${field.header}: ${value(field.before, language)} → ${value(field.after, language)}`)
                  .join("; ")}
              />
            </ListItem>
          ))}
        </List>
      )}
      {moreChanged > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("planning.upload.andMore", { count: moreChanged })}
        </Typography>
      )}
      {diff.examples.added.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("planning.upload.addedExamples", { lines: listed(diff.examples.added, diff.added) })}
        </Typography>
      )}
      {diff.examples.removed.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("planning.upload.removedExamples", { lines: listed(diff.examples.removed, diff.removed) })}
        </Typography>
      )}
    </Stack>
  );
}
