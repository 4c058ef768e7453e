import type { AxiosInstance, AxiosProgressEvent } from "axios";
import { abortable } from "./abort";

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when the browser knows. */
  total: number | null;
  /** loaded / total, from 0 to 1, when the total is known. */
  fraction: number | null;
}

export interface UploadOptions {
  /** The form field that carries the file (default "file"). */
  fieldName?: string;
  /** The file name sent with the part; a File's own name by default. */
  fileName?: string;
  /** Other form fields sent beside the file. */
  fields?: Readonly<Record<string, string | Blob>>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function progressOf(event: AxiosProgressEvent): UploadProgress {
  const total = event.total && event.total > 0 ? event.total : null;
  return { loaded: event.loaded, total, fraction: total === null ? null : Math.min(1, event.loaded / total) };
}

/**
 * Sends one file as multipart/form-data (SPEC §5: one file at a time) and answers the server's body.
 * No content type is set: the browser writes multipart with its boundary (DESIGN §6).
 */
export async function uploadFile(
  client: AxiosInstance,
  url: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<unknown> {
  const { fieldName = "file", fileName, fields = {}, onProgress, signal } = options;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const name = fileName ?? (file instanceof File ? file.name : "upload");
  form.append(fieldName, file, name);
  const response = await abortable(signal, () =>
    client.post<unknown>(url, form, {
      signal,
      onUploadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
    }),
  );
  return response.data;
}
