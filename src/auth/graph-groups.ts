import { graphMemberOfPath, type GraphPage } from "../api/contract";

export type GraphPageFetcher = (url: string, headers: Record<string, string>) => Promise<GraphPage>;

/** Guards against a provider that keeps answering with a next link. */
const MAX_PAGES = 200;
/**
 * The most directory objects Graph gives in one page. Without $top it gives 100 (the demo backend 2), and each
 * further page is one more round trip before the profile can be chosen (DESIGN §4: three round trips).
 */
const GRAPH_PAGE_SIZE = 999;

/**
 * Every group the signed-in user belongs to, directly or through nesting: me/transitiveMemberOf with
 * $count, which Graph accepts only with ConsistencyLevel: eventual on every page, following @odata.nextLink
 * (Graph may still answer fewer than $top a page).
 */
export async function fetchGroupNames(graphUrl: string, fetchPage: GraphPageFetcher): Promise<string[]> {
  const headers = { ConsistencyLevel: "eventual" };
  const names: string[] = [];
  let next: string | undefined = `${graphUrl}${graphMemberOfPath}?$count=true&$select=id,displayName&$top=${GRAPH_PAGE_SIZE}`;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const body: GraphPage = await fetchPage(next, headers);
    for (const item of body.value ?? []) {
      if (item.displayName) names.push(item.displayName);
    }
    next = body["@odata.nextLink"];
  }
  return names;
}
