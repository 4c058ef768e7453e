/**
 * The generic simple-rest endpoints over every collection of a backend (DESIGN §5): list with the query
 * engine of query.ts, get, create, update, replace and delete, with each collection's write rules. One place
 * for every collection: the families only add endpoints that are not plain CRUD.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import { callerOf, FORBIDDEN, mayDo, resourceIdOf } from "../access";
import { applyListQuery, InvalidListQuery } from "../query";
import { checkWrite, withoutSecrets } from "../rules";
import { deleteDependents } from "../rules/dependents";
import type { DemoReader, Namespace, Row } from "../store";
import { recordVersion, VERSION_HEADER, versionTag, type ConflictBody } from "../../api/contract";
import { withReadSideFields } from "../views";
import { rowsWithHistory, rowWithHistory } from "../history";
import { offScreenChanges, screenAt } from "../screens";
import { FIELD_OF_ANOTHER_SCREEN } from "../../domain/priority-shipments";
import type { HandlerContext } from "./context";
import { readObject, relativePath } from "./requests";
import { error, notAnObject, notFoundPage, notFoundRecord, rejected } from "./responses";
import { unauthenticated, userOf } from "./session-token";
import { transact } from "./transact";
import { toId } from "./values";

/** The longest known collection that prefixes the path, and what is left after it. */
function resolveCollection(
  db: DemoReader,
  namespace: Namespace,
  path: string,
): { name: string; rest: string } | null {
  let best: string | null = null;
  for (const name of db.names(namespace)) {
    if ((path === name || path.startsWith(`${name}/`)) && (best === null || name.length > best.length))
      best = name;
  }
  return best === null ? null : { name: best, rest: path.slice(best.length + 1) };
}

/**
 * The sign-in reads every signed-in person needs before a profile is known (SPEC §7): the profiles to
 * choose from, and the person's own row in users.
 */
function isSignInRead(request: Request, name: string, login: string | undefined): boolean {
  if (name === "users-profile") return true;
  if (name !== "users" || !login) return false;
  const filters = new URL(request.url).searchParams.getAll("filter");
  return filters.length > 0 && filters.every((filter) => filter.toUpperCase() === `USERNAME||$EQ||${login.toUpperCase()}`);
}

/** 403 unless the caller's policy allows the request (DESIGN §8); null when it may go on. */
async function refusal(
  db: DemoReader,
  request: Request,
  namespace: Namespace,
  name: string,
  rest: string,
  method: string,
): Promise<Response | null> {
  const login = userOf(request);
  if (method === "GET" && rest === "" && isSignInRead(request, name, login)) return null;
  const caller = callerOf(db, login);
  if (!caller) return error(403, FORBIDDEN);
  const onCollection = rest === "";
  // SPEC §6's actions: list and create on the collection, show, edit and delete on one record.
  const action = method === "GET" ? (onCollection ? "list" : "show") : onCollection ? "create" : method === "DELETE" ? "delete" : "edit";
  // The body is read again by the write itself: a clone, so both can.
  const body = method === "GET" || method === "DELETE" ? null : await readObject(request.clone());
  const fields = Object.keys(body ?? {}).filter((field) => field !== "id");
  const allowed = await mayDo(caller, {
    resource: resourceIdOf(namespace, name),
    action,
    id: onCollection ? undefined : rest,
    fields,
  });
  return allowed ? null : error(403, FORBIDDEN);
}

/**
 * A write based on a version of the record that is no longer the stored one (DESIGN §8): 409, saying who
 * changed it and when, so no one silently reverts another person's save. No If-Match, no check.
 */
function staleWrite(existing: Row, expected: string | null): Response | null {
  const version = recordVersion(existing);
  if (expected === null || version === undefined || expected === versionTag(version)) return null;
  const who = existing.changeUser ?? existing.updatedBy;
  const changedBy = typeof who === "string" && who !== "" ? who : undefined;
  const body: ConflictBody = {
    message: changedBy
      ? `This record was changed by ${changedBy} after you opened it.`
      : "This record was changed after you opened it.",
    statusCode: 409,
    changedBy,
    changedAt: version,
  };
  return HttpResponse.json(body, { status: 409 });
}

/** A write that changes fields its screen does not own (screens.ts): refused beside each of them. */
const offScreenRefusal = (errors: Record<string, string[]>) => ({ status: 400, message: FIELD_OF_ANOTHER_SCREEN, errors });

