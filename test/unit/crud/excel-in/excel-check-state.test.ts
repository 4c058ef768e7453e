// @vitest-environment node
import type { SheetCheckResult } from "../../../../src/crud/excel-in/check-sheet";
import {
  excelCheckReducer,
  initialExcelCheckState,
  type ExcelCheckEvent,
  type ExcelCheckState,
} from "../../../../src/crud/excel-in/excel-check-state";

const file = (name: string) => new File(["PK"], name);
const passed: SheetCheckResult = { headers: ["A"], rowCount: 3, preview: [], problems: [], problemCount: 0 };
const invalid: SheetCheckResult = { ...passed, problems: [{ kind: "emptySheet" }], problemCount: 1 };
const step = (state: ExcelCheckState, ...events: ExcelCheckEvent[]) =>
  events.reduce(excelCheckReducer, state);
const run = (...events: ExcelCheckEvent[]) => step(initialExcelCheckState, ...events);

describe("the Excel check's state machine: idle → checking → refused | invalid | passed", () => {
  const first = file("first.xlsx");
  const acceptedFirst: ExcelCheckState = run(
    { type: "start", id: 1, fileName: "first.xlsx" },
    { type: "checked", id: 1, file: first, result: passed },
  );

  it("checks a file, then accepts it when it passes", () => {
    const checking = run({ type: "start", id: 1, fileName: "first.xlsx" });
    expect(checking.verdict).toEqual({
      status: "checking",
      id: 1,
      fileName: "first.xlsx",
      previous: { status: "idle" },
    });
    expect(acceptedFirst).toEqual({
      verdict: { status: "passed", file: first, result: passed },
      accepted: { file: first, result: passed },
    });
  });

  it("keeps the accepted file when a later one is refused or has problems", () => {
    const refusal = { kind: "several", count: 2 } as const;
    const refused = step(acceptedFirst, { type: "start", id: 2 }, { type: "refused", id: 2, refusal });
    expect(refused.verdict).toEqual({ status: "refused", refusal });
    expect(refused.accepted?.file).toBe(first);

    const second = file("second.xlsx");
    const withProblems = step(
      refused,
      { type: "start", id: 3, fileName: "second.xlsx" },
      { type: "checked", id: 3, file: second, result: invalid },
    );
    expect(withProblems.verdict).toEqual({ status: "invalid", file: second, result: invalid });
    expect(withProblems.accepted?.file).toBe(first);
  });

  it("replaces the accepted file only with one that passes", () => {
    const second = file("second.xlsx");
    const next = step(
      acceptedFirst,
      { type: "start", id: 2, fileName: "second.xlsx" },
      { type: "checked", id: 2, file: second, result: passed },
    );
    expect(next.accepted?.file).toBe(second);
  });

  it("ignores the answer of a check a newer one replaced", () => {
    const state = run(
      { type: "start", id: 1, fileName: "old.xlsx" },
      { type: "start", id: 2, fileName: "new.xlsx" },
      { type: "checked", id: 1, file: file("old.xlsx"), result: passed },
    );
    expect(state.verdict).toMatchObject({ status: "checking", id: 2, previous: { status: "idle" } });
    expect(state.accepted).toBeNull();
  });

  it("goes back to what was shown when a check is cancelled, and to idle when cleared", () => {
    const cancelled = step(acceptedFirst, { type: "start", id: 2 }, { type: "cancelled", id: 2 });
    expect(cancelled).toEqual(acceptedFirst);
    expect(excelCheckReducer(acceptedFirst, { type: "clear" })).toEqual(initialExcelCheckState);
  });
});
