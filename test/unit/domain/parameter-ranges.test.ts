import enUS from "../../../src/i18n/locales/en-US.json";
import ptBR from "../../../src/i18n/locales/pt-BR.json";
import { WHOLE_PARAMETER_RANGES } from "../../../src/domain/parameter-ranges";
import { checkWrite } from "../../../src/demo/rules";
import { systemResources } from "../../../src/features/system/resources";

const valueField = systemResources
  .find((resource) => resource.name === "parameter-system")!
  .fields!.find((field) => field.name === "value")!;

describe("the parameters the app reads as whole numbers", () => {
  it("each has a hint on the form, in both languages, naming its range", () => {
    const names = Object.keys(WHOLE_PARAMETER_RANGES);
    expect(names.sort()).toEqual(["customsHandlingDays", "filterDays", "uploadMaxMb"]);
    expect(Object.keys(valueField.hintBy!.hints).sort()).toEqual(names);
    for (const [name, range] of Object.entries(WHOLE_PARAMETER_RANGES)) {
      const hint = valueField.hintBy!.hints[name]!;
      expect(hint.values).toEqual(range);
      expect(hint.key).toBe(`resources.parameter-system.hints.${name}`);
      for (const locale of [enUS, ptBR]) {
        const text = (locale.resources["parameter-system"].hints as Record<string, string>)[name];
        expect(text, name).toContain("{{min}}");
        expect(text, name).toContain("{{max}}");
      }
    }
  });

  it("the demo backend refuses a value outside the range the hint names, and takes its bounds", () => {
    const save = (name: string, value: string) => {
      const existing = { id: 1, name, value: "1" };
      return checkWrite("parameter-system", { value }, { existing, rows: [existing], now: new Date() }).ok;
    };
    for (const [name, { min, max }] of Object.entries(WHOLE_PARAMETER_RANGES)) {
      expect(save(name, String(min)), `${name} ${min}`).toBe(true);
      expect(save(name, String(max)), `${name} ${max}`).toBe(true);
      expect(save(name, String(min - 1)), `${name} ${min - 1}`).toBe(false);
      expect(save(name, String(max + 1)), `${name} ${max + 1}`).toBe(false);
    }
  });
});
