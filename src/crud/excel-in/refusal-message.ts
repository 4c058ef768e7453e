import type { Translate } from "../../i18n/translate";
import type { UploadRefusal } from "./file-checks";
import type { SheetFailure } from "./sheet-failure";
import { columnLetter } from "./sheet-position";

/** Why a chosen file goes no further: the file checks' reasons, or a failure reading it (with its name). */
export type Refusal = UploadRefusal | (SheetFailure & { fileName: string });

// Extensions people pick by mistake, each with its own advice.
const EXTENSION_KEYS: Readonly<Record<string, string>> = { ".xls": "xls", ".csv": "csv", "": "noExtension" };
// What a file named .xlsx holds instead of a workbook, each with its own advice.
const SIGNATURE_KEYS = { xls: "signatureXls", encrypted: "signatureEncrypted", other: "signatureOther" } as const;

/**
 * The translated message of a refusal (SPEC §5, DESIGN §8: a clear message that names the file and what to
 * do). Sizes are formatted by i18next in the language's own way (20.5 MB, 20,5 MB).
 */
export function refusalMessage(t: Translate, refusal: Refusal): string {
  const key = (name: string) => `excelIn.refusal.${name}`;
  switch (refusal.kind) {
    case "none":
      return t(key("none"));
    case "several":
      return t(key("several"), { count: refusal.count });
    case "notXlsx": {
      const file = refusal.fileName;
      if (refusal.detail === "extension")
        return t(key(EXTENSION_KEYS[refusal.extension] ?? "otherExtension"), {
          file,
          extension: refusal.extension,
        });
      if (refusal.detail === "mime") return t(key("mime"), { file, mime: refusal.mime });
      return t(key(SIGNATURE_KEYS[refusal.content]), { file });
    }
    case "empty":
      return t(key("empty"), { file: refusal.fileName });
    case "tooLarge":
      return t(key("tooLarge"), { file: refusal.fileName, size: refusal.sizeMb, max: refusal.maxMb });
    case "unreadable":
      return t(key("unreadable"), { file: refusal.fileName });
    case "badCell":
      return t(key("badCell"), {
        file: refusal.fileName,
        cell: `${columnLetter(refusal.column)}${refusal.row + 1}`,
      });
    case "failed":
      return t(key("failed"), { file: refusal.fileName });
  }
}
