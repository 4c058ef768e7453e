import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import { useTranslation } from "react-i18next";
import type { RobotStatus as Status } from "../../api/contract";
import { robotStatusTones } from "../status-tones";

/**
 * SPEC §4's robot statuses with SPEC §8's texts and an icon each (DESIGN §9.1), or 'There is no record of a
 * processed file.' when nothing has run. The text always shows: the colour is never the only cue.
 */
export function RobotStatusText({ status }: { status: Status | null | undefined }) {
  const { t } = useTranslation();
  const tone = status ? robotStatusTones[status] : undefined;
  const color = tone && tone.tone !== "default" ? `${tone.tone}.main` : "text.secondary";
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="robot-status" data-status={status ?? "none"}>
      <Stack component="span" aria-hidden sx={{ color, display: "inline-flex" }}>
        {tone?.icon ?? <HelpOutlineOutlined />}
      </Stack>
      <Typography variant="body2" component="span">
        {status ? t(`status.${status}`) : t("status.noProcessedFile")}
      </Typography>
    </Stack>
  );
}
