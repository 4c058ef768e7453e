/**
 * The slice of Microsoft Graph the demo identity's sign-in uses: the signed-in account's groups through
 * transitiveMemberOf, paged with @odata.nextLink as Graph pages (DESIGN §5). Only with the demo identity.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { GraphDirectoryObject, GraphPage } from "../../api/contract";
import { graphMemberOfPath } from "../../api/contract";
import { findDemoAccount, parseDemoGraphToken } from "../../domain/demo-accounts";
import { demoGroupId } from "../group-ids";
import type { HandlerContext } from "./context";
import { bearer } from "./session-token";
import { toId } from "./values";

const GRAPH_PAGE_SIZE = 2;
const GRAPH_MAX_PAGE_SIZE = 999;

const graphError = (status: number, code: string, message: string): Response =>
  HttpResponse.json({ error: { code, message } }, { status });

export function graphHandlers(graphUrl: string, { pause }: HandlerContext): RequestHandler[] {
  return [
    http.get(`${graphUrl}${graphMemberOfPath}`, async ({ request }) => {
      await pause();
      const token = bearer(request);
      if (!token) return graphError(401, "InvalidAuthenticationToken", "Access token is empty.");
      const account = findDemoAccount(parseDemoGraphToken(token));
      if (!account) return graphError(401, "InvalidAuthenticationToken", "Access token validation failure.");

      const url = new URL(request.url);
      const params = url.searchParams;
      const withCount = params.get("$count")?.toLowerCase() === "true";
      if (withCount && request.headers.get("consistencylevel")?.toLowerCase() !== "eventual") {
        return graphError(400, "Request_BadRequest", "$count is not currently supported.");
      }
      const top = toId(params.get("$top") ?? "");
      const pageSize = top === undefined || top === 0 ? GRAPH_PAGE_SIZE : Math.min(top, GRAPH_MAX_PAGE_SIZE);
      const offset = toId(params.get("$skiptoken") ?? "") ?? 0;

      const groups: GraphDirectoryObject[] = account.groups.map((displayName) => ({
        "@odata.type": "#microsoft.graph.group",
        id: demoGroupId(displayName),
        displayName,
      }));
      const page: GraphPage = { value: groups.slice(offset, offset + pageSize) };
      if (withCount) page["@odata.count"] = groups.length;
      if (offset + pageSize < groups.length) {
        // Graph writes its $-options unencoded; every other option of the request is kept.
        const kept = [...params.entries()].filter(([key]) => key !== "$skiptoken");
        const query = [...kept, ["$skiptoken", String(offset + pageSize)]]
          .map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`)
          .join("&");
        page["@odata.nextLink"] = `${url.origin}${url.pathname}?${query}`;
      }
      return HttpResponse.json(
        { "@odata.context": `${graphUrl}/$metadata#directoryObjects`, ...page },
        { headers: { "content-type": "application/json;odata.metadata=minimal" } },
      );
    }),
  ];
}
