import type { AxiosInstance } from "axios";
import { abortable } from "./abort";
import { fileNameFromContentDisposition } from "./content-disposition";

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadOptions {
  /** The name to use when the server gives none in Content-Disposition. */
  fallbackName: string;
  params?: Readonly<Record<string, string | number | boolean>>;
  signal?: AbortSignal;
}

/**
 * GETs a file as a blob, named as the server says (DESIGN §6). A cross-origin backend must list
 * Content-Disposition in Access-Control-Expose-Headers, or the browser hides it and the fallback is used.
 * An error answer arrives as a blob too; the client's error mapping reads it as text/JSON first.
 */
export async function downloadFile(
  client: AxiosInstance,
  url: string,
  { fallbackName, params, signal }: DownloadOptions,
): Promise<DownloadedFile> {
  const response = await abortable(signal, () =>
    client.get<Blob>(url, { params, responseType: "blob", signal }),
  );
  const header: unknown = response.headers["content-disposition"];
  const fileName = fileNameFromContentDisposition(typeof header === "string" ? header : null, fallbackName);
  return { blob: response.data, fileName };
}
