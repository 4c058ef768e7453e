import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import type { HttpError } from "@refinedev/core";
import {
  COMMUNICATION_ERROR,
  NO_RESPONSE_STATUS,
  isHttpError,
  toHttpError,
} from "../../../src/data/http-error";

// Browsers have Blob.prototype.text, which http-error.ts uses for blob error bodies; jsdom 26 lacks it.
const hadText = "text" in Blob.prototype;
beforeAll(() => {
  if (hadText) return;
  Object.defineProperty(Blob.prototype, "text", {
    configurable: true,
    value(this: Blob): Promise<string> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    },
  });
});
afterAll(() => {
  if (!hadText) Reflect.deleteProperty(Blob.prototype, "text");
});

const config = (): InternalAxiosRequestConfig => ({
  headers: new AxiosHeaders(),
  url: "/edb/edb-partner",
  method: "get",
});

function response(status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: String(status), headers: {}, config: config() };
}

/** A real AxiosError as axios raises it for an answered request. */
const answered = (status: number, data: unknown) =>
  new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_RESPONSE,
    config(),
    {},
    response(status, data),
  );

describe("constants", () => {
  it("follows SPEC §8 to the letter", () => {
    expect(NO_RESPONSE_STATUS).toBe(555);
    expect(COMMUNICATION_ERROR).toBe("error comunication");
  });
});

