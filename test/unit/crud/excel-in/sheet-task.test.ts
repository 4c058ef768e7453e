import { zipSync, strToU8 } from "fflate";
import { readSheet } from "read-excel-file/web-worker";
import { buildErrorSheet, checkSheet } from "../../../../src/crud/excel-in/check-sheet-file";
import { errorSheetTexts } from "../../../../src/crud/excel-in/error-sheet";
import { readBytes } from "../../../../src/crud/excel-in/read-bytes";
import { SheetCheckError } from "../../../../src/crud/excel-in/sheet-failure";
import { runSheetTask } from "../../../../src/crud/excel-in/sheet-task";
import { createI18nWithAllLanguages } from "../../../../src/i18n/all-languages";
import { day, templateColumns, templateHeaders, xlsxFile } from "../../../xlsx-fixtures";

// jsdom has no Worker: checkSheet reads and checks on this thread, the same code the worker runs.
describe("checkSheet on a real .xlsx (the inline path)", () => {
  it("reads the first sheet with its typed cells and checks it", async () => {
    const file = await xlsxFile([
      templateHeaders,
      ["MAT-1", "BR10", 12, day("2026-12-01"), "urgent"],
      ["MAT-2", "BR1", "many", day("2026-12-02"), null],
    ]);
    const result = await checkSheet(file, templateColumns, new AbortController().signal);
    expect(result.rowCount).toBe(2);
    expect(result.headers).toEqual(templateHeaders);
    expect(result.preview[0]).toEqual({ row: 2, cells: ["MAT-1", "BR10", 12, day("2026-12-01"), "urgent"] });
    expect(result.problemCount).toBe(2);
    expect(result.problems).toEqual([
      { kind: "wrongType", header: "Plant", row: 2, column: 1, type: "plant", value: "BR1" },
      { kind: "wrongType", header: "Quantity", row: 2, column: 2, type: "number", value: "many" },
    ]);
  });

  it("rejects a ZIP archive that is not a workbook as unreadable", async () => {
    const zip = zipSync({ "notes.txt": strToU8("not a workbook") });
    const file = new File([zip], "archive.xlsx");
    const failure = await checkSheet(file, templateColumns, new AbortController().signal).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SheetCheckError);
    expect((failure as SheetCheckError).failure).toEqual({ kind: "unreadable" });
  });

  it("rejects with the signal's reason once cancelled", async () => {
    const file = await xlsxFile([templateHeaders]);
    const controller = new AbortController();
    const checking = checkSheet(file, templateColumns, controller.signal);
    controller.abort();
    await expect(checking).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the error sheet", () => {
  it("lists every problem, not only those shown, in the page's language", async () => {
    const rows: unknown[][] = [["Material", "Plant", "Quantity", "Need date", "Extra"]];
    for (let index = 1; index <= 250; index += 1)
      rows.push([`M-${index}`, "BR10", "x", day("2026-01-01"), null]);
    const file = await xlsxFile(rows as never);
    const texts = errorSheetTexts(createI18nWithAllLanguages("pt-BR").t, "pt-BR");
    const sheet = await buildErrorSheet(file, templateColumns, texts, new AbortController().signal);
    const lines = await readSheet(await readBytes(sheet));
    expect(lines[0]).toEqual(["Linha", "Coluna", "Cabeçalho", "Problema", "Valor"]);
    // Two header problems, then one per line.
    expect(lines).toHaveLength(1 + 2 + 250);
    expect(lines[1]).toEqual([1, "E", "Comment", 'Falta o cabeçalho "Comment": esperado na coluna E.', null]);
    expect(lines[2]).toEqual([
      1,
      "E",
      "Extra",
      'O cabeçalho "Extra" da coluna E não faz parte do modelo.',
      null,
    ]);
    expect(lines[3]).toEqual([2, "C", "Quantity", "Esperado um número.", "x"]);
    expect(lines.at(-1)?.[0]).toBe(251);
  });

  it("is answered by runSheetTask as a file; a check task as the verdict", async () => {
    const file = await xlsxFile([templateHeaders]);
    const answer = await runSheetTask({ task: "check", file, columns: templateColumns });
    expect(answer).toMatchObject({
      ok: true,
      value: { task: "check", result: { problemCount: 1, rowCount: 0 } },
    });
  });
});
