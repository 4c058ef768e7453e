/**
 * Template uploads (DESIGN §9.1, §9.2 Upload of template): the planning modules' and lead time's. The file is
 * checked again here, against the target's configurable template, as a real backend must (the browser's
 * check only spares a round trip); its lines are kept (the simulations read them; lead time writes them into
 * its rows), and its history lists what was uploaded, by whom and when. A file downloaded again is rebuilt
 * from the stored lines: the demo keeps no file bytes in its database.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { Id } from "../../api/contract";
import {
  PLANNING_MODULES,
  planningBasePath,
  planningEndpoints,
  type PlanningTemplate,
  type TemplateLine,
  type UploadLines,
  type UploadRecord,
} from "../../api/planning";
import { linesOfSheet } from "../../domain/template-lines";
import { validateSheet, type TemplateColumn } from "../../domain/template-model";
import { PLANNING_KEY_HEADERS } from "../planning/calculation";
import { planningModules } from "../planning/modules";
import { templateOf, uploadLinesOf } from "../planning/planning-store";
import { writeSheetSomewhere } from "../planning/write-sheet-somewhere";
import { applyListQuery } from "../query";
import type { DemoReader, DemoWriter } from "../store";
import type { Namespace, Row } from "../store/snapshot";
import type { HandlerContext } from "./context";
import { attachment, error } from "./responses";
import { userOf } from "./session-token";
import { planningAccess } from "./planning-access";
import { transact } from "./transact";
import { toId } from "./values";

/** Where one kind of template upload lives and what guards it. */
export interface UploadTarget {
  /** The backend URL and base path its calls (planningEndpoints' template and uploads) hang below. */
  base: string;
  namespace: Namespace;
  template: (db: DemoReader) => { name: string; columns: TemplateColumn[] } | null;
  /** The headers that identify a line, for the comparison with the previous upload. */
  keyHeaders: readonly string[];
  uploadsCollection: string;
  uploadLinesCollection: string;
  /** Screens whose list permission reads the template and history; the one whose create permission uploads. */
  readers: readonly string[];
  writer: string;
  /** What the lines change beyond being kept, in the upload's transaction; a Response refuses the upload. */
  /** `sheetRows`: each line's row in the sheet (0-based, the header is row 0), for messages that name it. */
  apply?: (tx: DemoWriter, lines: readonly TemplateLine[], user: string, sheetRows: readonly number[]) => Response | null;
}

/** The planning modules' targets: what their simulations read (DESIGN §9.2). */
export function planningUploadTargets(context: HandlerContext): UploadTarget[] {
  const { baseOf } = planningAccess(context);
  return PLANNING_MODULES.map((name) => {
    const module = planningModules[name];
    return {
      base: `${baseOf(module)}${planningBasePath[module.module]}`,
      namespace: module.namespace,
      template: (db) => templateOf(db, module),
      keyHeaders: PLANNING_KEY_HEADERS[module.module],
      uploadsCollection: module.uploadsCollection,
      uploadLinesCollection: module.uploadLinesCollection,
      readers: [module.screens.upload, module.screens.availability, module.screens.sync],
      writer: module.screens.upload,
    };
  });
}

/** The largest file the demo takes, whatever the parameter says: its lines live in the browser's storage. */
const DEMO_MAX_BYTES = 25 * 1024 * 1024;

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const isUpload = (row: Row): row is Row & UploadRecord =>
  typeof row.filename === "string" && typeof row.updateDate === "string";