describe("toHttpError", () => {
  it("keeps the server's string message and the status", async () => {
    expect(await toHttpError(answered(404, { statusCode: 404, message: "Partner not found" }))).toEqual({
      message: "Partner not found",
      statusCode: 404,
    });
  });

  it("joins a string[] message line by line, dropping empty entries", async () => {
    const error = answered(400, { message: ["name should not be empty", "", "status must be A or I"] });
    expect(await toHttpError(error)).toEqual({
      message: "name should not be empty\nstatus must be A or I",
      statusCode: 400,
    });
  });

  it("falls back when the message list is empty", async () => {
    expect(await toHttpError(answered(400, { message: [] }))).toEqual({
      message: COMMUNICATION_ERROR,
      statusCode: 400,
    });
  });

  it("prefers message over a Nest-style error name", async () => {
    const error = answered(409, {
      statusCode: 409,
      message: "This partner already exists",
      error: "Conflict",
    });
    expect((await toHttpError(error)).message).toBe("This partner already exists");
  });

  it("uses a string error when there is no message", async () => {
    expect((await toHttpError(answered(400, { error: "Bad Request" }))).message).toBe("Bad Request");
  });

  it("reads a Graph-style {error:{message}} body", async () => {
    const error = answered(403, {
      error: { code: "Authorization_RequestDenied", message: "Insufficient privileges." },
    });
    expect(await toHttpError(error)).toEqual({ message: "Insufficient privileges.", statusCode: 403 });
  });

  it("uses a plain-text body as the message", async () => {
    expect(await toHttpError(answered(503, "  Service Unavailable \n"))).toEqual({
      message: "Service Unavailable",
      statusCode: 503,
    });
  });

  it("shows only the first line of a server's stack trace, cut to 300 characters", async () => {
    const trace = `SyntaxError: Invalid regular expression: /(/: Unterminated group\n    at new RegExp (<anonymous>)\n    at /app/node_modules/json-server/lib/server/router/plural.js:120:22`;
    expect(await toHttpError(answered(500, trace))).toEqual({
      message: "SyntaxError: Invalid regular expression: /(/: Unterminated group",
      statusCode: 500,
    });
    const long = await toHttpError(answered(500, { message: `${"x".repeat(400)}\nsecond line` }));
    expect(long.message).toBe(`${"x".repeat(299)}…`);
    expect(long.message).toHaveLength(300);
    const listed = await toHttpError(answered(400, { message: ["name is long\n at line 2", "status must be A or I"] }));
    expect(listed.message).toBe("name is long\nstatus must be A or I");
  });

  it("does not show an HTML error page as the message", async () => {
    const error = answered(502, "<html><body><h1>502 Bad Gateway</h1></body></html>");
    expect(await toHttpError(error)).toEqual({ message: COMMUNICATION_ERROR, statusCode: 502 });
  });

  it.each([
    ["an empty object", {}],
    ["a blank message", { message: "   " }],
    ["null", null],
    ["an empty string", ""],
    ["a number", 42],
  ])(
    "answers 'error comunication' and the status when the body has no message (%s)",
    async (_label, body) => {
      expect(await toHttpError(answered(500, body))).toEqual({
        message: "error comunication",
        statusCode: 500,
      });
    },
  );

  it("answers 555 'error comunication' when the server never answered", async () => {
    const network = new AxiosError("Network Error", AxiosError.ERR_NETWORK, config(), {});
    expect(await toHttpError(network)).toEqual({ message: "error comunication", statusCode: 555 });
  });

  it("answers 555 for a timeout", async () => {
    const timeout = new AxiosError("timeout of 1000ms exceeded", AxiosError.ECONNABORTED, config(), {});
    expect(await toHttpError(timeout)).toEqual({ message: "error comunication", statusCode: 555 });
  });

  it("uses the given fallback message instead of the default", async () => {
    const network = new AxiosError("Network Error", AxiosError.ERR_NETWORK, config(), {});
    expect(await toHttpError(network, "Erro de comunicação")).toEqual({
      message: "Erro de comunicação",
      statusCode: 555,
    });
    expect(await toHttpError(answered(500, {}), "Erro de comunicação")).toEqual({
      message: "Erro de comunicação",
      statusCode: 500,
    });
  });

  it("reads a JSON blob body (downloads ask for blobs)", async () => {
    const body = new Blob([JSON.stringify({ message: "The table is empty. Download is not possible." })], {
      type: "application/json",
    });
    expect(await toHttpError(answered(404, body))).toEqual({
      message: "The table is empty. Download is not possible.",
      statusCode: 404,
    });
  });

  it("reads a plain-text blob body", async () => {
    const body = new Blob(["File is locked"], { type: "text/plain" });
    expect(await toHttpError(answered(423, body))).toEqual({ message: "File is locked", statusCode: 423 });
  });

  it("falls back for an empty blob body", async () => {
    expect(await toHttpError(answered(500, new Blob([])))).toEqual({
      message: COMMUNICATION_ERROR,
      statusCode: 500,
    });
  });

  it("maps field errors to arrays, keeping arrays as they are", async () => {
    const error = answered(422, {
      message: "Validation failed",
      errors: { name: "Required", status: ["Only A - Active and I - Inactive", "Too long"] },
    });
    expect(await toHttpError(error)).toEqual({
      message: "Validation failed",
      statusCode: 422,
      errors: { name: ["Required"], status: ["Only A - Active and I - Inactive", "Too long"] },
    });
  });

  it("maps field errors from a blob body too", async () => {
    const body = new Blob([
      JSON.stringify({ message: "Invalid template", errors: { file: "Missing column SKU" } }),
    ]);
    expect(await toHttpError(answered(400, body))).toEqual({
      message: "Invalid template",
      statusCode: 400,
      errors: { file: ["Missing column SKU"] },
    });
  });

  it("adds no errors key when the body has none or they are not an object", async () => {
    expect(await toHttpError(answered(400, { message: "x" }))).not.toHaveProperty("errors");
    expect(await toHttpError(answered(400, { message: "x", errors: "nope" }))).not.toHaveProperty("errors");
    expect(await toHttpError(answered(400, { message: "x", errors: null }))).not.toHaveProperty("errors");
  });

  it("returns an HttpError it is given unchanged", async () => {
    const already: HttpError = { message: "Already mapped", statusCode: 418, errors: { a: ["b"] } };
    expect(await toHttpError(already)).toBe(already);
  });

  it.each([
    ["an Error", new Error("socket hang up")],
    ["a string", "boom"],
    ["undefined", undefined],
    ["an object with a string status", { message: "x", statusCode: "500" }],
  ])("answers 555 'error comunication' for anything else (%s)", async (_label, value) => {
    expect(await toHttpError(value)).toEqual({ message: "error comunication", statusCode: 555 });
  });
});

describe("isHttpError", () => {
  it("recognises objects with a numeric statusCode and a message", () => {
    expect(isHttpError({ message: "x", statusCode: 400 })).toBe(true);
    expect(isHttpError({ message: "x", statusCode: "400" })).toBe(false);
    expect(isHttpError({ statusCode: 400 })).toBe(false);
    expect(isHttpError(new Error("x"))).toBe(false);
    expect(isHttpError(null)).toBe(false);
    expect(isHttpError("x")).toBe(false);
  });
});
