import { screen, waitFor } from "@testing-library/react";
import { sessionStore } from "../../src/auth/session-store";
import { db, demoUrls } from "../msw-server";
import { signInAs } from "../render-with-refine";

const FORBIDDEN = "You do not have permission for this action.";

/** A request fired as from the browser's console, with the signed-in person's own token. */
async function fire(method: string, path: string, body?: unknown) {
  const response = await fetch(`${demoUrls.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${sessionStore.accessToken()}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the demo backend enforces each profile's policy, as a real backend must", () => {
  it.each(["viewer", "planner"])("refuses the %s's writes and secret reads from the console with 403", async (account) => {
    const { unmount } = await signInAs(account);
    const parameter = db.get("parameter-system", 1);
    expect(await fire("PATCH", "/parameter-system/1", { value: "999" })).toEqual({
      status: 403,
      body: { message: FORBIDDEN, statusCode: 403 },
    });
    expect(db.get("parameter-system", 1)).toEqual(parameter);

    // A profile that makes everyone admin at their next sign-in.
    const profiles = db.list("users-profile").length;
    const escalation = await fire("POST", "/users-profile", {
      name: "Everyone",
      idmGroup: "All Employees",
      isadmin: true,
      accessLevel: 0,
    });
    expect(escalation.status).toBe(403);
    expect(db.list("users-profile")).toHaveLength(profiles);

    expect((await fire("GET", "/sap-impersonate-users/1")).status).toBe(403);
    expect((await fire("GET", "/sap-impersonate-users")).status).toBe(403);
    // Nor may they give themselves the administrators' profile.
    const me = db.list("users").find((user) => user.userName === account.toUpperCase())!;
    const admins = db.list("users-profile").find((profile) => profile.isadmin === true)!;
    expect((await fire("PATCH", `/users/${me.id}`, { profileId: admins.id })).status).toBe(403);
    expect(db.get("users", me.id)?.profileId).toBe(me.profileId);
    unmount();
  });

  it("lets the planner do what its profile allows: edit a transit time", async () => {
    await signInAs("planner");
    const saved = await fire("PATCH", "/edb/edb-transit-time/1", { transitTime: 9 });
    expect(saved.status).toBe(200);
    expect(db.get("edb/edb-transit-time", 1)?.transitTime).toBe(9);
  });

  it("shows the refusal on screen, translated, and keeps what was typed, when the policy changed meanwhile", async () => {
    const { user } = await signInAs("planner", "/edb/edb-transit-time/edit/1", "pt-BR");
    const days = (await screen.findByLabelText(/^Tempo de trânsito/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(days.value).toBe(String(db.get("edb/edb-transit-time", 1)?.transitTime)));
    // An administrator takes the planners' update right away while the page is open.
    const planners = db.list("users-profile").find((profile) => profile.name === "Supply Planner")!;
    const grant = db
      .list("user-profile-resource")
      .find((row) => row.profileId === planners.id && row.resource === "edb/edb-transit-time")!;
    await db.write((tx) => tx.update("user-profile-resource", grant.id, { update: false }));
    const before = db.get("edb/edb-transit-time", 1)?.transitTime;
    await user.clear(days);
    await user.type(days, "33");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Você não tem permissão para esta ação.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(db.get("edb/edb-transit-time", 1)?.transitTime).toBe(before);
    expect(days.value).toBe("33");
  });
});
