import { describe, expect, it } from "vitest";
import type { DataProvider, GetListParams } from "@refinedev/core";
import { literalPattern, withLiteralContains } from "../../../src/data/literal-contains";

function recordingProvider() {
  const asked: GetListParams[] = [];
  const provider = {
    getList: async (params: GetListParams) => {
      asked.push(params);
      return { data: [], total: 0 };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

describe("literalPattern", () => {
  it("escapes every character a regular expression gives a meaning to", () => {
    const typed = "a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o";
    const pattern = new RegExp(literalPattern(typed));
    expect(pattern.test(`x${typed}y`)).toBe(true);
    expect(new RegExp(literalPattern("a.c")).test("abc")).toBe(false);
  });
});

describe("withLiteralContains", () => {
  it("sends a contains filter's text escaped, nested ones too, and leaves other operators as typed", async () => {
    const { provider, asked } = recordingProvider();
    await withLiteralContains(provider).getList({
      resource: "edb/country-list",
      filters: [
        { field: "country", operator: "contains", value: "Bra(zil" },
        { field: "code", operator: "eq", value: "B.R" },
        { operator: "or", value: [{ field: "name", operator: "contains", value: "[x]" }] },
      ],
    });
    expect(asked[0].filters).toEqual([
      { field: "country", operator: "contains", value: "Bra\\(zil" },
      { field: "code", operator: "eq", value: "B.R" },
      { operator: "or", value: [{ field: "name", operator: "contains", value: "\\[x\\]" }] },
    ]);
  });
});
