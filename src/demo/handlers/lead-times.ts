/**
 * Lead time maintenance's own calls (DESIGN §9.4): the transit time a vendor and modal take, for the form to
 * show the total while it is typed, and the "Lead time upload" template, whose lines become lead times. The
 * list, get and save of lead times are the generic CRUD handler's, with the rules of rules/lead-times.ts.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import { LEAD_TIME_TRANSIT_PATH, LEAD_TIME_UPLOAD_PATH, type LeadTimeTransit } from "../../api/contract";
import type { TemplateLine } from "../../api/planning";
import {
  LEAD_TIME,
  LEAD_TIME_KEY_HEADERS,
  LEAD_TIME_TEMPLATE_NAME,
  LEAD_TIME_UPLOAD_COLUMNS,
  leadTimeOfLine,
  TRANSIT_TIME,
  transitFor,
  transitProblemText,
} from "../../domain/lead-time";
import { parseColumns } from "../../domain/template-model";
import { checkWrite } from "../rules";
import type { DemoWriter } from "../store";
import type { HandlerContext } from "./context";
import { planningAccess } from "./planning-access";
import { error } from "./responses";
import type { UploadTarget } from "./template-uploads";

/** At most this many refused lines are named in the answer; the count says how many there were. */
const NAMED_LINES = 20;

export function leadTimeUploadTarget(context: HandlerContext): UploadTarget {
  return {
    base: `${context.apiUrl}${LEAD_TIME_UPLOAD_PATH}`,
    namespace: "api",
    template: (db) => {
      const row = db.list("edb/configurable-template").find((candidate) => candidate.name === LEAD_TIME_TEMPLATE_NAME);
      return row ? { name: LEAD_TIME_TEMPLATE_NAME, columns: parseColumns(row.columns) } : null;
    },
    keyHeaders: LEAD_TIME_KEY_HEADERS,
    uploadsCollection: "edb/lead-time-uploads",
    uploadLinesCollection: "edb/lead-time-upload-lines",
    readers: [LEAD_TIME],
    writer: LEAD_TIME,
    apply: (tx, lines, user, sheetRows) => applyLines(tx, lines, user, context.now(), sheetRows),
  };
}

/**
 * Each line creates the lead time of its vendor, material, plant and modal, or updates it; the same rules as
 * a form's save run on each. One refused line refuses the whole file: nothing is half uploaded.
 */
function applyLines(
  tx: DemoWriter,
  lines: readonly TemplateLine[],
  user: string,
  now: Date,
  sheetRows: readonly number[],
): Response | null {
  const key = (row: Record<string, unknown>) =>
    ["vendor", "material", "plant", "modal"].map((field) => String(row[field] ?? "").trim().toUpperCase()).join("\u0000");
  const check = (line: TemplateLine) => {
    const values = leadTimeOfLine(line);
    const existing = tx.list(LEAD_TIME).find((row) => key(row) === key(values));
    const checked = checkWrite(LEAD_TIME, values, { existing, rows: tx.list(LEAD_TIME), now, user, lookup: (collection) => tx.list(collection) });
    return { existing, checked };
  };
  // Every line is checked before any is written: a refused file leaves the lead times as they were.
  const problems = lines.flatMap((line, index) => {
    const { checked } = check(line);
    if (checked.ok) return [];
    // The sheet's line number, as the planner sees it in Excel (the header is line 1, blank lines count),
    // and the column of the first field refused: "Choose one of the options." alone fits three columns.
    const excelLine = (sheetRows[index] ?? index + 1) + 1;
    const [field, messages] = Object.entries(checked.errors ?? {})[0] ?? [];
    const column = LEAD_TIME_UPLOAD_COLUMNS.find((candidate) => candidate.field === field)?.header;
    return [`Line ${excelLine}${column ? ` (${column})` : ""}: ${messages?.[0] ?? checked.message}`];
  });
  if (problems.length > 0) {
    const named = problems.slice(0, NAMED_LINES);
    const more = problems.length - named.length;
    // A list of messages, one per line: the app shows a string's first line only (a stack trace must not
    // fill the screen), and a list line by line (src/data/http-error.ts).
    return error(422, [
      `${problems.length} line(s) of the file were refused; nothing was uploaded.`,
      ...named,
      ...(more > 0 ? [`And ${more} more.`] : []),
    ]);
  }
  for (const line of lines) {
    const { existing, checked } = check(line);
    if (!checked.ok) continue;
    if (existing) tx.update(LEAD_TIME, existing.id, checked.values);
    else tx.insert(LEAD_TIME, checked.values);
  }
  return null;
}

export function leadTimeHandlers(context: HandlerContext): RequestHandler[] {
  const { db, pause } = context;
  const { refusal } = planningAccess(context);
  return [
    http.get(`${context.apiUrl}${LEAD_TIME_TRANSIT_PATH}`, async ({ request }) => {
      await pause();
      const refused = await refusal(request, [LEAD_TIME], "list");
      if (refused) return refused;
      const params = new URL(request.url).searchParams;
      const vendor = params.get("vendor") ?? "";
      const modal = (params.get("modal") ?? "").toUpperCase();
      const transit = transitFor(db.list(TRANSIT_TIME), vendor, modal);
      if (!transit.found) return error(404, transitProblemText(transit.problem));
      return HttpResponse.json<LeadTimeTransit>({
        vendor,
        modal,
        countryCode: transit.countryCode,
        country: transit.country,
        transitTime: transit.transitTime,
      });
    }),
  ];
}
