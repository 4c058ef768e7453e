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
  /**
   * The page's language, sent as Accept-Language for a file the server writes for people to read (headers,
   * words). A CORS-safelisted header: no preflight. The browser's own would follow its settings, not the app's.
   */
  language?: string;
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
  { fallbackName, params, language, signal }: DownloadOptions,
): Promise<DownloadedFile> {
  const headers = language ? { "Accept-Language": language } : undefined;
  const response = await abortable(signal, () =>
    client.get<Blob>(url, { params, headers, responseType: "blob", signal }),
  );
  const header: unknown = response.headers["content-disposition"];
  const fileName = fileNameFromContentDisposition(typeof header === "string" ? header : null, fallbackName);
  return { blob: response.data, fileName };
}
