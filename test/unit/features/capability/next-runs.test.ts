import { nextRuns } from "../../../../src/features/capability/next-runs";

// Monday 23 November 2026, 05:15 local time.
const now = new Date(2026, 10, 23, 5, 15);
const at = (day: number, hours: number, minutes: number) => new Date(2026, 10, day, hours, minutes);

describe("nextRuns", () => {
  it("lists the soonest runs of every active schedule, today's later runs first", () => {
    const runs = nextRuns(
      [
        { robot: "ZMARD", time: "05:00", dayOfWeek: "daily", active: true },
        { robot: "ZPOVIS", time: "05:30", dayOfWeek: "daily", active: true },
      ],
      now,
    );
    expect(runs).toEqual([
      { robot: "ZPOVIS", at: at(23, 5, 30) },
      { robot: "ZMARD", at: at(24, 5, 0) },
      { robot: "ZPOVIS", at: at(24, 5, 30) },
      { robot: "ZMARD", at: at(25, 5, 0) },
      { robot: "ZPOVIS", at: at(25, 5, 30) },
    ]);
  });

  it("runs a weekly schedule only on its day, and never an inactive or unreadable one", () => {
    const runs = nextRuns(
      [
        { robot: "MB52", time: "22:00", dayOfWeek: "friday", active: "true" },
        { robot: "ZEKET", time: "07:00", dayOfWeek: "daily", active: false },
        { robot: "BAD", time: "later", dayOfWeek: "daily", active: true },
        { robot: "ODD", time: "06:00", dayOfWeek: "someday", active: true },
      ],
      now,
    );
    expect(runs.map((run) => run.robot)).toEqual(["MB52", "MB52", "MB52", "MB52", "MB52"]);
    expect(runs[0]).toEqual({ robot: "MB52", at: at(27, 22, 0) });
    expect(runs[1]).toEqual({ robot: "MB52", at: new Date(2026, 11, 4, 22, 0) });
  });
});
