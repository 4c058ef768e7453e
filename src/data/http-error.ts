import type { HttpError } from "@refinedev/core";
import { isAxiosError } from "axios";
import type { ConflictBody, ErrorBody } from "../api/contract";

/** SPEC §8: the status when the server never answered. */
export const NO_RESPONSE_STATUS = 555;
/** SPEC §8, to the letter (misspelling included): the message when the server gave none. */
export const COMMUNICATION_ERROR = "error comunication";

async function readBody(data: unknown): Promise<unknown> {
  // Download calls ask for blobs, so their error bodies arrive as blobs too.
  if (typeof Blob !== "undefined" && data instanceof Blob) {
    const text = await data.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return data;
}

/** The longest server message shown; longer ones are cut with an ellipsis. */
export const MESSAGE_MAX_LENGTH = 300;

/**
 * What of a server's message is shown: its first line, at most 300 characters. A server that answers with
 * its stack trace (json-server does on a bad query) must not fill the screen with it. Undefined when blank.
 */
export function shownMessage(text: string): string | undefined {
  const line = text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find(Boolean);
  if (!line) return undefined;
  return line.length > MESSAGE_MAX_LENGTH ? `${line.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : line;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim().startsWith("<") ? undefined : shownMessage(body);
  if (!body || typeof body !== "object") return undefined;
  const { message, error } = body as ErrorBody & { error?: unknown };
  // A list of messages (one per invalid field) is shown line by line, each line cut like a single message.
  if (Array.isArray(message))
    return (
      message
        .map((entry) => (typeof entry === "string" ? shownMessage(entry) : undefined))
        .filter(Boolean)
        .join("\n") || undefined
    );
  if (typeof message === "string" && message.trim()) return shownMessage(message);
  if (typeof error === "string" && error.trim()) return shownMessage(error);
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return shownMessage(error.message);
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): HttpError["errors"] {
  if (!body || typeof body !== "object" || !("errors" in body)) return undefined;
  const errors = (body as ErrorBody).errors;
  if (!errors || typeof errors !== "object") return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value : [String(value)]]),
  );
}

/**
 * Every failed call becomes Refine's HttpError (SPEC §8): the server's message, else 'error comunication';
 * the status, else 555; field errors kept for the form beside each field.
 */
export async function toHttpError(error: unknown, fallbackMessage: string = COMMUNICATION_ERROR): Promise<HttpError> {
  if (isAxiosError(error)) {
    const status = error.response?.status;
    const body = await readBody(error.response?.data);
    const mapped: HttpError = {
      message: messageOf(body) ?? fallbackMessage,
      statusCode: status ?? NO_RESPONSE_STATUS,
    };
    const errors = fieldErrorsOf(body);
    if (errors) mapped.errors = errors;
    // A 409 for a record changed since it was read says who changed it and when (api/contract.ts).
    if (status === 409 && body && typeof body === "object") {
      const { changedBy, changedAt } = body as ConflictBody;
      if (typeof changedAt === "string") mapped.changedAt = changedAt;
      if (typeof changedBy === "string") mapped.changedBy = changedBy;
    }
    return mapped;
  }
  if (isHttpError(error)) return error;
  return { message: fallbackMessage, statusCode: NO_RESPONSE_STATUS };
}

export function isHttpError(value: unknown): value is HttpError {
  return (
    !!value &&
    typeof value === "object" &&
    "statusCode" in value &&
    typeof (value as HttpError).statusCode === "number" &&
    "message" in value
  );
}
