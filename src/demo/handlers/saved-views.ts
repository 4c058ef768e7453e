/**
 * Saved views (src/api/saved-views.ts): each person's named list states, kept per user, and offered to
 * everyone with the owner's profile when shared. As a real backend must, it decides from the session who is
 * asking: only the owner changes a view, and only someone who may list a resource sees or saves its views.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { Id } from "../../api/contract";
import {
  SAVED_VIEWS_PATH,
  VIEW_FLAGS_INVALID,
  VIEW_NAME_INVALID,
  VIEW_NAME_MAX_LENGTH,
  VIEW_NAME_TAKEN,
  VIEW_NOT_YOURS,
  VIEW_RESOURCE_REQUIRED,
  VIEW_STATE_INVALID,
  VIEW_STATE_MAX_LENGTH,
  type SavedView,
} from "../../api/saved-views";
import { callerOf, FORBIDDEN, mayDo, userRowOf, type Caller } from "../access";
import type { DemoReader, DemoWriter, Row } from "../store";
import type { HandlerContext } from "./context";
import { readObject } from "./requests";
import { error, notAnObject, notFoundPage, notFoundRecord, rejected } from "./responses";
import { unauthenticated, userOf } from "./session-token";
import { transact } from "./transact";
import { present, toId } from "./values";

const COLLECTION = "saved-views";

interface Person {
  id: Id;
  name: string;
  profileId: Id | null;
  caller: Caller;
}

/** The signed-in person behind a request, with their policy; null when they have no users row or profile. */
function personOf(db: DemoReader, request: Request): Person | null {
  const login = userOf(request);
  const caller = callerOf(db, login);
  const user = userRowOf(db, login);
  if (!caller || !user) return null;
  return {
    id: user.id,
    name: typeof user.name === "string" && user.name !== "" ? user.name : String(user.userName),
    profileId: toId(user.profileId) ?? null,
    caller,
  };
}

function toView(row: Row, person: Person): SavedView | null {
  const { id, resource, name, state, shared, isDefault, ownerName, updatedAt } = row;
  const ownerId = toId(row.ownerId);
  if (
    typeof resource !== "string" ||
    typeof name !== "string" ||
    typeof state !== "string" ||
    ownerId === undefined ||
    typeof updatedAt !== "string"
  ) {
    return null;
  }
  return {
    id,
    resource,
    name,
    state,
    shared: shared === true,
    isDefault: isDefault === true,
    ownerId,
    ownerName: typeof ownerName === "string" ? ownerName : "",
    profileId: toId(row.profileId) ?? null,
    updatedAt,
    mine: ownerId === person.id,
  };
}

/** Own views, and views shared by someone whose profile is the caller's. */
const visibleTo = (view: SavedView, person: Person) =>
  view.mine || (view.shared && person.profileId !== null && view.profileId === person.profileId);

/** The views of one list the person sees: their own first, then the shared ones, each by name. */
function viewsOf(db: DemoReader, person: Person, resource: string): SavedView[] {
  const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name) || a.id - b.id;
  const views = db
    .list(COLLECTION)
    .map((row) => toView(row, person))
    .filter(present)
    .filter((view) => view.resource === resource && visibleTo(view, person));
  return [...views.filter((view) => view.mine).sort(byName), ...views.filter((view) => !view.mine).sort(byName)];
}

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/** A refusal that names the field, so a form shows it beside that field. */
const fieldError = (field: string, message: string, status = 400): Response =>
  rejected({ status, message, errors: { [field]: [message] } });

/** The fields a POST or PATCH may set, checked; a PATCH (partial) may leave any of them out. */
function readFields(body: Record<string, unknown>, partial: boolean): Checked<Partial<Record<string, unknown>>> {
  const fields: Record<string, unknown> = {};
  if (body.name !== undefined || !partial) {
    const name = typeof body.name === "string" ? body.name.trim() : "";
    if (name === "" || name.length > VIEW_NAME_MAX_LENGTH) return { ok: false, response: fieldError("name", VIEW_NAME_INVALID) };
    fields.name = name;
  }
  if (body.state !== undefined || !partial) {
    const { state } = body;
    if (typeof state !== "string" || state.length > VIEW_STATE_MAX_LENGTH) return { ok: false, response: fieldError("state", VIEW_STATE_INVALID) };
    // Stored as the query string it is, without a leading "?", so every client reads it the same way.
    fields.state = new URLSearchParams(state).toString();
  }
  for (const flagName of ["shared", "isDefault"] as const) {
    const value = body[flagName];
    if (value === undefined) {
      if (!partial) fields[flagName] = false;
      continue;
    }
    if (typeof value !== "boolean") return { ok: false, response: fieldError(flagName, VIEW_FLAGS_INVALID) };
    fields[flagName] = value;
  }
  return { ok: true, value: fields };
}

const nameTaken = (db: DemoReader, person: Person, resource: string, name: string, except?: Id) =>
  viewsOf(db, person, resource).some(
    (view) => view.mine && view.id !== except && view.name.toLocaleLowerCase() === name.toLocaleLowerCase(),
  );

