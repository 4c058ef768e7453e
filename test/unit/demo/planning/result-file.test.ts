import enUS from "../../../../src/i18n/locales/en-US.json";
import ptBR from "../../../../src/i18n/locales/pt-BR.json";
import { RESULT_FILE_WORDS, resultFileLanguage, resultFileSheet } from "../../../../src/demo/planning/result-file";
import type { ResultLine } from "../../../../src/api/planning";
import { excelDateFormats } from "../../../../src/crud/export/export-rows";

const line: ResultLine = {
  id: 1,
  orderKey: "4500012345/10",
  material: "RRU-4418",
  plant: "BR01",
  needDate: "2026-12-01",
  priority: 1,
  quantity: 4,
  buildableNow: 0,
  clearDate: null,
  daysLate: null,
  limitingComponents: "KRC-161",
  status: "short",
  mrpController: "P01",
  etaShiftDays: 3,
  shipmentId: 7,
  trackingNumber: "MAEU123",
};

describe("the result file's words", () => {
  it.each([
    ["pt-BR", "pt-BR"],
    ["pt", "pt-BR"],
    ["pt-PT;q=0.9, en;q=0.8", "pt-BR"],
    ["en-US,pt-BR;q=0.5", "en-US"],
    ["de-DE, pt-BR;q=0.5", "pt-BR"],
    ["*", "en-US"],
    [null, "en-US"],
  ] as const)("reads Accept-Language %s as %s", (header, language) => {
    expect(resultFileLanguage(header)).toBe(language);
  });

  it("are the grid's own labels in each language, so the file and the screen say the same", () => {
    const locales = { "en-US": enUS, "pt-BR": ptBR } as const;
    for (const language of ["en-US", "pt-BR"] as const) {
      const fields = locales[language].resources["material-capability/download-result"].fields as Record<string, string>;
      const words = RESULT_FILE_WORDS[language];
      for (const [column, header] of Object.entries(words.headers)) expect([column, header]).toEqual([column, fields[column]]);
      expect(words.statuses).toEqual(locales[language].enum.resultStatus);
      // Dates as the lists' Export to Excel writes them in that language.
      expect(words.dateFormat).toBe(excelDateFormats(language).date);
    }
  });

  it("writes the status in words and leaves out the shipment columns where the module follows no shipments", () => {
    const withShipments = resultFileSheet([line], true, "pt-BR");
    expect(withShipments.headers).toHaveLength(14);
    expect(withShipments.rows[0]).toEqual(["4500012345/10", "RRU-4418", "BR01", "2026-12-01", 1, 4, 0, null, null, "KRC-161", "Em falta", "P01", 3, "MAEU123"]);
    const efa = resultFileSheet([line], false, "en-US");
    expect(efa.headers.at(-1)).toBe("MRP controller");
    expect(efa.rows[0]).toHaveLength(12);
    expect(efa.rows[0]![10]).toBe("Short");
  });
});
