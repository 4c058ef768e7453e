import type { FieldTypeModule } from "./field-type";
import { textInput, textLike } from "./text";

/** Long text: a text area in forms, the whole width of detail pages, line breaks kept. */
export const multilineType: FieldTypeModule = { ...textLike, Input: textInput({ multiline: true }) };
