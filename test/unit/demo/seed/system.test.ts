import { describe, expect, it } from "vitest";
import { FILTER_DAYS_PARAMETER } from "../../../../src/api/contract";
import { seedSystem } from "../../../../src/demo/seed/system";

describe("seedSystem", () => {
  it("seeds the system parameters with a 30-day dashboard window", () => {
    const parameters = seedSystem(new Date("2026-03-14T12:00:00.000Z")).api["parameter-system"];
    expect(parameters.find((row) => row.name === FILTER_DAYS_PARAMETER)?.value).toBe("30");
    expect(parameters.map((row) => row.name)).toEqual([
      "filterDays",
      "sapSyncTimeoutMinutes",
      "supportMailbox",
      "ctbHorizonWeeks",
      "defaultPlant",
      "uploadMaxMb",
      "robotRetryCount",
      "customsHandlingDays",
    ]);
  });
});
