import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "./http-error";
import { FILTER_HAS_FORBIDDEN_WORDS, NOT_ALLOWED_WORD } from "../domain/forbidden-words";
import { ATA_BEFORE_PICKUP, ETA_BEFORE_PICKUP, FIELD_OF_ANOTHER_SCREEN, NEGATIVE_QTY } from "../domain/priority-shipments";
import {
  LEAD_TIME_TOO_LONG,
  MODAL_WITHOUT_TRANSIT,
  MRP_CONTROLLER_CODE,
  TOTAL_LEAD_TIME_TOO_LONG,
  VENDOR_WITHOUT_TRANSIT,
} from "../domain/lead-time";
import {
  VIEW_FLAGS_INVALID,
  VIEW_NAME_INVALID,
  VIEW_NAME_TAKEN,
  VIEW_NOT_YOURS,
  VIEW_RESOURCE_REQUIRED,
  VIEW_STATE_INVALID,
} from "../api/saved-views";
import { PROFILE_HAS_USERS, PROFILE_NAME_CHARACTERS } from "../domain/policy-subject";
import { LOCKED_COLUMNS_CHANGED } from "../domain/template-messages";
import type { Translate } from "../i18n/translate";

/**
 * The backend answers in English. Every message it is known to send has a translation key, so toasts and
 * field errors follow the page's language; SPEC §5 and §8 give several of the texts (pt-BR included).
 */
