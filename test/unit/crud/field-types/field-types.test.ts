import { fieldTypes } from "../../../../src/crud/field-types";
import { formatFileSize } from "../../../../src/crud/field-types/file-size";
import { linkTarget } from "../../../../src/crud/field-types/link";
import { formatFieldValue } from "../../../../src/crud/field-value";
import { columnsFor } from "../../../../src/crud/grid-columns";
import { toPayload, validateField } from "../../../../src/crud/validation";
import type { FieldDefinition } from "../../../../src/registry/fields";
import type { Translate } from "../../../../src/i18n/translate";
import en from "../../../../src/i18n/locales/en-US.json";
import pt from "../../../../src/i18n/locales/pt-BR.json";
import i18next from "i18next";

const i18n = i18next.createInstance();
await i18n.init({ resources: { "en-US": { translation: en }, "pt-BR": { translation: pt } }, lng: "en-US" });
const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as Translate;

describe("field types", () => {
  it("has one module per field type of the registry", () => {
    expect(Object.keys(fieldTypes).sort()).toEqual(
      [
        "boolean",
        "date",
        "datetime",
        "duration-days",
        "email",
        "enum",
        "file-size",
        "link",
        "multiline",
        "number",
        "reference",
        "secret",
        "status",
        "text",
        "time",
      ].sort(),
    );
  });

  it("checks an e-mail address as it is sent: trimmed", () => {
    const email: FieldDefinition = { name: "email", type: "email", maxLength: 120 };
    expect(validateField(email, "ana@empresa.com.br ", tIn("en-US"))).toBeUndefined();
    expect(validateField(email, "ana@ empresa.com.br", tIn("en-US"))).toBe("Enter a valid email address.");
  });

  it("shows file sizes in binary units, in the page's number format", () => {
    expect(formatFileSize(512, "en-US")).toBe("512 B");
    expect(formatFileSize(1536, "en-US")).toBe("1.5 KB");
    expect(formatFileSize(1536, "pt-BR")).toBe("1,5 KB");
    expect(formatFileSize(20 * 1024 * 1024, "en-US")).toBe("20 MB");
    const field: FieldDefinition = { name: "size", type: "file-size" };
    expect(formatFieldValue(field, 2_621_440, tIn("pt-BR"), "pt-BR")).toBe("2,5 MB");
  });

  it("shows a duration in days with the right plural in both languages", () => {
    const field: FieldDefinition = { name: "transitTime", type: "duration-days" };
    expect(formatFieldValue(field, 1, tIn("en-US"), "en-US")).toBe("1 day");
    expect(formatFieldValue(field, 12, tIn("en-US"), "en-US")).toBe("12 days");
    expect(formatFieldValue(field, 2.5, tIn("pt-BR"), "pt-BR")).toBe("2,5 dias");
    expect(toPayload([field], { transitTime: "7" }, false)).toEqual({ transitTime: 7 });
    expect(validateField({ ...field, min: 0 }, "-1", tIn("en-US"))).toBe("Enter 0 or more.");
  });

  it("names a number's bound as the page writes numbers", () => {
    const quantity: FieldDefinition = { name: "qty", type: "number", integer: true, min: 0, max: 99_999_999 };
    expect(validateField(quantity, 100_000_000, tIn("en-US"))).toBe("Enter 99,999,999 or less.");
    expect(validateField(quantity, 100_000_000, tIn("pt-BR"))).toBe("Informe 99.999.999 ou menos.");
    expect(validateField({ ...quantity, min: 1_000 }, 10, tIn("pt-BR"))).toBe("Informe 1.000 ou mais.");
    expect(validateField(quantity, 99_999_999, tIn("en-US"))).toBeUndefined();
  });

  it("shows a robot run's message in the page's language, and not when it only repeats the status", () => {
    const status: FieldDefinition = { name: "lastStatus", type: "status", enumKey: "robotStatus", options: ["waiting", "success", "error", "empty"] };
    const message: FieldDefinition = { name: "lastMessage", type: "text", serverText: { repeats: status } };
    const pt = tIn("pt-BR");
    expect(formatFieldValue(message, "Success.", pt, "pt-BR", { lastStatus: "success", lastMessage: "Success." })).toBe("—");
    expect(formatFieldValue(message, "Waiting: Processing in progress", pt, "pt-BR", { lastStatus: "error" })).toBe(
      "Aguarde: Existe(m) processo(s) em andamento.",
    );
    expect(formatFieldValue(message, "RFC_ERROR: connection to SAP timed out", pt, "pt-BR", { lastStatus: "error" })).toBe(
      "RFC_ERROR: connection to SAP timed out",
    );
  });

  it("refuses decimals in a whole-number field, in both languages, and accepts them elsewhere", () => {
    const field: FieldDefinition = { name: "transitTime", type: "duration-days", integer: true, min: 0 };
    expect(validateField(field, "3.5", tIn("en-US"))).toBe("Enter a whole number.");
    expect(validateField(field, "3.5", tIn("pt-BR"))).toBe("Informe um número inteiro.");
    expect(validateField(field, "4", tIn("en-US"))).toBeUndefined();
    expect(validateField({ name: "safetyStock", type: "number" }, "3.5", tIn("en-US"))).toBeUndefined();
  });

  it("checks a code's pattern on the text that is sent: spaces pasted around it are trimmed, not refused", () => {
    const field: FieldDefinition = { name: "vendor", type: "text", pattern: { regex: /^\d{1,10}$/, messageKey: "validation.vendor" } };
    expect(validateField(field, "100045 ", tIn("en-US"))).toBeUndefined();
    expect(toPayload([field], { vendor: " 100045 " }, false)).toEqual({ vendor: "100045" });
    expect(validateField(field, "1000 45", tIn("en-US"))).toBe("Enter the SAP vendor number (digits only).");
  });

  it("labels a status like an enum and refuses values it does not have", () => {
    const field: FieldDefinition = { name: "status", type: "status", options: ["A", "I"], enumKey: "partnerStatus" };
    const t = ((key: string) => ({ "enum.partnerStatus.A": "Active" })[key] ?? key) as Translate;
    expect(formatFieldValue(field, "A", t, "en-US")).toBe("Active");
    expect(validateField(field, "X", tIn("en-US"))).toBe(tIn("en-US")("validation.option"));
  });

  it("links a value to its record, through another field's id when told", () => {
    const byValue: FieldDefinition = { name: "shipmentId", type: "link", link: { resource: "edb/shipments" } };
    const byOther: FieldDefinition = {
      name: "trackingNumber",
      type: "link",
      link: { resource: "edb/transport-tracking-shipments", idField: "shipmentId" },
    };
    expect(linkTarget(byValue, 42)).toBe("/edb/shipments/show/42");
    expect(linkTarget(byOther, "1Z999", { shipmentId: 7 })).toBe("/edb/transport-tracking-shipments/show/7");
    expect(linkTarget(byOther, "1Z999", {})).toBeUndefined();
  });

  it("refuses a date whose year is a slip of the keyboard, in both languages", () => {
    for (const type of ["date", "datetime"] as const) {
      const field: FieldDefinition = { name: "eta", type };
      expect(validateField(field, "2205-03-05", tIn("en-US"))).toBe(tIn("en-US")("validation.date"));
      expect(validateField(field, "0202-03-05", tIn("pt-BR"))).toBe(tIn("pt-BR")("validation.date"));
      expect(validateField(field, "2026-03-05", tIn("en-US"))).toBeUndefined();
    }
  });

  it("formats dates in each language's order, and times as 24-hour text", () => {
    const date: FieldDefinition = { name: "d", type: "date" };
    expect(formatFieldValue(date, "2025-03-14", tIn("en-US"), "en-US")).toBe("03/14/2025");
    expect(formatFieldValue(date, "2025-03-14", tIn("pt-BR"), "pt-BR")).toBe("14/03/2025");
    expect(formatFieldValue({ name: "t", type: "time" }, "18:30", tIn("en-US"), "en-US")).toBe("18:30");
    expect(validateField({ name: "t", type: "time" }, "25:00", tIn("en-US"))).toBe(tIn("en-US")("validation.time"));
  });

  it("gives a date column room for the language's longest date, and keeps a wider width a field asks for", () => {
    const fields: FieldDefinition[] = [
      { name: "date", type: "datetime", width: 170 },
      { name: "day", type: "date" },
      { name: "changed", type: "datetime", width: 220 },
    ];
    const widths = (language: string) =>
      columnsFor(fields, { t: tIn(language), language, label: () => "x", references: {} }).map((c) => c.minWidth);
    // "12/31/2026 11:59 PM" is 19 characters, "31/12/2026 23:59" 16: 8.5 px each and the cell's padding.
    expect(widths("en-US")).toEqual([186, 120, 220]);
    expect(widths("pt-BR")).toEqual([170, 120, 220]);
  });
});
