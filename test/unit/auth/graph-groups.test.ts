import { describe, expect, it } from "vitest";
import type { GraphPage } from "../../../src/api/contract";
import { fetchGroupNames, type GraphPageFetcher } from "../../../src/auth/graph-groups";

const GRAPH = "https://graph.example.com/v1.0";
const FIRST = `${GRAPH}/me/transitiveMemberOf?$count=true&$select=id,displayName&$top=999`;
const PAGE2 = `${GRAPH}/me/transitiveMemberOf?$count=true&$select=id,displayName&$skiptoken=two`;
const PAGE3 = `${GRAPH}/me/transitiveMemberOf?$count=true&$select=id,displayName&$skiptoken=three`;

interface Recorded {
  url: string;
  headers: Record<string, string>;
}

/** A Graph that answers only the URLs it knows and records every call. */
function fakeGraph(pages: Record<string, GraphPage>) {
  const calls: Recorded[] = [];
  const fetchPage: GraphPageFetcher = async (url, headers) => {
    calls.push({ url, headers: { ...headers } });
    const page = pages[url];
    if (!page) throw new Error(`unexpected Graph URL ${url}`);
    return page;
  };
  return { calls, fetchPage };
}

const threePages: Record<string, GraphPage> = {
  [FIRST]: {
    "@odata.count": 6,
    "@odata.nextLink": PAGE2,
    value: [
      { "@odata.type": "#microsoft.graph.group", id: "g1", displayName: "All Employees" },
      { "@odata.type": "#microsoft.graph.directoryRole", id: "r1", displayName: null },
    ],
  },
  [PAGE2]: {
    "@odata.nextLink": PAGE3,
    value: [
      { id: "g2", displayName: "SCM Planners" },
      { id: "g3", displayName: "" },
    ],
  },
  [PAGE3]: {
    value: [
      { id: "g4", displayName: "SCM Viewers" },
      { id: "g5", displayName: "VPN Users" },
    ],
  },
};

describe("fetchGroupNames", () => {
  it("follows @odata.nextLink across three pages and collects the display names in order", async () => {
    const graph = fakeGraph(threePages);
    const names = await fetchGroupNames(GRAPH, graph.fetchPage);
    expect(names).toEqual(["All Employees", "SCM Planners", "SCM Viewers", "VPN Users"]);
    expect(graph.calls.map((call) => call.url)).toEqual([FIRST, PAGE2, PAGE3]);
  });

  it("asks for transitiveMemberOf with $count=true and Graph's largest page on the first URL", async () => {
    const graph = fakeGraph(threePages);
    await fetchGroupNames(GRAPH, graph.fetchPage);
    const first = new URL(graph.calls[0].url);
    expect(first.origin + first.pathname).toBe(`${GRAPH}/me/transitiveMemberOf`);
    expect(first.searchParams.get("$count")).toBe("true");
    expect(first.searchParams.get("$select")).toBe("id,displayName");
    // 999 a page, not Graph's 100: a person in a few hundred groups needs one round trip, not several.
    expect(first.searchParams.get("$top")).toBe("999");
  });

  it("sends ConsistencyLevel: eventual on every page", async () => {
    const graph = fakeGraph(threePages);
    await fetchGroupNames(GRAPH, graph.fetchPage);
    expect(graph.calls).toHaveLength(3);
    for (const call of graph.calls) expect(call.headers).toEqual({ ConsistencyLevel: "eventual" });
  });

  it("skips items whose displayName is null or empty", async () => {
    const graph = fakeGraph(threePages);
    const names = await fetchGroupNames(GRAPH, graph.fetchPage);
    expect(names).not.toContain("");
    expect(names).toHaveLength(4);
  });

  it("stops at the first page without a nextLink", async () => {
    const graph = fakeGraph({
      [FIRST]: { value: [{ id: "g1", displayName: "Only Group" }] },
      // Present but never linked to: must not be fetched.
      [PAGE2]: { value: [{ id: "g2", displayName: "Ghost" }] },
    });
    expect(await fetchGroupNames(GRAPH, graph.fetchPage)).toEqual(["Only Group"]);
    expect(graph.calls).toHaveLength(1);
  });

  it("tolerates a page without a value list", async () => {
    const graph = fakeGraph({
      [FIRST]: { "@odata.nextLink": PAGE2 } as unknown as GraphPage,
      [PAGE2]: { value: [{ id: "g2", displayName: "Second" }] },
    });
    expect(await fetchGroupNames(GRAPH, graph.fetchPage)).toEqual(["Second"]);
  });

  it("returns an empty list for a user in no group", async () => {
    const graph = fakeGraph({ [FIRST]: { "@odata.count": 0, value: [] } });
    expect(await fetchGroupNames(GRAPH, graph.fetchPage)).toEqual([]);
  });

  it("gives up after 200 pages when the provider keeps answering with a next link", async () => {
    let calls = 0;
    const endless: GraphPageFetcher = async () => {
      calls += 1;
      return {
        "@odata.nextLink": `${GRAPH}/next?page=${calls + 1}`,
        value: [{ id: `g${calls}`, displayName: `G${calls}` }],
      };
    };
    const names = await fetchGroupNames(GRAPH, endless);
    expect(calls).toBe(200);
    expect(names).toHaveLength(200);
    expect(names[199]).toBe("G200");
  });

  it("propagates a failing page", async () => {
    const graph = fakeGraph({ [FIRST]: { "@odata.nextLink": PAGE2, value: [] } });
    await expect(fetchGroupNames(GRAPH, graph.fetchPage)).rejects.toThrow(`unexpected Graph URL ${PAGE2}`);
  });
});
