/**
 * How the EFA reports' charts write their values: in the page's language, as the tables under them do (DESIGN
 * §7). MUI X charts otherwise write axis numbers the English way ("10,000", which reads as ten in Brazil).
 */
import type { ClearShareTrendRow } from "../../api/planning";
import { formatNumber } from "../../i18n/number-format";

export const chartNumber =
  (language: string) =>
  (value: number | null): string =>
    value === null ? "" : formatNumber(value, language);

/** A share (0–1) as Excel shows a percentage: Excel writes it with its own decimal separator. */
export const SHARE_FORMAT = "0.0%";

/** A share (0–1) as a percentage in the page's language: "62,5%" in pt-BR. */
export const sharePercent = (share: number, language: string): string =>
  formatNumber(share, language, { style: "percent", maximumFractionDigits: 1 });

/**
 * The trend's points, one per run: two runs of one day are two points (a chart category per day put them on
 * one x, and its tooltip then read every later point's neighbour).
 */
export const trendPoints = (runs: readonly ClearShareTrendRow[]) =>
  runs.map((run) => ({ run: String(run.runId), share: run.clearShare * 100 }));
