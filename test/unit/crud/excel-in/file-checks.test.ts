import {
  checkUploadFiles,
  extensionOf,
  XLSX_MIME,
  type UploadRefusal,
} from "../../../../src/crud/excel-in/file-checks";
import { refusalMessage } from "../../../../src/crud/excel-in/refusal-message";
import { createI18nWithAllLanguages } from "../../../../src/i18n/all-languages";
import { templateHeaders, xlsxFile } from "../../../xlsx-fixtures";

const text = (content: string, name: string, type = "") => new File([content], name, { type });
const refusal = async (files: File[], maxMb = 20): Promise<UploadRefusal> => {
  const checked = await checkUploadFiles(files, { maxMb });
  if (checked.ok) throw new Error(`${files.map((file) => file.name).join()} was accepted`);
  return checked.reason;
};
// The first bytes of an Excel 97–2003 workbook (an OLE2 compound file).
const OLE2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
// A password-protected .xlsx: the same container, its directory naming the stream "EncryptedPackage" (UTF-16LE),
// past the first sector as in the files Excel writes.
const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);
const ENCRYPTED = Uint8Array.from([...OLE2, ...new Array<number>(1024).fill(0), ...utf16("EncryptionInfo"), 0, 0, ...utf16("EncryptedPackage"), 0, 0]);

describe("checkUploadFiles: only .xlsx, one file at a time, within the limit (SPEC §5, DESIGN §9.1)", () => {
  it("accepts a real .xlsx, whatever the case of its extension, with the types browsers give it", async () => {
    for (const [name, type] of [
      ["capability.xlsx", XLSX_MIME],
      ["CAPABILITY.XLSX", ""],
      ["from-mail.Xlsx", "application/octet-stream"],
    ]) {
      const file = await xlsxFile([templateHeaders], name, type);
      expect(await checkUploadFiles([file], { maxMb: 20 })).toEqual({ ok: true, file });
    }
  });

  it("refuses a CSV and an old .xls by their extension", async () => {
    expect(await refusal([text("a;b\n1;2", "stock.csv", "text/csv")])).toEqual({
      kind: "notXlsx",
      fileName: "stock.csv",
      detail: "extension",
      extension: ".csv",
    });
    expect(
      await refusal([new File([OLE2], "Stock 2003.XLS", { type: "application/vnd.ms-excel" })]),
    ).toMatchObject({
      detail: "extension",
      extension: ".xls",
    });
    expect(await refusal([text("x", "README")])).toMatchObject({ detail: "extension", extension: "" });
  });

  it("refuses an .xlsx name whose declared type is something else", async () => {
    expect(await refusal([text("a,b", "renamed.xlsx", "text/csv")])).toEqual({
      kind: "notXlsx",
      fileName: "renamed.xlsx",
      detail: "mime",
      mime: "text/csv",
    });
  });

  it("refuses a text file renamed to .xlsx, and an .xls renamed to .xlsx, by their first bytes", async () => {
    expect(await refusal([text("Material;Plant\nM-1;BR10", "notes.xlsx", XLSX_MIME)])).toEqual({
      kind: "notXlsx",
      fileName: "notes.xlsx",
      detail: "signature",
      content: "other",
    });
    expect(await refusal([new File([OLE2], "old.xlsx", { type: XLSX_MIME })])).toMatchObject({
      detail: "signature",
      content: "xls",
    });
  });

  it("tells a password-protected .xlsx from an old .xls: saving it again would keep the password", async () => {
    expect(await refusal([new File([ENCRYPTED], "Plano protegido.xlsx", { type: XLSX_MIME })])).toEqual({
      kind: "notXlsx",
      fileName: "Plano protegido.xlsx",
      detail: "signature",
      content: "encrypted",
    });
    // Only the whole name: a stream whose name merely starts the same is no sign of encryption.
    const partial = Uint8Array.from([...OLE2, ...utf16("EncryptedPackag"), 0, 0]);
    expect(await refusal([new File([partial], "old.xlsx", { type: XLSX_MIME })])).toMatchObject({ content: "xls" });
  });

  it("refuses two files at once, and nothing at all", async () => {
    const one = await xlsxFile([templateHeaders], "a.xlsx");
    const two = await xlsxFile([templateHeaders], "b.xlsx");
    expect(await refusal([one, two])).toEqual({ kind: "several", count: 2 });
    expect(await refusal([])).toEqual({ kind: "none" });
  });

  it("refuses an empty file and a file over the limit, saying its size rounded up", async () => {
    expect(await refusal([new File([], "empty.xlsx", { type: XLSX_MIME })])).toEqual({
      kind: "empty",
      fileName: "empty.xlsx",
    });
    const bytes = new Uint8Array(1024 * 1024 + 1);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    const large = new File([bytes], "large.xlsx", { type: XLSX_MIME });
    expect(await refusal([large], 1)).toEqual({
      kind: "tooLarge",
      fileName: "large.xlsx",
      sizeMb: 1.1,
      maxMb: 1,
    });
    expect((await checkUploadFiles([large], { maxMb: 2 })).ok).toBe(true);
  });

  it("finds extensions", () => {
    expect(extensionOf("a.b.XLSX")).toBe(".xlsx");
    expect(extensionOf(".xlsx")).toBe("");
    expect(extensionOf("plain")).toBe("");
  });
});

