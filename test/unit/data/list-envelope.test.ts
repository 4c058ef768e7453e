import { describe, expect, it } from "vitest";
import type { DataProvider } from "@refinedev/core";
import { withListEnvelope } from "../../../src/data/list-envelope";

/** A provider whose answers are as simple-rest makes them of the body and X-Total-Count given. */
const answering = (body: unknown, headerTotal?: number) =>
  withListEnvelope({
    getList: async () => ({ data: body, total: headerTotal ?? (body as { length?: number }).length }),
    getMany: async () => ({ data: body }),
  } as unknown as DataProvider);

const list = (provider: DataProvider) => provider.getList({ resource: "users-profile" });

describe("withListEnvelope", () => {
  it("reads rows under data as the rows, with the header's total, the envelope's, or their count", async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(await list(answering({ data: rows }, 40))).toEqual({ data: rows, total: 40 });
    expect(await list(answering({ data: rows, total: 57 }))).toEqual({ data: rows, total: 57 });
    expect(await list(answering({ data: rows }))).toEqual({ data: rows, total: 2 });
    expect((await answering({ data: rows }).getMany!({ resource: "users-profile", ids: [1, 2] })).data).toEqual(rows);
  });

  it("leaves a bare array, and a body with no rows, as simple-rest read them", async () => {
    expect(await list(answering([{ id: 3 }], 9))).toEqual({ data: [{ id: 3 }], total: 9 });
    expect(await list(answering({ message: "x" }))).toEqual({ data: { message: "x" }, total: undefined });
  });
});