export function crudHandler(baseUrl: string, namespace: Namespace, context: HandlerContext): RequestHandler {
  const { db, now, pause } = context;
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    await pause();
    const denied = unauthenticated(request);
    if (denied) return denied;
    const path = relativePath(request, baseUrl);
    const screen = screenAt(namespace, path);
    const target = screen ?? resolveCollection(db, namespace, path);
    if (!target) return notFoundPage();
    // `name` is the address access is checked on; `collection` is where the rows are (screens.ts).
    const { name, rest } = target;
    const collection = screen?.collection ?? name;
    const method = request.method.toUpperCase();
    const refused = await refusal(db, request, namespace, name, rest, method);
    if (refused) return refused;
    if (screen && !screen.createsAndDeletes && (method === "POST" || method === "DELETE")) return error(405, FIELD_OF_ANOTHER_SCREEN);

    if (rest === "") {
      if (method === "GET") {
        // Rows another thread is making for this collection are not made a second time here (store/derived.ts).
        await db.arrival(collection, namespace);
        // Secrets are left out before searching, so a search or filter cannot probe them either.
        let result;
        try {
          result = applyListQuery(
            withReadSideFields(db, collection, namespace, rowsWithHistory(db, collection, namespace), now()).map((row) => withoutSecrets(collection, row)),
            new URL(request.url).searchParams,
          );
        } catch (cause) {
          if (cause instanceof InvalidListQuery) return error(400, cause.message);
          throw cause;
        }
        const { rows, total } = result;
        return HttpResponse.json(rows, {
          headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count" },
        });
      }
      if (method === "POST") {
        const body = await readObject(request);
        if (!body) return notAnObject();
        const { id: _ignored, ...values } = body;
        // The rules run inside the transaction, so they check the rows the write will join.
        return transact(context, (tx) => {
          const offScreen = screen && offScreenChanges(screen, values);
          if (offScreen) return rejected(offScreenRefusal(offScreen));
          const checked = checkWrite(collection, values, {
            rows: tx.list(collection, namespace),
            now: now(),
            user: userOf(request),
            lookup: (other) => tx.list(other, namespace),
          });
          if (!checked.ok) return rejected(checked);
          return HttpResponse.json(withoutSecrets(collection, tx.insert(collection, checked.values, namespace)), { status: 201 });
        });
      }
      return notFoundPage();
    }

    // Below a collection there is only ever one segment: the record id.
    if (rest.includes("/")) return notFoundPage();
    const id = toId(rest);
    if (id === undefined) return notFoundRecord();

    switch (method) {
      case "GET": {
        const row = rowWithHistory(db, collection, id, namespace);
        return row ? HttpResponse.json(withoutSecrets(collection, withReadSideFields(db, collection, namespace, [row], now())[0])) : notFoundRecord();
      }
      case "PATCH":
      case "PUT": {
        const body = await readObject(request);
        if (!body) return notAnObject();
        const { id: _ignored, ...values } = body;
        const expected = request.headers.get(VERSION_HEADER);
        return transact(context, (tx) => {
          const existing = tx.get(collection, id, namespace);
          if (!existing) return notFoundRecord();
          const stale = staleWrite(existing, expected);
          if (stale) return stale;
          const offScreen = screen && offScreenChanges(screen, values, existing);
          if (offScreen) return rejected(offScreenRefusal(offScreen));
          const checked = checkWrite(collection, values, {
            existing,
            rows: tx.list(collection, namespace),
            now: now(),
            user: userOf(request),
            lookup: (other) => tx.list(other, namespace),
          });
          if (!checked.ok) return rejected(checked);
          const row = tx.update(collection, id, checked.values, namespace);
          return row ? HttpResponse.json(withoutSecrets(collection, withReadSideFields(tx, collection, namespace, [row], now())[0])) : notFoundRecord();
        });
      }
      case "DELETE":
        return transact(context, (tx) => {
          if (!tx.get(collection, id, namespace)) return notFoundRecord();
          const kept = namespace === "api" ? deleteDependents(tx, collection, id) : null;
          if (kept && !kept.ok) return rejected(kept);
          const row = tx.remove(collection, id, namespace);
          return row ? HttpResponse.json(withoutSecrets(collection, row)) : notFoundRecord();
        });
      default:
        return notFoundPage();
    }
  });
}
