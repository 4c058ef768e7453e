/**
 * A module's template uploads (DESIGN §9.2 Upload of template): the file is checked again here, against the
 * module's configurable template, as a real backend must (the browser's check only spares a round trip);
 * its lines are kept for the simulations, and its history lists what was uploaded, by whom and when. A file
 * downloaded again is rebuilt from the stored lines: the demo keeps no file bytes in its database.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { Id } from "../../api/contract";
import {
  PLANNING_MODULES,
  planningEndpoints,
  type PlanningTemplate,
  type TemplateLine,
  type UploadLines,
  type UploadRecord,
} from "../../api/planning";
import { linesOfSheet } from "../../domain/template-lines";
import { validateSheet } from "../../domain/template-model";
import { PLANNING_KEY_HEADERS } from "../planning/calculation";
import { planningModules, type PlanningModuleSetup } from "../planning/modules";
import { templateOf, uploadLinesOf } from "../planning/planning-store";
import { writeSheetSomewhere } from "../planning/write-sheet-somewhere";
import { applyListQuery } from "../query";
import type { Row } from "../store/snapshot";
import type { HandlerContext } from "./context";
import { error } from "./responses";
import { userOf } from "./session-token";
import { planningAccess } from "./planning-access";
import { transact } from "./transact";
import { toId } from "./values";

/** The largest file the demo takes, whatever the parameter says: its lines live in the browser's storage. */
const DEMO_MAX_BYTES = 25 * 1024 * 1024;

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const isUpload = (row: Row): row is Row & UploadRecord =>
  typeof row.filename === "string" && typeof row.updateDate === "string";

export function planningUploadHandlers(context: HandlerContext): RequestHandler[] {
  const { db, now, pause } = context;
  const { url, refusal } = planningAccess(context);

  const uploadsOf = (module: PlanningModuleSetup): UploadRecord[] =>
    db
      .list(module.uploadsCollection, module.namespace)
      .filter(isUpload)
      .map(({ id, filename, size, rows, updateDate, username }) => ({ id, filename, size, rows, updateDate, username }));

  return PLANNING_MODULES.flatMap((name) => {
    const module = planningModules[name];
    const readers = [module.screens.upload, module.screens.availability, module.screens.sync];
    const findUpload = (id: Id | undefined) => uploadsOf(module).find((upload) => upload.id === id);
    return [
      http.get(url(module, planningEndpoints.template), async ({ request }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const template = templateOf(db, module);
        if (!template) return error(404, "The module has no configurable template.");
        return HttpResponse.json<PlanningTemplate>({ ...template, keyHeaders: [...PLANNING_KEY_HEADERS[module.module]] });
      }),
      http.get(url(module, planningEndpoints.uploads), async ({ request }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const params = new URL(request.url).searchParams;
        // Newest first unless the list asks for another order.
        if (!params.has("_sort")) {
          params.set("_sort", "updateDate");
          params.set("_order", "desc");
        }
        const { rows, total } = applyListQuery(uploadsOf(module), params);
        return HttpResponse.json(rows, {
          headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count" },
        });
      }),
      http.post(url(module, planningEndpoints.uploads), async ({ request }) => {
        await pause();
        const refused = await refusal(request, [module.screens.upload], "create");
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
        const template = templateOf(db, module);
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
          return error(422, `The file does not match the template ${template.name}: ${problems.length} problem(s).`);
        const { headers, lines } = linesOfSheet(rows, template.columns);
        const username = (userOf(request) ?? "").toUpperCase();
        return transact(context, (tx) => {
          const upload = tx.insert(
            module.uploadsCollection,
            { filename, size: file.size, rows: lines.length, updateDate: now().toISOString(), username },
            module.namespace,
          );
          tx.insert(module.uploadLinesCollection, { uploadId: upload.id, headers, lines }, module.namespace);
          return HttpResponse.json(upload, { status: 201 });
        });
      }),
      http.get(url(module, `${planningEndpoints.uploads}/:id/lines`), async ({ request, params }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const upload = findUpload(toId(params.id));
        const lines = upload ? uploadLinesOf(db, module, upload.id) : null;
        if (!upload || !lines) return error(404, "Record not found.");
        return HttpResponse.json<UploadLines>({ upload, keyHeaders: [...PLANNING_KEY_HEADERS[module.module]], lines });
      }),
      http.get(url(module, `${planningEndpoints.uploads}/:id/file`), async ({ request, params }) => {
        await pause();
        const refused = await refusal(request, readers, "list");
        if (refused) return refused;
        const upload = findUpload(toId(params.id));
        const stored = upload
          ? db.list(module.uploadLinesCollection, module.namespace).find((row) => row.uploadId === upload.id)
          : undefined;
        if (!upload || !stored || !Array.isArray(stored.lines)) return error(404, "Record not found.");
        const headers = Array.isArray(stored.headers) ? stored.headers.map(String) : [];
        const lines = stored.lines as TemplateLine[];
        const file = await writeSheetSomewhere(headers, lines.map((line) => headers.map((header) => line[header] ?? null)), "Template");
        return new HttpResponse(file, {
          headers: {
            "content-type": XLSX_TYPE,
            "content-disposition": `attachment; filename="${upload.filename.replace(/"/g, "")}"`,
            "Access-Control-Expose-Headers": "Content-Disposition",
          },
        });
      }),
    ];
  });
}
