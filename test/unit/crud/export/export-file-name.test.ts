import { exportFileName, sheetName } from "../../../../src/crud/export/export-file-name";

describe("the exported file's name", () => {
  const day = new Date(2025, 2, 7, 23, 59);

  it("is the translated list name and the user's day", () => {
    expect(exportFileName("Transit Time", day)).toBe("Transit Time-2025-03-07.xlsx");
    expect(exportFileName("Tempo de trânsito", day)).toBe("Tempo de trânsito-2025-03-07.xlsx");
  });

  it("replaces what file systems refuse", () => {
    expect(exportFileName('EDB / Robot: "schedule"?', day)).toBe("EDB - Robot- -schedule-2025-03-07.xlsx");
    expect(exportFileName("...", day)).toBe("export-2025-03-07.xlsx");
  });

  it("gives the sheet a name Excel accepts", () => {
    expect(sheetName("Ordens [EDB]: regras/cálculo?")).toBe("Ordens -EDB-- regras-cálculo-");
    expect(sheetName("A name well over thirty-one characters long")).toHaveLength(31);
    expect(sheetName("  ")).toBe("Sheet1");
  });
});
