import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "../../../msw-server";
import { downloadFile } from "../../../../src/data/operations/download";
import { REVOKE_AFTER_MS, saveFile } from "../../../../src/data/operations/save-file";
import { isAbortError } from "../../../../src/data/operations/abort";
import { BASE, testClient } from "./test-client";

const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// A ZIP signature and a few bytes. They stay below 0x80: msw's XMLHttpRequest under jsdom passes a mocked
// body through text, which a browser never does; what is checked here is that the body comes back whole.
const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);

function serveFile(headers: Record<string, string>) {
  const asked: URL[] = [];
  server.use(
    http.get(`${BASE}/result`, ({ request }) => {
      asked.push(new URL(request.url));
      return new HttpResponse(bytes, { headers: { "content-type": xlsx, ...headers } });
    }),
  );
  return asked;
}

/** jsdom's Blob has neither arrayBuffer() nor text() (browsers have both); FileReader reads it. */
function read(blob: Blob, as: "bytes" | "text"): Promise<Uint8Array | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : String(reader.result));
    reader.onerror = () => reject(reader.error);
    if (as === "bytes") reader.readAsArrayBuffer(blob);
    else reader.readAsText(blob);
  });
}
const bytesOf = (blob: Blob) => read(blob, "bytes");

// http-error.ts reads a blob error body with Blob.prototype.text, which jsdom 26 lacks.
const hadText = "text" in Blob.prototype;
beforeAll(() => {
  if (hadText) return;
  Object.defineProperty(Blob.prototype, "text", {
    configurable: true,
    value(this: Blob) {
      return read(this, "text");
    },
  });
});
afterAll(() => {
  if (!hadText) Reflect.deleteProperty(Blob.prototype, "text");
});

describe("downloadFile", () => {
  it("answers the body as a blob, named by Content-Disposition's filename* first", async () => {
    const asked = serveFile({
      "content-disposition": `attachment; filename="Resultado.xlsx"; filename*=UTF-8''Resultado%20EDB%20%E2%80%93%20maio.xlsx`,
    });
    const file = await downloadFile(testClient(), "/result", {
      fallbackName: "result.xlsx",
      params: { run: 12 },
    });

    expect(file.fileName).toBe("Resultado EDB – maio.xlsx");
    expect(file.blob).toBeInstanceOf(Blob);
    expect(file.blob.type).toBe(xlsx);
    expect(await bytesOf(file.blob)).toEqual(bytes);
    expect(asked[0].searchParams.get("run")).toBe("12");
  });

  it("takes the quoted filename when there is no filename*", async () => {
    serveFile({ "content-disposition": 'attachment; filename="capability result.xlsx"' });
    const file = await downloadFile(testClient(), "/result", { fallbackName: "result.xlsx" });
    expect(file.fileName).toBe("capability result.xlsx");
  });

  it("uses the caller's fallback name when the server gives none", async () => {
    serveFile({});
    const file = await downloadFile(testClient(), "/result", { fallbackName: "result.xlsx" });
    expect(file.fileName).toBe("result.xlsx");
    expect(await bytesOf(file.blob)).toEqual(bytes);
  });

  it("rejects with the server's message read out of the blob error body", async () => {
    server.use(
      http.get(`${BASE}/result`, () =>
        HttpResponse.json({ message: "The table is empty. Download is not possible." }, { status: 404 }),
      ),
    );
    await expect(downloadFile(testClient(), "/result", { fallbackName: "result.xlsx" })).rejects.toEqual({
      message: "The table is empty. Download is not possible.",
      statusCode: 404,
    });
  });

  it("rejects with the abort when cancelled", async () => {
    serveFile({});
    const controller = new AbortController();
    controller.abort();
    const error = await downloadFile(testClient(), "/result", {
      fallbackName: "result.xlsx",
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });
});

describe("saveFile", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("clicks a hidden download anchor on an object URL, removes it, and revokes the URL later", () => {
    vi.useFakeTimers();
    const blob = new Blob([bytes], { type: xlsx });
    const created: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    URL.createObjectURL = (object: Blob | MediaSource) => {
      created.push(object as Blob);
      return "blob:http://localhost:3000/file-1";
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    saveFile({ blob, fileName: "Resultado EDB.xlsx" });

    expect(created).toEqual([blob]);
    expect(clicks).toEqual([
      { href: "blob:http://localhost:3000/file-1", download: "Resultado EDB.xlsx", attached: true },
    ]);
    expect(document.querySelectorAll("a[download]")).toHaveLength(0);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual(["blob:http://localhost:3000/file-1"]);
  });
});
