import { describe, expect, it } from "vitest";
import { chartNumber, sharePercent, trendPoints } from "../../../../src/features/capability/report-format";

describe("the EFA reports' chart values", () => {
  it("write numbers and shares in the page's language", () => {
    expect(chartNumber("pt-BR")(10000)).toBe("10.000");
    expect(chartNumber("en-US")(10000)).toBe("10,000");
    expect(chartNumber("pt-BR")(null)).toBe("");
    expect(sharePercent(0.625, "pt-BR")).toBe("62,5%");
  });

  it("give each run its own point, two runs of one day included", () => {
    const points = trendPoints([
      { runId: 7, date: "2025-06-10T12:00:00.000Z", clearShare: 0.5, lines: 2 },
      { runId: 8, date: "2025-06-10T18:00:00.000Z", clearShare: 0.625, lines: 8 },
    ]);
    expect(points).toEqual([
      { run: "7", share: 50 },
      { run: "8", share: 62.5 },
    ]);
  });
});
