// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { GraphPage } from "../../../../src/api/contract";
import { demoGraphToken } from "../../../../src/domain/demo-accounts";
import { body, demoUrls, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const { graphUrl } = demoUrls;

describe("Graph transitiveMemberOf", () => {
  const memberOf = `${graphUrl}/me/transitiveMemberOf`;
  const graphHeaders = (key: string) => ({
    authorization: `Bearer ${demoGraphToken(key)}`,
    ConsistencyLevel: "eventual",
  });

  it("answers 401 without a token and for an unknown account", async () => {
    const anonymous = await fetch(`${memberOf}?$count=true`, { headers: { ConsistencyLevel: "eventual" } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: "InvalidAuthenticationToken", message: "Access token is empty." },
    });
    const unknown = await fetch(memberOf, { headers: { authorization: "Bearer demo-graph.ghost" } });
    expect(unknown.status).toBe(401);
  });

  it("requires ConsistencyLevel: eventual with $count", async () => {
    const response = await fetch(`${memberOf}?$count=true`, {
      headers: { authorization: `Bearer ${demoGraphToken("admin")}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "Request_BadRequest", message: "$count is not currently supported." },
    });
  });

  it("pages through the planner's groups with @odata.nextLink", async () => {
    const first = await body<GraphPage>(
      await fetch(`${memberOf}?$count=true`, { headers: graphHeaders("planner") }),
    );
    expect(first["@odata.count"]).toBe(5);
    expect(first.value).toEqual([
      {
        "@odata.type": "#microsoft.graph.group",
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        displayName: "All Employees",
      },
      {
        "@odata.type": "#microsoft.graph.group",
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        displayName: "SCM Planners",
      },
    ]);
    expect(first["@odata.nextLink"]).toBe(`${memberOf}?$count=true&$skiptoken=2`);

    const names: (string | null)[] = [];
    let next: string | undefined = `${memberOf}?$count=true`;
    let pages = 0;
    while (next) {
      const page: GraphPage = await body<GraphPage>(await fetch(next, { headers: graphHeaders("planner") }));
      names.push(...page.value.map((group) => group.displayName));
      next = page["@odata.nextLink"];
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(names).toEqual([
      "All Employees",
      "SCM Planners",
      "VPN Users",
      "SCM Viewers",
      "Supply Chain Brazil",
    ]);
  });

  it("honours $top, keeps it in the next link, and leaves the count out without $count", async () => {
    const page = await body<GraphPage>(
      await fetch(`${memberOf}?$top=3`, { headers: graphHeaders("planner") }),
    );
    expect(page.value.map((group) => group.displayName)).toEqual([
      "All Employees",
      "SCM Planners",
      "VPN Users",
    ]);
    expect(page["@odata.count"]).toBeUndefined();
    expect(page["@odata.nextLink"]).toBe(`${memberOf}?$top=3&$skiptoken=3`);

    const single = await body<GraphPage>(
      await fetch(`${memberOf}?$count=true&$top=10`, { headers: graphHeaders("viewer") }),
    );
    expect(single.value.map((group) => group.displayName)).toEqual(["SCM Viewers", "All Employees"]);
    expect(single["@odata.nextLink"]).toBeUndefined();
  });
});
