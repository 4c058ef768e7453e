/** The template upload calls (src/api/planning.ts planningEndpoints) below a target's base path. */
import type { AxiosInstance } from "axios";
import { planningEndpoints, type PlanningTemplate, type UploadLines, type UploadRecord } from "../../api/planning";
import { parseColumns, type TemplateColumn } from "../../domain/template-model";
import { downloadFile } from "../../data/operations/download";
import { uploadFile, type UploadOptions } from "../../data/operations/upload";

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A page of a list, with the total from x-total-count (SPEC §7). */
export async function fetchPage<T>(
  client: AxiosInstance,
  path: string,
  page: { start: number; end: number; params?: Record<string, string> },
): Promise<Page<T>> {
  const response = await client.get<unknown>(path, { params: { _start: page.start, _end: page.end, ...page.params } });
  const rows = Array.isArray(response.data) ? (response.data as T[]) : [];
  const total = Number(response.headers["x-total-count"]);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export async function fetchTemplate(
  client: AxiosInstance,
  basePath: string,
): Promise<Omit<PlanningTemplate, "columns"> & { columns: TemplateColumn[] }> {
  const { data } = await client.get<PlanningTemplate>(`${basePath}${planningEndpoints.template}`);
  return { ...data, columns: parseColumns(data.columns) };
}

export const fetchUploads = (client: AxiosInstance, basePath: string, start: number, end: number) =>
  fetchPage<UploadRecord>(client, `${basePath}${planningEndpoints.uploads}`, { start, end });

export const downloadUpload = (client: AxiosInstance, basePath: string, upload: UploadRecord) =>
  downloadFile(client, `${basePath}${planningEndpoints.uploadFile(upload.id)}`, { fallbackName: upload.filename });

export async function fetchUploadLines(client: AxiosInstance, basePath: string, id: number): Promise<UploadLines> {
  const { data } = await client.get<UploadLines>(`${basePath}${planningEndpoints.uploadLines(id)}`);
  return data;
}

/** POST {base}/uploads: the file, and its name as a field of its own (see the README's endpoint list). */
export const sendTemplate = (client: AxiosInstance, basePath: string, file: File, options: UploadOptions = {}) =>
  uploadFile(client, `${basePath}${planningEndpoints.uploads}`, file, {
    ...options,
    fields: { filename: file.name, ...options.fields },
  }) as Promise<UploadRecord>;
