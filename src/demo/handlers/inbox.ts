/**
 * The exception inbox (src/api/inbox.ts, DESIGN §9): the items of the four sources the caller may list,
 * with what is theirs and what they hid, as one simple-rest list; and hiding an item until it changes.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { PriorityShipment, RobotProcessLog } from "../../api/contract";
import { INBOX_HIDDEN_PATH, INBOX_PATH, type InboxHidden, type InboxItem } from "../../api/inbox";
import { PLANNING_MODULES } from "../../api/planning";
import { PRIORITY_SHIPMENTS } from "../../domain/priority-shipments";
import { callerOf, FORBIDDEN, mayDo, userRowOf, type Caller } from "../access";
import { rowsWithHistory } from "../history";
import {
  byUrgency,
  complianceItems,
  robotRunItems,
  shortageItems,
  SHIPMENTS_RESOURCE,
  TRADE_COMPLIANCE_RESOURCE,
  withHidden,
  type InboxCandidate,
} from "../inbox/inbox-items";
import { hasDueJobs, settleDueJobs, type SettleHooks } from "../planning/jobs";
import { planningModules } from "../planning/modules";
import { finishedRuns, inboxLinesOf } from "../planning/planning-store";
import { trackedShipmentItems } from "../planning/run-simulation";
import type { ShipmentItems } from "../planning/worker-tasks";
import type { Row } from "../store";
import { withReadSideFields } from "../views";
import type { HandlerContext } from "./context";
import { readObject } from "./requests";
import { error, listAnswer } from "./responses";
import { unauthenticated, userOf } from "./session-token";
import { transact } from "./transact";
import { toId } from "./values";

export const INBOX_RESOURCE = "inbox";
const HIDDEN = "inbox-hidden";

/**
 * What the search box finds an item by: what its row says (its subject and the facts its sentence is made of:
 * supplier, material, order, routine…), not its link, resource or fingerprint, which every item of a screen
 * shares ("edb", "show").
 */
const wordsOfItem = (item: Pick<InboxItem, "subject" | "facts">): readonly unknown[] => [item.subject, ...Object.values(item.facts ?? {})];
const MRP_CONTROLLERS = "edb/edb-mrp-controller";

/** The robot logs the inbox reads: EDB's (EDB, CTB, transport tracking) and EFA's on its own backend. */
const ROBOT_LOGS = [
  { resource: "edb/robot-process-log", collection: "edb/robot-process-log", namespace: "api" },
  { resource: "efa/robot-process-log", collection: "robot-process-log", namespace: "efa" },
] as const;