export function templateUploadHandlers(context: HandlerContext, targets: readonly UploadTarget[]): RequestHandler[] {
  const { db, now, pause } = context;
  const { refusal } = planningAccess(context);

  const uploadsOf = (target: UploadTarget): UploadRecord[] =>
    db
      .list(target.uploadsCollection, target.namespace)
      .filter(isUpload)
      .map(({ id, filename, size, rows, updateDate, username }) => ({ id, filename, size, rows, updateDate, username }));

  return targets.flatMap((target) => {
    const { readers } = target;
    const url = (endpoint: string) => `${target.base}${endpoint}`;
    const findUpload = (id: Id | undefined) => uploadsOf(target).find((upload) => upload.id === id);
    return [
      http.get(url(planningEndpoints.template), async ({ request }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const template = target.template(db);
        if (!template) return error(404, "The module has no configurable template.");
        return HttpResponse.json<PlanningTemplate>({ ...template, keyHeaders: [...target.keyHeaders] });
      }),
      http.get(url(planningEndpoints.uploads), async ({ request }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const params = new URL(request.url).searchParams;
        // Newest first unless the list asks for another order.
        if (!params.has("_sort")) {
          params.set("_sort", "updateDate");
          params.set("_order", "desc");
        }
        const { rows, total } = applyListQuery(uploadsOf(target), params);
        return HttpResponse.json(rows, {
          headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count" },
        });
      }),
      http.post(url(planningEndpoints.uploads), async ({ request }) => {
        await pause();
        const refused = await refusal(request, [target.writer], "create");
        if (refused) return refused;
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return error(400, "Send the file as multipart/form-data.");
        }
        const files = form.getAll("file").filter((part): part is File => typeof part !== "string");
        if (files.length !== 1) return error(400, "Send exactly one file.");
        const file = files[0]!;
        // The app sends the name beside the file too: some clients' multipart loses the part's file name.
        const named = form.get("filename");
        const filename = typeof named === "string" && named.trim() !== "" ? named.trim() : file.name;
        if (!filename.toLowerCase().endsWith(".xlsx")) return error(400, "Only .xlsx files are accepted.");
        if (file.size > DEMO_MAX_BYTES) return error(413, "The file is too large.");
        const template = target.template(db);
        if (!template) return error(409, "The module has no configurable template.");
        let rows: unknown[][];
        try {
          // Loaded on the first upload, not with the demo backend: start-up stays as light as it was (DESIGN §9.6).
          const { readSheet } = await import("read-excel-file/web-worker");
          rows = (await readSheet(await file.arrayBuffer())) as unknown[][];
        } catch {
          return error(400, "The file is not an Excel workbook.");
        }
        const problems = validateSheet(template, rows);
        if (problems.length > 0)
          return error(
            422,
            `The file does not match the template ${template.name}: ${problems.length} problem${problems.length === 1 ? "" : "s"}.`,
          );
        const { headers, lines, rows: sheetRows } = linesOfSheet(rows, template.columns);
        const username = (userOf(request) ?? "").toUpperCase();
        return transact(context, (tx) => {
          const refusedLines = target.apply?.(tx, lines, userOf(request) ?? "", sheetRows);
          if (refusedLines) return refusedLines;
          const upload = tx.insert(
            target.uploadsCollection,
            { filename, size: file.size, rows: lines.length, updateDate: now().toISOString(), username },
            target.namespace,
          );
          tx.insert(target.uploadLinesCollection, { uploadId: upload.id, headers, lines }, target.namespace);
          return HttpResponse.json(upload, { status: 201 });
        });
      }),
      http.get(url(`${planningEndpoints.uploads}/:id/lines`), async ({ request, params }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const upload = findUpload(toId(params.id));
        const lines = upload ? uploadLinesOf(db, target, upload.id) : null;
        if (!upload || !lines) return error(404, "Record not found.");
        return HttpResponse.json<UploadLines>({ upload, keyHeaders: [...target.keyHeaders], lines });
      }),
      http.get(url(`${planningEndpoints.uploads}/:id/file`), async ({ request, params }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const upload = findUpload(toId(params.id));
        const stored = upload
          ? db.list(target.uploadLinesCollection, target.namespace).find((row) => row.uploadId === upload.id)
          : undefined;
        if (!upload || !stored || !Array.isArray(stored.lines)) return error(404, "Record not found.");
        const headers = Array.isArray(stored.headers) ? stored.headers.map(String) : [];
        const lines = stored.lines as TemplateLine[];
        const file = await writeSheetSomewhere(headers, lines.map((line) => headers.map((header) => line[header] ?? null)), "Template");
        return new HttpResponse(file, {
          headers: {
            "content-type": XLSX_TYPE,
            "content-disposition": attachment(upload.filename),
            "Access-Control-Expose-Headers": "Content-Disposition",
          },
        });
      }),
    ];
  });
}
