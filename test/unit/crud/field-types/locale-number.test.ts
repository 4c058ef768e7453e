import { describe, expect, it } from "vitest";
import { editableNumber, parseLocaleNumber } from "../../../../src/crud/field-types/locale-number";

describe("parseLocaleNumber", () => {
  it("reads pt-BR text: comma decimals and dot thousands", () => {
    expect(parseLocaleNumber("1.000", "pt-BR")).toBe(1000);
    expect(parseLocaleNumber("1.234.567,25", "pt-BR")).toBe(1234567.25);
    expect(parseLocaleNumber("3,5", "pt-BR")).toBe(3.5);
    expect(parseLocaleNumber(" -12 ", "pt-BR")).toBe(-12);
    // A dot not followed by a group of three is a decimal point copied from an English sheet.
    expect(parseLocaleNumber("3.5", "pt-BR")).toBe(3.5);
    expect(parseLocaleNumber(",5", "pt-BR")).toBe(0.5);
  });

  it("reads en-US text: dot decimals and comma thousands", () => {
    expect(parseLocaleNumber("1,000", "en-US")).toBe(1000);
    expect(parseLocaleNumber("1,234.5", "en-US")).toBe(1234.5);
    expect(parseLocaleNumber("1.000", "en-US")).toBe(1);
    expect(parseLocaleNumber("40", "en-US")).toBe(40);
  });

  it("refuses what is not a number in the language, so the field says so instead of guessing", () => {
    for (const text of ["", "abc", "1,234.5", "1.2.3", "12a", "1.23.456", ",", "1e3"])
      expect(parseLocaleNumber(text, "pt-BR"), text).toBeUndefined();
    expect(parseLocaleNumber("1.234,5", "en-US")).toBeUndefined();
  });
});

describe("editableNumber", () => {
  it("shows the language's decimal mark and no thousands groups, and reads back to the same number", () => {
    expect(editableNumber(1234.5, "pt-BR")).toBe("1234,5");
    expect(editableNumber(1234.5, "en-US")).toBe("1234.5");
    for (const value of [0, -3, 1234.5, 0.25])
      for (const language of ["pt-BR", "en-US"])
        expect(parseLocaleNumber(editableNumber(value, language), language)).toBe(value);
  });
});
