// @vitest-environment node
import { readSheet } from "read-excel-file/node";
import { strFromU8, unzipSync } from "fflate";
import { buildWorkbook, type WorkbookInput } from "../../../../src/crud/export/build-workbook";
import type { ExportColumn } from "../../../../src/crud/export/export-columns";
import { excelDateFormats, MAX_COLUMN_WIDTH } from "../../../../src/crud/export/export-rows";

const columns: ExportColumn[] = [
  { field: "name", header: "Name", kind: "text" },
  { field: "transitTime", header: "Transit time (days)", kind: "number" },
  { field: "active", header: "Active", kind: "text", labels: { true: "Yes", false: "No" } },
  { field: "modal", header: "Modal", kind: "text", labels: { AIR: "Air", SEA: "Sea" } },
  { field: "availabilityDate", header: "Availability date", kind: "date" },
  { field: "obs", header: "Notes", kind: "text" },
];

const input = (overrides: Partial<WorkbookInput> = {}): WorkbookInput => ({
  columns,
  records: [
    { name: "Foxconn", transitTime: 8, active: true, modal: "AIR", availabilityDate: "2025-03-14", obs: "x".repeat(500) },
    { name: "Jabil", transitTime: 45, active: false, modal: "SEA", availabilityDate: null, obs: "" },
  ],
  formats: excelDateFormats("pt-BR"),
  sheetName: "Transit time",
  ...overrides,
});

async function unpack(file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const files = unzipSync(bytes);
  const text = (path: string) => strFromU8(files[path]);
  return { buffer: Buffer.from(bytes), text };
}

describe("buildWorkbook: the .xlsx of an export", () => {
  it("writes the header, then one row per record, with typed cells a spreadsheet reads back as such", async () => {
    const { buffer } = await unpack(await buildWorkbook(input()));
    const sheet = await readSheet(buffer);
    expect(sheet[0]).toEqual(["Name", "Transit time (days)", "Active", "Modal", "Availability date", "Notes"]);
    expect(sheet).toHaveLength(3);
    const [name, days, active, modal, date] = sheet[1];
    expect(name).toBe("Foxconn");
    expect(days).toBe(8);
    expect(typeof days).toBe("number");
    expect([active, modal]).toEqual(["Yes", "Air"]);
    expect(date).toBeInstanceOf(Date);
    expect(date).toEqual(new Date("2025-03-14T00:00:00.000Z"));
    expect(sheet[2].slice(0, 5)).toEqual(["Jabil", 45, "No", "Sea", null]);
  });

  it("names the sheet, keeps the header row bold and frozen, and fits the column widths within bounds", async () => {
    const { text } = await unpack(await buildWorkbook(input()));
    expect(text("xl/workbook.xml")).toContain('name="Transit time"');
    const sheet = text("xl/worksheets/sheet1.xml");
    // Frozen: the pane starts below row 1.
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    const widths = [...sheet.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(columns.length);
    // "Transit time (days)" is the widest thing in its column; the 500-character note is capped.
    expect(widths[1]).toBeGreaterThanOrEqual("Transit time (days)".length);
    expect(widths[0]).toBeLessThan(widths[1]);
    expect(widths[5]).toBe(MAX_COLUMN_WIDTH);
    // The header cells use a bold font; the body cells do not.
    const styles = text("xl/styles.xml");
    const fonts = [...styles.matchAll(/<font>(.*?)<\/font>|<font\/>/gs)].map((match) => match[0]);
    const xfs = [...styles.matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/gs)][0][1].match(/<xf [^>]*\/?>/g) ?? [];
    const styleOf = (ref: string) => Number(new RegExp(`<c r="${ref}"[^>]*s="(\\d+)"`).exec(sheet)?.[1] ?? 0);
    const fontOf = (ref: string) => fonts[Number(/fontId="(\d+)"/.exec(xfs[styleOf(ref)])?.[1] ?? 0)];
    expect(fontOf("A1")).toContain("<b/>");
    expect(fontOf("A2") ?? "").not.toContain("<b/>");
  });

  it("formats dates the way the language writes them", async () => {
    const dateFormatIn = async (language: string) => {
      const { text } = await unpack(await buildWorkbook(input({ formats: excelDateFormats(language) })));
      return [...text("xl/styles.xml").matchAll(/formatCode="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await dateFormatIn("pt-BR")).toContain("dd/mm/yyyy");
    expect(await dateFormatIn("en-US")).toContain("mm/dd/yyyy");
  });
});