describe("refusalMessage: what the person reads, naming the file and what to do", () => {
  const en = createI18nWithAllLanguages("en-US").t;
  const pt = createI18nWithAllLanguages("pt-BR").t;
  const xls: UploadRefusal = {
    kind: "notXlsx",
    fileName: "Stock.xls",
    detail: "extension",
    extension: ".xls",
  };

  it("words each refusal in English", () => {
    expect(refusalMessage(en, xls)).toBe(
      '"Stock.xls" is in the old Excel 97–2003 format (.xls): open it in Excel and save it as .xlsx (Excel Workbook).',
    );
    expect(
      refusalMessage(en, { kind: "notXlsx", fileName: "s.csv", detail: "extension", extension: ".csv" }),
    ).toMatch(/^"s\.csv" is a CSV text file/);
    expect(
      refusalMessage(en, { kind: "notXlsx", fileName: "a.pdf", detail: "extension", extension: ".pdf" }),
    ).toBe('"a.pdf" is a .pdf file: only Excel workbooks (.xlsx) are accepted.');
    expect(
      refusalMessage(en, { kind: "notXlsx", fileName: "n.xlsx", detail: "signature", content: "other" }),
    ).toBe('"n.xlsx" is named .xlsx, but its content is not an Excel workbook.');
    expect(
      refusalMessage(en, { kind: "notXlsx", fileName: "p.xlsx", detail: "signature", content: "encrypted" }),
    ).toBe(
      '"p.xlsx" is protected with a password or encrypted, so its content cannot be read: open it in Excel, remove the password (File > Info > Protect Workbook) or the encrypting sensitivity label, and save it again.',
    );
    expect(refusalMessage(en, { kind: "several", count: 2 })).toBe(
      "2 files were dropped: send one file at a time.",
    );
    expect(refusalMessage(en, { kind: "tooLarge", fileName: "big.xlsx", sizeMb: 25.3, maxMb: 20 })).toBe(
      '"big.xlsx" is 25.3 MB: the limit is 20 MB.',
    );
    expect(refusalMessage(en, { kind: "empty", fileName: "e.xlsx" })).toBe('"e.xlsx" is empty (0 bytes).');
    expect(
      refusalMessage(en, { kind: "badCell", fileName: "b.xlsx", row: 4, column: 2, error: "VALUE_INVALID" }),
    ).toMatch(/cell C5 holds/);
    expect(refusalMessage(en, { kind: "unreadable", fileName: "z.xlsx" })).toMatch(
      /not a valid Excel workbook/,
    );
    expect(refusalMessage(en, { kind: "failed", fileName: "z.xlsx", message: "boom" })).toBe(
      '"z.xlsx" could not be checked. Try again.',
    );
  });

  it("and in Portuguese, sizes with a decimal comma", () => {
    expect(refusalMessage(pt, xls)).toMatch(/^"Stock\.xls" está no formato antigo do Excel 97–2003/);
    expect(
      refusalMessage(pt, { kind: "notXlsx", fileName: "p.xlsx", detail: "signature", content: "encrypted" }),
    ).toMatch(/^"p\.xlsx" está protegido por senha ou criptografado/);
    expect(refusalMessage(pt, { kind: "tooLarge", fileName: "big.xlsx", sizeMb: 25.3, maxMb: 20 })).toBe(
      '"big.xlsx" tem 25,3 MB: o limite é 20 MB.',
    );
  });
});
