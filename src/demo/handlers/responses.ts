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

/** A list computed by the server, paged, sorted and filtered by the request's simple-rest query. */
export function listAnswer<T extends object>(rows: readonly T[], request: Request, options?: ListQueryOptions<T>): Response {
  const { rows: page, total } = applyListQuery(rows, new URL(request.url).searchParams, options);
  return HttpResponse.json(page, {
    headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count, Content-Disposition" },
  });
}
