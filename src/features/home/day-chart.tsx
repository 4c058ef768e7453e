import { Box, Typography } from "@mui/material";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { DayCount } from "./concluded-by-day";
import { formatNumber } from "../../i18n/number-format";

const HEIGHT = 120;

/** A small bar chart by day; an SVG of its own is a fraction of a chart library's weight on the home page. */
export function DayChart({ days }: { days: DayCount[] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...days.map((d) => d.count));
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), days[0] ?? { day: "", count: 0 });
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const short = i18n.language === "pt-BR" ? "DD/MM" : "MM/DD";
  const barWidth = 100 / Math.max(days.length, 1);
  const number = (value: number) => formatNumber(value, i18n.language);
  const description = t("home.chartDescription", {
    count: total,
    total: number(total),
    from: days[0] ? dayjs(days[0].day).format(short) : "",
    to: days.at(-1) ? dayjs(days.at(-1)!.day).format(short) : "",
    busiest: busiest?.day ? dayjs(busiest.day).format(short) : "",
    max: number(busiest?.count ?? 0),
  });

  return (
    <Box>
      <Typography component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
        {t("home.chartTitle")}
      </Typography>
      <Box
        component="svg"
        role="img"
        aria-label={description}
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ width: "100%", height: HEIGHT, display: "block" }}
        data-testid="concluded-chart"
      >
        {days.map((d, index) => {
          const height = (d.count / max) * (HEIGHT - 4);
          return (
            <Box
              key={d.day}
              component="rect"
              x={index * barWidth + barWidth * 0.15}
              y={HEIGHT - height}
              width={barWidth * 0.7}
              height={height}
              sx={{ fill: (theme) => theme.palette.primary.main }}
            >
              {/* Hover text; the chart as a whole is described by its aria-label. */}
              <title>{`${dayjs(d.day).format(short)}: ${d.count}`}</title>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 0.5 }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {days[0] ? dayjs(days[0].day).format(short) : ""}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {days.at(-1) ? dayjs(days.at(-1)!.day).format(short) : ""}
        </Typography>
      </Box>
    </Box>
  );
}
