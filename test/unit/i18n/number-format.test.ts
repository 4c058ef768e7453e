import { formatNumber, numberFormat } from "../../../src/i18n/number-format";

describe("numbers as the page's language writes them", () => {
  it("writes a small whole number as plain digits in both languages, as Intl does", () => {
    for (const language of ["en-US", "pt-BR"])
      for (const value of [0, 7, -42, 999, -999]) {
        expect(formatNumber(value, language)).toBe(String(value));
        expect(formatNumber(value, language)).toBe(new Intl.NumberFormat(language).format(value));
      }
  });

  it("groups thousands and writes decimals as each language does", () => {
    expect(formatNumber(1000, "en-US")).toBe("1,000");
    expect(formatNumber(1234567.5, "en-US")).toBe("1,234,567.5");
    expect(formatNumber(1234567.5, "pt-BR")).toBe("1.234.567,5");
    expect(formatNumber(12.75, "pt-BR")).toBe("12,75");
    expect(formatNumber(-1000, "pt-BR")).toBe("-1.000");
  });

  it("applies the options given, small whole numbers included", () => {
    expect(formatNumber(0.125, "pt-BR", { style: "percent", maximumFractionDigits: 1 })).toBe("12,5%");
    expect(formatNumber(1, "en-US", { style: "percent" })).toBe("100%");
    expect(formatNumber(2.345, "en-US", { maximumFractionDigits: 1 })).toBe("2.3");
  });

  it("keeps one formatter per language and options", () => {
    expect(numberFormat("pt-BR")).toBe(numberFormat("pt-BR"));
    expect(numberFormat("pt-BR")).not.toBe(numberFormat("en-US"));
    expect(numberFormat("en-US", { style: "percent" })).toBe(numberFormat("en-US", { style: "percent" }));
    expect(numberFormat("en-US", { style: "percent" })).not.toBe(numberFormat("en-US"));
  });
});
