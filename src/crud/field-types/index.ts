import type { FieldDefinition, FieldType } from "../../registry/fields";
import type { FieldTypeModule } from "./field-type";
import { booleanType } from "./boolean";
import { dateOnlyType, dateTimeType } from "./date";
import { durationDaysType } from "./duration-days";
import { emailType } from "./email";
import { enumType } from "./enum";
import { fileSizeType } from "./file-size";
import { linkType } from "./link";
import { multilineType } from "./multiline";
import { numberType } from "./number";
import { referenceType } from "./reference";
import { secretType } from "./secret";
import { statusType } from "./status";
import { textType } from "./text";
import { timeType } from "./time";

/** Every field type of the generic pages, by name: the one place a type is found (DESIGN §2). */
export const fieldTypes: Record<FieldType, FieldTypeModule> = {
  text: textType,
  multiline: multilineType,
  email: emailType,
  number: numberType,
  boolean: booleanType,
  date: dateOnlyType,
  datetime: dateTimeType,
  time: timeType,
  enum: enumType,
  secret: secretType,
  reference: referenceType,
  status: statusType,
  link: linkType,
  "file-size": fileSizeType,
  "duration-days": durationDaysType,
};

export const fieldTypeOf = (field: FieldDefinition): FieldTypeModule => fieldTypes[field.type];
