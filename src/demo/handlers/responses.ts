/** The error bodies the demo backend answers, in the contract's shape (SPEC §7, §8). */
import { HttpResponse } from "msw";
import type { ErrorBody } from "../../api/contract";
import { applyListQuery, type ListQueryOptions } from "../query";

// Typed as plain Response so one resolver can answer either an error body or its success body.
export const error = (status: number, message: string | string[]): Response =>
  HttpResponse.json<ErrorBody>({ message, statusCode: status }, { status });

export const notFoundPage = () => error(404, "Page not found.");

export const notFoundRecord = () => error(404, "Record not found.");

export const notAnObject = () => error(400, "The request body must be a JSON object.");

/** A write a rule refused, with the field errors the form shows beside its fields. */
export const rejected = (outcome: { status: number; message: string; errors?: Record<string, string[]> }): Response =>
  HttpResponse.json<ErrorBody>(
    { message: outcome.message, statusCode: outcome.status, errors: outcome.errors },
    { status: outcome.status },
  );

/**
 * The Content-Disposition of a file to save under `name` (RFC 6266): `filename*` carries the name as typed,
 * UTF-8 percent-encoded, since a header value holds bytes, not text (a name with "–" or "’" made the browser
 * refuse the whole response); `filename` an ASCII stand-in for clients that read nothing else. A plain ASCII name needs only `filename`.
 */
export function attachment(name: string): string {
  const fallback = name.replace(/["\\]/g, "").replace(/[^\x20-\x7e]/g, "_");
  if (fallback === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A list computed by the server, paged, sorted and filtered by the request's simple-rest query. */
export function listAnswer<T extends object>(rows: readonly T[], request: Request, options?: ListQueryOptions<T>): Response {
  const { rows: page, total } = applyListQuery(rows, new URL(request.url).searchParams, options);
  return HttpResponse.json(page, {
    headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count, Content-Disposition" },
  });
}