const exact: Readonly<Record<string, string>> = {
  // Records and requests
  "Page not found.": "notFound.title",
  "Record not found.": "serverMessages.recordNotFound",
  // Uploads of templates (src/demo/handlers/template-uploads.ts)
  "The module has no configurable template.": "serverMessages.noTemplate",
  "The file is too large.": "serverMessages.fileTooLarge",
  "The file is not an Excel workbook.": "serverMessages.notAWorkbook",
  "Send the file as multipart/form-data.": "serverMessages.sendMultipart",
  "Send exactly one file.": "serverMessages.sendOneFile",
  "Only .xlsx files are accepted.": "serverMessages.onlyXlsx",
  "The request body must be a JSON object.": "serverMessages.bodyNotObject",
  [LOCKED_COLUMNS_CHANGED]: "serverMessages.lockedColumns",
  "Session expired. Sign in again.": "serverMessages.sessionExpired",
  "You do not have permission for this action.": "serverMessages.forbidden",
  "This record was changed after you opened it.": "serverMessages.changedSince",
  "error comunication": "errors.communication",
  "Injected failure": "serverMessages.injectedFailure",
  "The change could not be saved; nothing was changed.": "serverMessages.demoWriteFailed",
  // Sign-in and notices
  "username is required": "serverMessages.usernameRequired",
  "userId must be a number": "serverMessages.userIdNumber",
  "notificationId and userId are required": "serverMessages.notificationAndUserRequired",
  "Notification not found.": "serverMessages.notificationNotFound",
  // Identity provider graph
  "Access token is empty.": "serverMessages.graphTokenEmpty",
  "Access token validation failure.": "serverMessages.graphTokenInvalid",
  "$count is not currently supported.": "serverMessages.graphCountUnsupported",
  // Duplicates
  "This parameter already exists": "serverMessages.parameterExists",
  "This partner already exists": "serverMessages.partnerExists",
  "This profile already exists": "serverMessages.profileExists",
  "This user already exists": "serverMessages.userExists",
  "This profile already has this resource": "serverMessages.profileResourceExists",
  "This robot is already scheduled at this time": "serverMessages.scheduleExists",
  "This configuration already exists": "serverMessages.configurationExists",
  "This MRP controller already has this product": "serverMessages.mrpControllerProductExists",
  "This vendor already has a transit time for this modal and country": "serverMessages.transitTimeExists",
  "This country already exists": "serverMessages.countryExists",
  "This material already exists in this plant": "serverMessages.materialPlantExists",
  // Field checks
  "This field is required.": "validation.required",
  "Only A - Active and I - Inactive": "serverMessages.partnerStatus",
  "Choose one of the options.": "validation.option",
  "Enter a valid email address.": "validation.email",
  "Enter a whole number.": "validation.integer",
  "Type the value again: a secret is never shown.": "serverMessages.secretRetype",
  "Enter a time as HH:mm.": "validation.time",
  "Enter the SAP vendor number (digits only).": "validation.vendor",
  "Enter the two-letter country code.": "serverMessages.countryCode",
  "Enter the three-letter country code.": "serverMessages.countryCode3",
  "Enter the two-letter code of an existing country.": "serverMessages.unknownCountry",
  "Enter a list of clauses.": "serverMessages.clauseList",
  "A template needs at least one column, each with a header.": "serverMessages.templateColumns",
  "Enter the columns.": "serverMessages.enterColumns",
  [ATA_BEFORE_PICKUP]: "serverMessages.ataBeforePickup",
  [ETA_BEFORE_PICKUP]: "serverMessages.etaBeforePickup",
  [NEGATIVE_QTY]: "serverMessages.negativeQty",
  [FIELD_OF_ANOTHER_SCREEN]: "serverMessages.fieldOfAnotherScreen",
  [LEAD_TIME_TOO_LONG]: "serverMessages.leadTimeTooLong",
  [TOTAL_LEAD_TIME_TOO_LONG]: "serverMessages.totalLeadTimeTooLong",
  [VENDOR_WITHOUT_TRANSIT]: "serverMessages.vendorWithoutTransit",
  [MRP_CONTROLLER_CODE]: "validation.code3",
  [PROFILE_NAME_CHARACTERS]: "validation.profileName",
  [PROFILE_HAS_USERS]: "serverMessages.profileHasUsers",
  [MODAL_WITHOUT_TRANSIT]: "serverMessages.modalWithoutTransit",
  "This vendor already has a lead time for this material, plant and modal": "serverMessages.leadTimeExists",
  // Saved views (src/api/saved-views.ts)
  [VIEW_RESOURCE_REQUIRED]: "serverMessages.viewResourceRequired",
  [VIEW_NAME_INVALID]: "serverMessages.viewNameInvalid",
  [VIEW_NAME_TAKEN]: "serverMessages.viewNameTaken",
  [VIEW_STATE_INVALID]: "serverMessages.viewStateInvalid",
  [VIEW_FLAGS_INVALID]: "serverMessages.viewFlagsInvalid",
  [VIEW_NOT_YOURS]: "serverMessages.viewNotYours",
  // Robot process statuses (SPEC §8)
  "Success.": "status.success",
  "Waiting: Processing in progress": "status.waiting",
  "Error in the update process, check the Logs.": "status.error",
  "The table is empty. Download is not possible.": "status.empty",
  "There is no record of a processed file.": "status.noProcessedFile",
  "No data to display": "status.noData",
};