export function inboxHandlers(context: HandlerContext, hooks: SettleHooks): RequestHandler[] {
  const { db, now, pause, pauseWhile, apiUrl } = context;

  /** After the latency: the caller, their user row and policy; a Response when they may not use the inbox. */
  async function signedIn(request: Request): Promise<{ caller: Caller; user: Row } | Response> {
    await pause();
    return inboxUserOf(request);
  }

  /** signedIn, once the database is current, without the wait. */
  async function inboxUserOf(request: Request): Promise<{ caller: Caller; user: Row } | Response> {
    const denied = unauthenticated(request);
    if (denied) return denied;
    const login = userOf(request);
    const caller = callerOf(db, login);
    const user = userRowOf(db, login);
    if (!caller || !user || !(await mayDo(caller, { resource: INBOX_RESOURCE, action: "list" }))) return error(403, FORBIDDEN);
    return { caller, user };
  }

  /** The tracked shipments' items, computed once per seed time by the worker that builds the shipments. */
  let shipmentItemsFor: { seededAt: string; items: Promise<ShipmentItems> } | undefined;
  const trackedItems = (): Promise<ShipmentItems> => {
    if (shipmentItemsFor?.seededAt !== db.seededAt) {
      const items = trackedShipmentItems(db.seededAt);
      // A failure is not kept: the next read asks again.
      items.catch(() => (shipmentItemsFor = undefined));
      shipmentItemsFor = { seededAt: db.seededAt, items };
    }
    return shipmentItemsFor.items;
  };

  /**
   * The latest results take the worker the longest of all the inbox reads: each is asked for as a signed-in
   * request arrives, so it computes during the answer's latency and the access check. What the answer holds
   * is still decided by the caller's permissions (itemsFor); what was computed for nothing is kept, by the
   * worker, for the next read and the result screens. A module with a simulation due to end is left to
   * itemsFor, which settles it first.
   */
  function startLatestResults(at: Date) {
    trackedItems().catch(() => undefined);
    for (const name of PLANNING_MODULES) {
      const module = planningModules[name];
      if (hasDueJobs(db, module, at)) continue;
      const latest = finishedRuns(db, module).at(-1);
      if (latest) inboxLinesOf(db, module, latest.run).catch(() => undefined);
    }
  }

  /**
   * Every item the caller may see: each source only when its screen may be listed (SPEC §6). The screen's own
   * grant: an item opens that screen, which the home's reading of concluded shipments does not open.
   */
  async function itemsFor(caller: Caller, user: Row): Promise<InboxCandidate[]> {
    const may = (resource: string) => mayDo(caller, { resource, action: "list", ownGrantOnly: true });
    const at = now();
    const email = String(user.email ?? "").toLowerCase();
    const mine = new Set(
      db
        .list(MRP_CONTROLLERS)
        .filter((row) => email !== "" && String(row.email ?? "").toLowerCase() === email)
        .map((row) => String(row.mrpController).toUpperCase()),
    );
    const sources = [
      ...PLANNING_MODULES.map((name) => planningModules[name].screens.result),
      SHIPMENTS_RESOURCE,
      TRADE_COMPLIANCE_RESOURCE,
      ...ROBOT_LOGS.map((log) => log.resource),
    ];
    const allowed = await Promise.all(sources.map((resource) => may(resource)));
    const listable = new Set(sources.filter((_, index) => allowed[index]));

    // Each module's latest result, all asked for at once: the worker computes them while this thread reads the
    // other sources.
    const pendingResults = Promise.all(
      PLANNING_MODULES.map(async (name) => {
        const module = planningModules[name];
        if (!listable.has(module.screens.result)) return null;
        // A simulation that finished since the last read counts, as on the result screen.
        if (hasDueJobs(db, module, at)) await db.write((tx) => settleDueJobs(tx, module, at, hooks));
        const latest = finishedRuns(db, module).at(-1);
        if (!latest) return null;
        return { name, module, latest, lines: await inboxLinesOf(db, module, latest.run) };
      }),
    );
    // A failed result fails the answer below; until then, its rejection is not unhandled.
    pendingResults.catch(() => undefined);

    // The shipments' items from the worker, which has the tracked shipments built: not this thread.
    const shipments = listable.has(SHIPMENTS_RESOURCE) ? trackedItems() : null;
    shipments?.catch(() => undefined);
    const compliance: InboxCandidate[] = [];
    if (listable.has(TRADE_COMPLIANCE_RESOURCE)) {
      const rows = db.list(PRIORITY_SHIPMENTS);
      const priority = withReadSideFields(db, PRIORITY_SHIPMENTS, "api", rows, at) as unknown as PriorityShipment[];
      // Edit is granted on the resource's records (resource/*, DESIGN §4), never on the bare resource.
      const canEdit = await mayDo(caller, { resource: TRADE_COMPLIANCE_RESOURCE, action: "edit", id: "*" });
      compliance.push(...complianceItems(priority, { userName: String(user.userName), canEdit, now: at }));
    }
    const robotRuns: InboxCandidate[] = [];
    for (const log of ROBOT_LOGS) {
      if (!listable.has(log.resource)) continue;
      const entries = rowsWithHistory(db, log.collection, log.namespace) as unknown as RobotProcessLog[];
      robotRuns.push(...robotRunItems(entries, log.resource));
    }

    const items: InboxCandidate[] = [];
    // Shipments that carry the person's supply: those a line of their MRP controllers waits for.
    const myShipments = new Set<number>();
    for (const result of await pendingResults) {
      if (!result) continue;
      const { name, module, latest, lines } = result;
      for (const line of lines) {
        if (line.shipmentId !== null && mine.has(line.mrpController.toUpperCase())) myShipments.add(line.shipmentId);
      }
      items.push(...shortageItems({ module: name, resource: module.screens.result, runDate: latest.run.date, lines }, mine, at));
    }
    if (shipments) {
      for (const { shipmentId, item } of await shipments) items.push({ ...item, mine: myShipments.has(shipmentId) });
    }
    items.push(...compliance, ...robotRuns);
    return items.sort(byUrgency);
  }

  const hiddenOf = (userId: number) =>
    new Map(
      (db.list(HIDDEN) as unknown as InboxHidden[])
        .filter((row) => row.userId === userId)
        .map((row) => [row.itemId, row.fingerprint]),
    );

  return [
    http.get(`${apiUrl}${INBOX_PATH}`, async ({ request }) => {
      if (!unauthenticated(request)) startLatestResults(now());
      return pauseWhile(async () => {
        const who = await inboxUserOf(request);
        if (who instanceof Response) return who;
        const items = withHidden(await itemsFor(who.caller, who.user), hiddenOf(Number(who.user.id)));
        return listAnswer(items, request, { searchedValues: wordsOfItem });
      });
    }),

    http.post(`${apiUrl}${INBOX_HIDDEN_PATH}`, async ({ request }) => {
      const who = await signedIn(request);
      if (who instanceof Response) return who;
      const body = await readObject(request);
      const itemId = body?.id;
      const fingerprint = body?.fingerprint;
      if (typeof itemId !== "string" || itemId === "" || typeof fingerprint !== "string" || typeof body?.hidden !== "boolean")
        return error(400, "id, fingerprint and hidden are required");
      const userId = toId(who.user.id);
      if (userId === undefined) return error(403, FORBIDDEN);
      const hidden = body.hidden;
      return transact(context, (tx) => {
        for (const row of tx.list(HIDDEN)) {
          if (toId(row.userId) === userId && row.itemId === itemId) tx.remove(HIDDEN, row.id);
        }
        if (!hidden) return new HttpResponse(null, { status: 204 });
        const row = tx.insert(HIDDEN, { userId, itemId, fingerprint, hiddenAt: now().toISOString() });
        return HttpResponse.json(row, { status: 201 });
      });
    }),
  ];
}
