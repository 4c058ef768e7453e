import { describe, expect, it } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { server } from "../../../msw-server";
import { uploadFile, type UploadProgress } from "../../../../src/data/operations/upload";
import { isAbortError } from "../../../../src/data/operations/abort";
import { BASE, testClient } from "./test-client";

const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface Received {
  contentType: string | null;
  authorization: string | null;
  fields: [string, string | { name: string; size: number; type: string; text: string }][];
}

/** Answers the upload with what the server received, parsed as multipart. */
function receiveUploads() {
  const received: Received[] = [];
  server.use(
    http.post(`${BASE}/files`, async ({ request }) => {
      const contentType = request.headers.get("content-type");
      const authorization = request.headers.get("authorization");
      const form = await request.formData();
      const fields: Received["fields"] = [];
      for (const [name, value] of form.entries()) {
        fields.push([
          name,
          typeof value === "string"
            ? value
            : { name: value.name, size: value.size, type: value.type, text: await value.text() },
        ]);
      }
      received.push({ contentType, authorization, fields });
      return HttpResponse.json({ id: 7, rows: 2 }, { status: 201 });
    }),
  );
  return received;
}

/**
 * The app's client, also keeping the FormData it is given: jsdom's XMLHttpRequest, through msw, loses the
 * part's file name on the way (a browser sends it), so the name is read from the form itself.
 */
function clientKeepingForms() {
  const client = testClient();
  const forms: FormData[] = [];
  client.interceptors.request.use((config) => {
    if (config.data instanceof FormData) forms.push(config.data);
    return config;
  });
  return { client, forms };
}

const partName = (form: FormData, field: string) => {
  const part = form.get(field);
  return part instanceof File ? part.name : null;
};

describe("uploadFile", () => {
  it("sends the one file as multipart/form-data with its fields and answers the server's body", async () => {
    const received = receiveUploads();
    const file = new File(["material,plant\nM-1,BR10\n"], "template.xlsx", { type: xlsx });

    const { client, forms } = clientKeepingForms();
    const body = await uploadFile(client, "/files", file, { fields: { module: "edb", note: "first" } });

    expect(body).toEqual({ id: 7, rows: 2 });
    expect(received).toHaveLength(1);
    expect(received[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0].authorization).toBe("Bearer token-1");
    expect(received[0].fields).toEqual([
      ["module", "edb"],
      ["note", "first"],
      ["file", expect.objectContaining({ size: file.size, type: xlsx, text: "material,plant\nM-1,BR10\n" })],
    ]);
    expect(partName(forms[0], "file")).toBe("template.xlsx");
  });

  it("names the part as told, under the field name told", async () => {
    const received = receiveUploads();
    const { client, forms } = clientKeepingForms();
    await uploadFile(client, "/files", new Blob(["x"]), { fieldName: "sheet", fileName: "result.xlsx" });
    expect(received[0].fields).toEqual([["sheet", expect.objectContaining({ size: 1, text: "x" })]]);
    expect(partName(forms[0], "sheet")).toBe("result.xlsx");
  });

  it("reports the upload's progress up to every byte sent", async () => {
    receiveUploads();
    const file = new File(["a".repeat(4096)], "big.xlsx", { type: xlsx });
    const progress: UploadProgress[] = [];
    await uploadFile(testClient(), "/files", file, { onProgress: (event) => progress.push(event) });

    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.total).toBeGreaterThan(file.size); // the multipart envelope around the file
    expect(last.loaded).toBe(last.total);
    expect(last.fraction).toBe(1);
    for (const event of progress) expect(event.fraction).toBe(event.loaded / event.total!);
  });

  it("rejects with the abort, not a server error, when cancelled while under way", async () => {
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post(`${BASE}/files`, async () => {
        reached();
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const upload = uploadFile(testClient(), "/files", new Blob(["x"]), { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    await arrived;
    controller.abort();
    const error = await upload;
    expect(isAbortError(error)).toBe(true);
  });

  it("sends nothing when cancelled before it starts", async () => {
    receiveUploads();
    const controller = new AbortController();
    controller.abort();
    const error = await uploadFile(testClient(), "/files", new Blob(["x"]), {
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });

  it("rejects with the server's message when the server refuses the file", async () => {
    server.use(
      http.post(`${BASE}/files`, () =>
        HttpResponse.json({ message: "Only Excel files are accepted." }, { status: 400 }),
      ),
    );
    await expect(uploadFile(testClient(), "/files", new Blob(["x"]))).rejects.toEqual({
      message: "Only Excel files are accepted.",
      statusCode: 400,
    });
  });
});