interface Pattern {
  match: RegExp;
  key: string;
  /** The interpolation values, from the groups the pattern captured. */
  values: (groups: string[]) => Record<string, unknown>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const prefixed = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}(.+)$`, "s");

/** Messages with a variable part: the fixed text is translated, the variable part kept as the server wrote it. */
const patterns: readonly Pattern[] = [
  // SPEC §5's forbidden-word texts keep the words found.
  {
    match: prefixed(NOT_ALLOWED_WORD),
    key: "capabilityRules.notAllowedWord",
    values: ([word]) => ({ word }),
  },
  {
    match: prefixed(FILTER_HAS_FORBIDDEN_WORDS),
    key: "capabilityRules.forbiddenWords",
    values: ([words]) => ({ words }),
  },
  {
    match: prefixed("Invalid search pattern: "),
    key: "serverMessages.invalidSearchPattern",
    values: ([pattern]) => ({ pattern }),
  },
  {
    match: /^This record was changed by (.+) after you opened it\.$/,
    key: "serverMessages.changedBy",
    values: ([user]) => ({ user }),
  },
  { match: /^Required: (.+)$/s, key: "serverMessages.requiredFields", values: ([fields]) => ({ fields }) },
  {
    match: /^The file does not match the template (.+): (\d+) problems?\.$/,
    key: "serverMessages.fileNotTemplate",
    values: ([template, count]) => ({ template, count: Number(count) }),
  },
  { match: /^(\S+) must be a list$/, key: "serverMessages.mustBeList", values: ([field]) => ({ field }) },
  {
    match: /^Enter a number from (-?[\d.]+) to (-?[\d.]+)\.$/,
    key: "serverMessages.numberRange",
    values: ([min, max]) => ({ min, max }),
  },
  {
    match: /^Enter (\d+) capital letters or digits\.$/,
    key: "serverMessages.code",
    values: ([length]) => ({ length }),
  },
  {
    match: /^(\d+) line\(s\) of the file were refused; nothing was uploaded\.$/,
    key: "serverMessages.linesRefused",
    values: ([count]) => ({ count: Number(count) }),
  },
  { match: /^Choose one of: (.+)\.$/s, key: "validation.optionOf", values: ([options]) => ({ options }) },
  { match: /^And (\d+) more\.$/, key: "serverMessages.andMore", values: ([count]) => ({ count: Number(count) }) },
  {
    match: /^Enter at most (\d+) characters?\.$/,
    key: "validation.maxLength",
    values: ([count]) => ({ count: Number(count) }),
  },
];

/** A problem of one line of an uploaded file: the line number kept, the problem itself translated. */
const LINE_PROBLEM = /^Line (\d+)(?: \((.+?)\))?: (.+)$/s;

function translateLine(line: string, t: Translate): string {
  const key = Object.hasOwn(exact, line) ? exact[line] : undefined;
  if (key) return t(key);
  const lineProblem = LINE_PROBLEM.exec(line);
  if (lineProblem) {
    const [, line, column, message] = lineProblem;
    const translated = translateLine(message!, t);
    return column
      ? t("serverMessages.lineProblemInColumn", { line, column, message: translated })
      : t("serverMessages.lineProblem", { line, message: translated });
  }
  for (const { match, key: patternKey, values } of patterns) {
    const found = match.exec(line);
    if (found) return t(patternKey, values(found.slice(1)));
  }
  return line;
}

/**
 * A message from the backend in the page's language. Unknown messages are returned as the server wrote
 * them; a message of several lines (the server's list of messages) is translated line by line. Pure.
 */
export function translateServerMessage(message: string, t: Translate): string {
  if (!message) return message;
  const whole = translateLine(message, t);
  if (whole !== message || !message.includes("\n")) return whole;
  return message
    .split("\n")
    .map((line) => translateLine(line, t))
    .join("\n");
}

/** translateServerMessage bound to the page's language, for messages shown beside a field. */
export function useServerMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback((message: string) => translateServerMessage(message, t), [t]);
}

/** An error of the app's own that says what to show by translation key (a job followed too long). */
const messageKeyOf = (error: unknown): string | undefined =>
  error instanceof Error && "messageKey" in error && typeof error.messageKey === "string" ? error.messageKey : undefined;

/**
 * What a failed call says on screen: the server's message in the page's language, the app's own words for
 * an error that carries them, else SPEC §8's text.
 */
/**
 * A message as a clause of a sentence of ours ("… could not be loaded: {{reason}}. Retry now"): its own
 * final full stop left out, since some reasons end with one ("Session expired.") and others do not
 * (SPEC §8's "error comunication").
 */
export const asClause = (message: string): string => message.replace(/\s*\.+\s*$/, "");

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  return useCallback(
    (error: unknown) => {
      if (isHttpError(error)) return serverMessage(error.message);
      const key = messageKeyOf(error);
      return key ? t(key) : t("errors.communication");
    },
    [serverMessage, t],
  );
}
