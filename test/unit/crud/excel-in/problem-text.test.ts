import type { SheetProblem } from "../../../../src/domain/template-model";
import { cellFormat, cellText } from "../../../../src/crud/excel-in/cell-text";
import {
  fillTemplate,
  problemMessage,
  problemTemplates,
  problemText,
} from "../../../../src/crud/excel-in/problem-text";
import { columnLetter, problemPosition } from "../../../../src/crud/excel-in/sheet-position";
import { failureOf } from "../../../../src/crud/excel-in/sheet-failure";
import { createI18nWithAllLanguages } from "../../../../src/i18n/all-languages";

const problems: SheetProblem[] = [
  { kind: "missingHeader", header: "Plant", column: 1 },
  { kind: "extraHeader", header: "Supplier", column: 5 },
  { kind: "misorderedHeader", header: "Quantity", column: 4, expectedColumn: 2 },
  { kind: "wrongType", header: "Need date", row: 6, column: 3, type: "date", value: "soon" },
  { kind: "missingValue", header: "Material", row: 9, column: 0 },
  { kind: "emptySheet" },
];

describe("where a problem is, as Excel shows it", () => {
  it("names columns by letter", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });

  it("numbers rows from the header's row 1", () => {
    expect(problems.map(problemPosition)).toEqual([
      { row: 1, column: "B" },
      { row: 1, column: "F" },
      { row: 1, column: "E" },
      { row: 7, column: "D" },
      { row: 10, column: "A" },
      { row: null, column: null },
    ]);
  });
});

describe("problem texts", () => {
  const en = createI18nWithAllLanguages("en-US").t;
  const pt = createI18nWithAllLanguages("pt-BR").t;

  it("say what is wrong in each language", () => {
    expect(problems.map((problem) => problemText(en, problem))).toEqual([
      'The header "Plant" is missing: expected in column B.',
      'The header "Supplier" in column F is not in the template.',
      'The header "Quantity" is out of place: expected in column C, found in column E.',
      "Expected a date.",
      "A value is required.",
      "The sheet has no data rows below the header.",
    ]);
    expect(problemText(pt, problems[2])).toBe(
      'O cabeçalho "Quantity" está fora do lugar: esperado na coluna C, encontrado na coluna E.',
    );
  });

  it("read the same when the worker fills the templates in", () => {
    for (const t of [en, pt]) {
      const templates = problemTemplates(t);
      for (const problem of problems) {
        const { key, values } = problemMessage(problem);
        expect(fillTemplate(templates[key], values)).toBe(problemText(t, problem));
      }
    }
  });
});

describe("cell texts", () => {
  it("show values as Excel's General format does, dates on their own day", () => {
    const en = cellFormat(createI18nWithAllLanguages("en-US").t, "en-US");
    const pt = cellFormat(createI18nWithAllLanguages("pt-BR").t, "pt-BR");
    expect(cellText(4500012345, en)).toBe("4500012345");
    expect(cellText(3.5, pt)).toBe("3,5");
    expect(cellText(new Date("2026-12-01T00:00:00Z"), en)).toBe("12/01/2026");
    expect(cellText(new Date("2026-12-01T00:00:00Z"), pt)).toBe("01/12/2026");
    expect(cellText(true, pt)).toBe("VERDADEIRO");
    expect([cellText(null, en), cellText("text", en)]).toEqual(["", "text"]);
  });
});

describe("failureOf: what a reading error means", () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it("tells an unreadable workbook, a cell that cannot be read, and anything else", () => {
    expect(failureOf(named("InvalidInputError", "Couldn't unzip"))).toEqual({ kind: "unreadable" });
    expect(failureOf(named("InvalidSpreadsheetError", "<c/> at row 5, col 3: VALUE_INVALID"))).toEqual({
      kind: "badCell",
      row: 4,
      column: 2,
      error: "VALUE_INVALID",
    });
    expect(failureOf(named("InvalidSpreadsheetError", "Out-of-place <row/>"))).toEqual({
      kind: "unreadable",
    });
    expect(failureOf(new TypeError("boom"))).toEqual({ kind: "failed", message: "boom" });
  });
});
