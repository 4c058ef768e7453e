import type { ColumnType, SheetProblem } from "../../domain/template-model";
import type { Translate } from "../../i18n/translate";
import { columnLetter } from "./sheet-position";

/** Each wording of a problem: one per problem kind, and one per expected type for a wrong type. */
export type ProblemTextKey =
  | "missingHeader"
  | "extraHeader"
  | "repeatedHeader"
  | "misorderedHeader"
  | `wrongType.${ColumnType}`
  | "missingValue"
  | "emptySheet";

/** The values each wording takes: names of the template's header and column letters. */
const VALUE_NAMES: Record<ProblemTextKey, readonly string[]> = {
  missingHeader: ["header", "expected"],
  extraHeader: ["header", "found"],
  repeatedHeader: ["header", "found", "first"],
  misorderedHeader: ["header", "expected", "found"],
  missingValue: ["header"],
  emptySheet: [],
  "wrongType.text": ["header"],
  "wrongType.number": ["header"],
  "wrongType.quantity": ["header"],
  "wrongType.date": ["header"],
  "wrongType.materialCode": ["header"],
  "wrongType.plant": ["header"],
  "wrongType.vendorCode": ["header"],
  "wrongType.days": ["header"],
};

export const PROBLEM_TEXT_KEYS = Object.keys(VALUE_NAMES) as ProblemTextKey[];

export interface ProblemMessage {
  key: ProblemTextKey;
  values: Record<string, string>;
}

/** The wording of a problem and its values, in any language. */
export function problemMessage(problem: SheetProblem): ProblemMessage {
  switch (problem.kind) {
    case "missingHeader":
      return {
        key: "missingHeader",
        values: { header: problem.header, expected: columnLetter(problem.column) },
      };
    case "extraHeader":
      return { key: "extraHeader", values: { header: problem.header, found: columnLetter(problem.column) } };
    case "repeatedHeader":
      return {
        key: "repeatedHeader",
        values: { header: problem.header, found: columnLetter(problem.column), first: columnLetter(problem.firstColumn) },
      };
    case "misorderedHeader":
      return {
        key: "misorderedHeader",
        values: {
          header: problem.header,
          expected: columnLetter(problem.expectedColumn),
          found: columnLetter(problem.column),
        },
      };
    case "wrongType":
      return { key: `wrongType.${problem.type}`, values: { header: problem.header } };
    case "missingValue":
      return { key: "missingValue", values: { header: problem.header } };
    case "emptySheet":
      return { key: "emptySheet", values: {} };
  }
}

const translationKey = (key: ProblemTextKey) => `excelIn.problem.${key}`;

/** A problem in the page's language (SPEC §5, DESIGN §8: a clear, translated message). */
export function problemText(t: Translate, problem: SheetProblem): string {
  const { key, values } = problemMessage(problem);
  return t(translationKey(key), values);
}

/**
 * Every wording, translated with its values left as markers, for the worker that writes the error sheet:
 * it has no i18n of its own and fills the markers in (fillTemplate) for each of possibly 100,000s problems.
 */
export type ProblemTemplates = Readonly<Record<ProblemTextKey, string>>;

// Brackets no translation uses, around the value's name.
const marker = (name: string) => `\u27e6${name}\u27e7`;

export function problemTemplates(t: Translate): ProblemTemplates {
  const templates = {} as Record<ProblemTextKey, string>;
  for (const key of PROBLEM_TEXT_KEYS)
    templates[key] = t(
      translationKey(key),
      Object.fromEntries(VALUE_NAMES[key].map((name) => [name, marker(name)])),
    );
  return templates;
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\u27e6(\w+)\u27e7/g, (found, name: string) => values[name] ?? found);
}
