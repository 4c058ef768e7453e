import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import { Box, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { ShipmentMilestone } from "../../api/contract";
import { formatDateTime } from "../../crud/field-types/date-formats";
import { hoursOff, milestoneMark, timelineOrder, type MilestoneMark } from "./tracking-model";

const markLook: Record<MilestoneMark, { color: "success" | "warning" | "error" | "disabled"; icon: typeof CheckCircleOutline }> = {
  done: { color: "success", icon: CheckCircleOutline },
  late: { color: "warning", icon: ScheduleOutlined },
  missed: { color: "error", icon: ErrorOutline },
  pending: { color: "disabled", icon: RadioButtonUnchecked },
};

/**
 * The milestones as a timeline (DESIGN §9.3): the carrier's code beside its translated label, planned and
 * actual times, the place, and a mark for late and missed ones, said in words as well as by colour.
 */
export function MilestoneTimeline({ milestones, now = new Date() }: { milestones: readonly ShipmentMilestone[]; now?: Date }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ol" data-testid="milestone-timeline" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {timelineOrder(milestones).map((milestone, index, all) => {
        const mark = milestoneMark(milestone, now);
        const { color, icon: Icon } = markLook[mark];
        const off = hoursOff(milestone);
        return (
          <Box
            component="li"
            key={`${milestone.code}-${milestone.leg}-${index}`}
            data-mark={mark}
            sx={{ display: "grid", gridTemplateColumns: "32px 1fr", columnGap: 1.5, position: "relative", pb: index === all.length - 1 ? 0 : 2 }}
          >
            <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
              <Icon color={color} aria-hidden />
              {index < all.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: "divider", mt: 0.5 }} />}
            </Box>
            <Box>
              <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
                <Chip size="small" variant="outlined" label={milestone.code} sx={{ fontFamily: "monospace" }} />
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t(`enum.milestoneCode.${milestone.code}`)}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {milestone.location}
                </Typography>
                <Typography component="span" variant="body2" color={mark === "done" || mark === "pending" ? "text.secondary" : `${color}.main`} sx={{ fontWeight: mark === "done" || mark === "pending" ? 400 : 600 }}>
                  {t(`tracking.mark.${mark}`, { hours: off ?? 0 })}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t("tracking.detail.planned")}: {formatDateTime(milestone.plannedAt, i18n.language)}
                {" · "}
                {t("tracking.detail.actual")}: {milestone.actualAt ? formatDateTime(milestone.actualAt, i18n.language) : "—"}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
