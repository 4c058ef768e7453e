import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition as nameFrom } from "../../../../src/data/operations/content-disposition";

const FALLBACK = "download.xlsx";

describe("fileNameFromContentDisposition", () => {
  it("takes filename* first, percent-decoded as UTF-8 (RFC 5987)", () => {
    expect(
      nameFrom(
        `attachment; filename="plain.xlsx"; filename*=UTF-8''Capacidade%20de%20Produ%C3%A7%C3%A3o%20%E2%82%AC.xlsx`,
        FALLBACK,
      ),
    ).toBe("Capacidade de Produção €.xlsx");
  });

  it("takes filename* even when it comes before filename, whatever the case of its names", () => {
    expect(
      nameFrom(`attachment; FILENAME*=utf-8'en'r%C3%A9sum%C3%A9.xlsx; Filename="resume.xlsx"`, FALLBACK),
    ).toBe("résumé.xlsx");
  });

  it("decodes an ISO-8859-1 filename* byte by byte", () => {
    expect(nameFrom(`attachment; filename*=iso-8859-1''Rela%E7%E3o.xlsx`, FALLBACK)).toBe("Relação.xlsx");
  });

  it("falls back to filename when filename* cannot be decoded", () => {
    expect(nameFrom(`attachment; filename*=UTF-8''bad%E2%82.xlsx; filename="good.xlsx"`, FALLBACK)).toBe(
      "good.xlsx",
    );
    expect(nameFrom(`attachment; filename*=KOI8-R''x.xlsx; filename="good.xlsx"`, FALLBACK)).toBe(
      "good.xlsx",
    );
    expect(nameFrom(`attachment; filename*=no-quotes.xlsx; filename="good.xlsx"`, FALLBACK)).toBe(
      "good.xlsx",
    );
  });

  it("reads a quoted filename, with its escapes and a ; inside the quotes", () => {
    expect(nameFrom(`attachment; filename="Result; EDB \\"final\\".xlsx"`, FALLBACK)).toBe(
      'Result; EDB "final".xlsx',
    );
  });

  it("reads an unquoted filename up to the next parameter", () => {
    expect(nameFrom("attachment; filename=result-2024-05-01.xlsx; size=1024", FALLBACK)).toBe(
      "result-2024-05-01.xlsx",
    );
    expect(nameFrom("inline;filename = report.xlsx ", FALLBACK)).toBe("report.xlsx");
  });

  it("keeps only the name of a server-sent path", () => {
    expect(nameFrom(`attachment; filename="../../etc/passwd"`, FALLBACK)).toBe("passwd");
    expect(nameFrom(`attachment; filename*=UTF-8''C%3A%5Ctemp%5Cresult.xlsx`, FALLBACK)).toBe("result.xlsx");
  });

  it.each([
    ["no header", undefined],
    ["a null header", null],
    ["an empty header", ""],
    ["no filename parameter", "attachment"],
    ["other parameters only", "attachment; size=10"],
    ["an empty filename", 'attachment; filename=""'],
    ["a name that is only a folder", 'attachment; filename="reports/"'],
  ])("uses the fallback with %s", (_, header) => {
    expect(nameFrom(header, FALLBACK)).toBe(FALLBACK);
  });
});
