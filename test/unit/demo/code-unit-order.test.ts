import { compareCodeUnits } from "../../../src/demo/code-unit-order";

describe("compareCodeUnits on ISO timestamps", () => {
  it("orders timestamps by their instant, and says when two are the same", () => {
    const instants = [
      "2026-11-27T05:00:00.000Z",
      "2025-12-31T23:59:59.999Z",
      "2026-11-27T04:59:59.999Z",
      "2026-02-01T00:00:00.000Z",
      "2026-11-27T05:00:00.001Z",
    ];
    const sorted = [...instants].sort(compareCodeUnits);
    expect(sorted.map((iso) => Date.parse(iso))).toEqual(instants.map((iso) => Date.parse(iso)).sort((a, b) => a - b));
    expect(compareCodeUnits("2026-11-27T05:00:00.000Z", "2026-11-27T05:00:00.000Z")).toBe(0);
    expect(compareCodeUnits("2026-11-27T05:00:00.000Z", "2026-11-27T05:00:00.001Z")).toBeLessThan(0);
  });
});
