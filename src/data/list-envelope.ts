import type { DataProvider } from "@refinedev/core";

/** The rows of a list answer: a bare array (simple-rest), or the array under `data` (SPEC §7). */
export function rowsOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body !== null && typeof body === "object" && Array.isArray((body as { data?: unknown }).data))
    return (body as { data: unknown[] }).data;
  return undefined;
}

/** The total an envelope states (`total`, as NestJS CRUD answers), when the header gave none. */
function totalOf(body: unknown, headerTotal: number | undefined, rows: unknown[]): number {
  if (typeof headerTotal === "number" && Number.isFinite(headerTotal) && headerTotal > 0) return headerTotal;
  const stated = body !== null && typeof body === "object" ? (body as { total?: unknown }).total : undefined;
  return typeof stated === "number" && Number.isFinite(stated) ? stated : rows.length;
}

/**
 * SPEC §7 words `GET /users-profile` as answering "data list of profiles", and the sign-in reads both a bare
 * array and `{ data: [...] }`. The list screens read through simple-rest, which takes the body as the rows:
 * an enveloped answer made Users Profile, Profile Resources and the permission matrix fail on an object.
 * Both shapes are read as rows here, for every list.
 */
export function withListEnvelope<Provider extends DataProvider>(provider: Provider): Provider {
  return {
    ...provider,
    getList: async (params) => {
      const result = await provider.getList(params);
      if (Array.isArray(result.data)) return result;
      const rows = rowsOf(result.data);
      if (!rows) return result;
      return { ...result, data: rows as typeof result.data, total: totalOf(result.data, result.total, rows) };
    },
    ...(provider.getMany && {
      getMany: async (params) => {
        const result = await provider.getMany!(params);
        const rows = Array.isArray(result.data) ? undefined : rowsOf(result.data);
        return rows ? { ...result, data: rows as typeof result.data } : result;
      },
    }),
  };
}
