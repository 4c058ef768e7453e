// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../../src/api/contract";
import {
  VIEW_FLAGS_INVALID,
  VIEW_NAME_INVALID,
  VIEW_NAME_TAKEN,
  VIEW_NOT_YOURS,
  VIEW_RESOURCE_REQUIRED,
  VIEW_STATE_INVALID,
  type SavedView,
} from "../../../../src/api/saved-views";
import { translateServerMessage } from "../../../../src/data/server-messages";
import { createI18nWithAllLanguages } from "../../../../src/i18n/all-languages";
import { body, db, demoUrls, login, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const LIST = "edb/lead-time-maintenance";

/** A call as one of the seeded users (users collection, src/demo/seed/auth.ts). */
async function as(username: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const token = await login(username, username, `${username.toLowerCase()}@scm-demo.com`);
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("authorization", `Bearer ${token}`);
  if (json !== undefined) headers.set("content-type", "application/json");
  return fetch(`${demoUrls.apiUrl}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
}

const save = async (username: string, fields: Record<string, unknown>) =>
  as(username, "/saved-views", { method: "POST", json: { resource: LIST, state: "pageSize=25", ...fields } });
const viewsOf = async (username: string, resource = LIST) =>
  body<SavedView[]>(await as(username, `/saved-views?resource=${encodeURIComponent(resource)}`));

// Seeded users: Mariana Costa and Fernanda Ribeiro are Supply Planners, Thiago Almeida a Viewer.
describe("saved views on the demo backend", () => {
  it("keeps a view per user, offers a shared one to the owner's profile only, and a private one to nobody else", async () => {
    const created = await save("MARIANA.COSTA", { name: "  Air from China ", shared: true, state: "?pageSize=25&filter.modal.eq=AIR" });
    expect(created.status).toBe(201);
    const shared = await body<SavedView>(created);
    expect(shared).toMatchObject({ name: "Air from China", state: "pageSize=25&filter.modal.eq=AIR", shared: true, isDefault: false, ownerName: "Mariana Costa", mine: true });
    expect((await save("MARIANA.COSTA", { name: "Only mine" })).status).toBe(201);

    expect((await viewsOf("MARIANA.COSTA")).map((view) => [view.name, view.mine])).toEqual([
      ["Air from China", true],
      ["Only mine", true],
    ]);
    expect((await viewsOf("FERNANDA.RIBEIRO")).map((view) => [view.name, view.mine, view.ownerName])).toEqual([
      ["Air from China", false, "Mariana Costa"],
    ]);
    expect(await viewsOf("THIAGO.ALMEIDA")).toEqual([]);
    // Another list's views are not this one's.
    expect(await viewsOf("MARIANA.COSTA", "edb/edb-partner")).toEqual([]);
    // A private view does not exist for anyone else; a shared one can be read by the profile.
    const privateId = db.list("saved-views").find((row) => row.name === "Only mine")!.id;
    expect((await as("FERNANDA.RIBEIRO", `/saved-views/${privateId}`)).status).toBe(404);
    expect((await as("FERNANDA.RIBEIRO", `/saved-views/${shared.id}`)).status).toBe(200);
  });

  it("lets only the owner rename, overwrite, share or delete a view (403 with a message for anyone else)", async () => {
    const view = await body<SavedView>(await save("MARIANA.COSTA", { name: "Sea", shared: true }));
    for (const init of [
      { method: "PATCH", json: { name: "Mine now" } },
      { method: "PATCH", json: { state: "pageSize=50" } },
      { method: "DELETE" },
    ]) {
      const refused = await as("FERNANDA.RIBEIRO", `/saved-views/${view.id}`, init);
      expect(refused.status).toBe(403);
      expect(await body<ErrorBody>(refused)).toMatchObject({ message: VIEW_NOT_YOURS });
    }
    expect(db.get("saved-views", view.id)).toMatchObject({ name: "Sea", state: "pageSize=25" });

    const renamed = await as("MARIANA.COSTA", `/saved-views/${view.id}`, { method: "PATCH", json: { name: "Sea freight", state: "pageSize=50", shared: false } });
    expect(await body<SavedView>(renamed)).toMatchObject({ name: "Sea freight", state: "pageSize=50", shared: false });
    expect(await viewsOf("FERNANDA.RIBEIRO")).toEqual([]);
    expect((await as("MARIANA.COSTA", `/saved-views/${view.id}`, { method: "DELETE" })).status).toBe(200);
    expect(db.list("saved-views")).toEqual([]);
    expect((await as("MARIANA.COSTA", `/saved-views/${view.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("never lets the generic CRUD handler serve a view, not even to an administrator", async () => {
    const view = await body<SavedView>(await save("MARIANA.COSTA", { name: "Sea", shared: true }));
    const put = await as("LUCAS.MARTINS", `/saved-views/${view.id}`, { method: "PUT", json: { name: "Taken over", resource: LIST, state: "" } });
    expect([put.status, (await body<ErrorBody>(put)).message]).toEqual([403, VIEW_NOT_YOURS]);
    for (const [method, path] of [["DELETE", "/saved-views"], ["PATCH", "/saved-views"], ["GET", `/saved-views/${view.id}/owner`]]) {
      expect((await as("LUCAS.MARTINS", path!, { method })).status).toBe(404);
    }
    expect(db.get("saved-views", view.id)).toMatchObject({ name: "Sea" });
    const ownPut = await as("MARIANA.COSTA", `/saved-views/${view.id}`, { method: "PUT", json: { name: "Sea, all" } });
    expect(await body<SavedView>(ownPut)).toMatchObject({ name: "Sea, all", shared: true });
  });

  it("keeps one default per person and list", async () => {
    const first = await body<SavedView>(await save("MARIANA.COSTA", { name: "First", isDefault: true }));
    const second = await body<SavedView>(await save("MARIANA.COSTA", { name: "Second", isDefault: true }));
    // Someone else's default of the same list is theirs.
    await save("FERNANDA.RIBEIRO", { name: "Hers", isDefault: true });
    const defaults = async (username: string) =>
      (await viewsOf(username)).filter((view) => view.isDefault).map((view) => view.name);
    expect(await defaults("MARIANA.COSTA")).toEqual(["Second"]);
    await as("MARIANA.COSTA", `/saved-views/${first.id}`, { method: "PATCH", json: { isDefault: true } });
    expect(await defaults("MARIANA.COSTA")).toEqual(["First"]);
    await as("MARIANA.COSTA", `/saved-views/${first.id}`, { method: "PATCH", json: { isDefault: false } });
    expect(await defaults("MARIANA.COSTA")).toEqual([]);
    expect(await defaults("FERNANDA.RIBEIRO")).toEqual(["Hers"]);
    expect(second.isDefault).toBe(true);
  });

  it("checks what it is given and who asks", async () => {
    await save("MARIANA.COSTA", { name: "Taken" });
    const refusals: [Response, number, string][] = [
      [await save("MARIANA.COSTA", { name: "taken" }), 409, VIEW_NAME_TAKEN],
      [await save("MARIANA.COSTA", { name: "   " }), 400, VIEW_NAME_INVALID],
      [await save("MARIANA.COSTA", { name: "x".repeat(61) }), 400, VIEW_NAME_INVALID],
      [await save("MARIANA.COSTA", { name: "Long", state: "q=".padEnd(2001, "a") }), 400, VIEW_STATE_INVALID],
      [await save("MARIANA.COSTA", { name: "Flags", shared: "yes" }), 400, VIEW_FLAGS_INVALID],
      [await as("MARIANA.COSTA", "/saved-views"), 400, VIEW_RESOURCE_REQUIRED],
      // A list the caller may not open: neither its views nor a new one.
      [await as("THIAGO.ALMEIDA", "/saved-views?resource=users-profile"), 403, "You do not have permission for this action."],
      [await as("THIAGO.ALMEIDA", "/saved-views", { method: "POST", json: { resource: "users-profile", name: "Admins", state: "" } }), 403, "You do not have permission for this action."],
    ];
    for (const [response, status, message] of refusals) {
      expect([response.status, (await body<ErrorBody>(response)).message]).toEqual([status, message]);
    }
    // The same name is fine for someone else, or on another list.
    expect((await save("FERNANDA.RIBEIRO", { name: "Taken" })).status).toBe(201);
    expect((await as("MARIANA.COSTA", "/saved-views", { method: "POST", json: { resource: "edb/edb-partner", name: "Taken", state: "" } })).status).toBe(201);
    expect((await fetch(`${demoUrls.apiUrl}/saved-views?resource=${LIST}`)).status).toBe(401);
  });

  it("answers messages the app translates", () => {
    const pt = createI18nWithAllLanguages("pt-BR");
    const en = createI18nWithAllLanguages("en-US");
    for (const message of [VIEW_RESOURCE_REQUIRED, VIEW_NAME_INVALID, VIEW_NAME_TAKEN, VIEW_STATE_INVALID, VIEW_FLAGS_INVALID, VIEW_NOT_YOURS]) {
      expect(translateServerMessage(message, (key, values) => en.t(key, values))).toBe(message);
      expect(translateServerMessage(message, (key, values) => pt.t(key, values))).not.toBe(message);
    }
  });
});