export function savedViewHandlers(context: HandlerContext): RequestHandler[] {
  const { apiUrl, db, now, pause } = context;
  const base = `${apiUrl}${SAVED_VIEWS_PATH}`;

  /** 401 without a session, 403 without a profile or without `list` on the resource; else the person. */
  const admitted = async (request: Request, resource: string | undefined): Promise<Checked<Person>> => {
    const denied = unauthenticated(request);
    if (denied) return { ok: false, response: denied };
    const person = personOf(db, request);
    if (!person) return { ok: false, response: error(403, FORBIDDEN) };
    if (resource !== undefined && !(await mayDo(person.caller, { resource, action: "list" }))) {
      return { ok: false, response: error(403, FORBIDDEN) };
    }
    return { ok: true, value: person };
  };

  /** The caller's own view, or the refusal: 404 when there is none, 403 when it is someone else's. */
  const ownView = async (request: Request, idText: unknown): Promise<Checked<{ person: Person; view: SavedView }>> => {
    const signedIn = await admitted(request, undefined);
    if (!signedIn.ok) return signedIn;
    const person = signedIn.value;
    const id = toId(idText);
    const row = id === undefined ? undefined : db.get(COLLECTION, id);
    const view = row && toView(row, person);
    if (!view) return { ok: false, response: notFoundRecord() };
    if (!view.mine) return { ok: false, response: error(403, VIEW_NOT_YOURS) };
    // A person who may no longer open the list keeps no hold on its views either.
    if (!(await mayDo(person.caller, { resource: view.resource, action: "list" }))) {
      return { ok: false, response: error(403, FORBIDDEN) };
    }
    return { ok: true, value: { person, view } };
  };

  /** Marking one view default unmarks the owner's other defaults of the same list. */
  const unmarkOtherDefaults = (tx: DemoWriter, person: Person, view: SavedView) => {
    for (const other of viewsOf(tx, person, view.resource)) {
      if (other.mine && other.isDefault && other.id !== view.id) tx.update(COLLECTION, other.id, { isDefault: false });
    }
  };

  /** PATCH (and PUT) of one of the caller's views: what the body gives, checked; the rest kept. */
  const change = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    await pause();
    const own = await ownView(request, params.id);
    if (!own.ok) return own.response;
    const { person, view } = own.value;
    const body = await readObject(request);
    if (!body) return notAnObject();
    const fields = readFields(body, true);
    if (!fields.ok) return fields.response;
    return transact(context, (tx) => {
      const name = fields.value.name;
      if (typeof name === "string" && nameTaken(tx, person, view.resource, name, view.id)) {
        return fieldError("name", VIEW_NAME_TAKEN, 409);
      }
      // Shared again with the owner's profile of now, should it have changed since.
      const row = tx.update(COLLECTION, view.id, {
        ...fields.value,
        ownerName: person.name,
        profileId: person.profileId,
        updatedAt: now().toISOString(),
      });
      const updated = row && toView(row, person);
      if (!updated) return notFoundRecord();
      if (updated.isDefault) unmarkOtherDefaults(tx, person, updated);
      return HttpResponse.json<SavedView>(updated);
    });
  };

  return [
    http.get(base, async ({ request }) => {
      await pause();
      const resource = new URL(request.url).searchParams.get("resource")?.trim() ?? "";
      const signedIn = await admitted(request, resource === "" ? undefined : resource);
      if (!signedIn.ok) return signedIn.response;
      if (resource === "") return error(400, VIEW_RESOURCE_REQUIRED);
      return HttpResponse.json<SavedView[]>(viewsOf(db, signedIn.value, resource));
    }),

    http.get(`${base}/:id`, async ({ request, params }) => {
      await pause();
      const signedIn = await admitted(request, undefined);
      if (!signedIn.ok) return signedIn.response;
      const id = toId(params.id);
      const row = id === undefined ? undefined : db.get(COLLECTION, id);
      const view = row && toView(row, signedIn.value);
      // Someone else's private view does not exist for the caller.
      if (!view || !visibleTo(view, signedIn.value)) return notFoundRecord();
      if (!(await mayDo(signedIn.value.caller, { resource: view.resource, action: "list" }))) return error(403, FORBIDDEN);
      return HttpResponse.json<SavedView>(view);
    }),

    http.post(base, async ({ request }) => {
      await pause();
      const body = await readObject(request);
      const resource = typeof body?.resource === "string" ? body.resource.trim() : "";
      const signedIn = await admitted(request, resource === "" ? undefined : resource);
      if (!signedIn.ok) return signedIn.response;
      if (!body) return notAnObject();
      if (resource === "") return fieldError("resource", VIEW_RESOURCE_REQUIRED);
      const person = signedIn.value;
      const fields = readFields(body, false);
      if (!fields.ok) return fields.response;
      return transact(context, (tx) => {
        if (nameTaken(tx, person, resource, String(fields.value.name))) return fieldError("name", VIEW_NAME_TAKEN, 409);
        const row = tx.insert(COLLECTION, {
          ...fields.value,
          resource,
          ownerId: person.id,
          ownerName: person.name,
          profileId: person.profileId,
          updatedAt: now().toISOString(),
        });
        const view = toView(row, person)!;
        if (view.isDefault) unmarkOtherDefaults(tx, person, view);
        return HttpResponse.json<SavedView>(view, { status: 201 });
      });
    }),

    // PUT is taken as PATCH: either way, only the owner changes a view.
    ...(["patch", "put"] as const).map((method) => http[method](`${base}/:id`, change)),

    http.delete(`${base}/:id`, async ({ request, params }) => {
      await pause();
      const own = await ownView(request, params.id);
      if (!own.ok) return own.response;
      const { view } = own.value;
      return transact(context, (tx) => {
        if (!tx.remove(COLLECTION, view.id)) return notFoundRecord();
        return HttpResponse.json<SavedView>(view);
      });
    }),

    // Nothing else lives at or below /saved-views: the generic CRUD handler must never serve it, since it
    // knows no owner (an administrator's policy would let it change anyone's view).
    ...[base, `${base}/*`].map((path) =>
      http.all(path, async () => {
        await pause();
        return notFoundPage();
      }),
    ),
  ];
}
