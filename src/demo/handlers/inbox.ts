/**
 * The exception inbox (src/api/inbox.ts, DESIGN §9): the items of the four sources the caller may list,
 * with what is theirs and what they hid, as one simple-rest list; and hiding an item until it changes.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { PriorityShipment, RobotProcessLog, TransportTrackingDetail } from "../../api/contract";
import { INBOX_HIDDEN_PATH, INBOX_PATH, type InboxHidden } from "../../api/inbox";
import { PLANNING_MODULES } from "../../api/planning";
import { PRIORITY_SHIPMENTS } from "../../domain/priority-shipments";
import { callerOf, FORBIDDEN, mayDo, userRowOf, type Caller } from "../access";
import { rowsWithHistory } from "../history";
import {
  byUrgency,
  complianceItems,
  robotRunItems,
  shipmentItems,
  shortageItems,
  SHIPMENTS_RESOURCE,
  TRADE_COMPLIANCE_RESOURCE,
  withHidden,
  type InboxCandidate,
} from "../inbox/inbox-items";
import { hasDueJobs, settleDueJobs, type SettleHooks } from "../planning/jobs";
import { planningModules } from "../planning/modules";
import { finishedRuns, resultOf } from "../planning/planning-store";
import { TRACKING_DETAILS } from "../seed";
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
const MRP_CONTROLLERS = "edb/edb-mrp-controller";

/** The robot logs the inbox reads: EDB's (EDB, CTB, transport tracking) and EFA's on its own backend. */
const ROBOT_LOGS = [
  { resource: "edb/robot-process-log", collection: "edb/robot-process-log", namespace: "api" },
  { resource: "efa/robot-process-log", collection: "robot-process-log", namespace: "efa" },
] as const;

export function inboxHandlers(context: HandlerContext, hooks: SettleHooks): RequestHandler[] {
  const { db, now, pause, apiUrl } = context;

  /** The caller, their user row and policy; a Response when they may not use the inbox. */
  async function signedIn(request: Request): Promise<{ caller: Caller; user: Row } | Response> {
    await pause();
    const denied = unauthenticated(request);
    if (denied) return denied;
    const login = userOf(request);
    const caller = callerOf(db, login);
    const user = userRowOf(db, login);
    if (!caller || !user || !(await mayDo(caller, { resource: INBOX_RESOURCE, action: "list" }))) return error(403, FORBIDDEN);
    return { caller, user };
  }

  /** Every item the caller may see: each source only when its screen may be listed (SPEC §6). */
  async function itemsFor(caller: Caller, user: Row): Promise<InboxCandidate[]> {
    const may = (resource: string) => mayDo(caller, { resource, action: "list" });
    const at = now();
    const email = String(user.email ?? "").toLowerCase();
    const mine = new Set(
      db
        .list(MRP_CONTROLLERS)
        .filter((row) => email !== "" && String(row.email ?? "").toLowerCase() === email)
        .map((row) => String(row.mrpController).toUpperCase()),
    );
    const items: InboxCandidate[] = [];
    // Shipments that carry the person's supply: those a line of their MRP controllers waits for.
    const myShipments = new Set<number>();

    // Each module's latest result, all asked for at once: the worker computes one while the next one's input
    // is gathered.
    const results = await Promise.all(
      PLANNING_MODULES.map(async (name) => {
        const module = planningModules[name];
        if (!(await may(module.screens.result))) return null;
        // A simulation that finished since the last read counts, as on the result screen.
        if (hasDueJobs(db, module, at)) await db.write((tx) => settleDueJobs(tx, module, at, hooks));
        const latest = finishedRuns(db, module).at(-1);
        if (!latest) return null;
        return { name, module, latest, lines: (await resultOf(db, module, latest.run)).lines };
      }),
    );
    for (const result of results) {
      if (!result) continue;
      const { name, module, latest, lines } = result;
      for (const line of lines) {
        if (line.shipmentId !== null && mine.has(line.mrpController.toUpperCase())) myShipments.add(line.shipmentId);
      }
      items.push(...shortageItems({ module: name, resource: module.screens.result, runDate: latest.run.date, lines }, mine, at));
    }

    if (await may(SHIPMENTS_RESOURCE)) {
      const details = db.list(TRACKING_DETAILS) as unknown as TransportTrackingDetail[];
      items.push(...shipmentItems(details, (shipment) => myShipments.has(shipment.id)));
    }

    if (await may(TRADE_COMPLIANCE_RESOURCE)) {
      const rows = db.list(PRIORITY_SHIPMENTS);
      const shipments = withReadSideFields(db, PRIORITY_SHIPMENTS, "api", rows, at) as unknown as PriorityShipment[];
      const canEdit = await mayDo(caller, { resource: TRADE_COMPLIANCE_RESOURCE, action: "edit" });
      items.push(...complianceItems(shipments, { userName: String(user.userName), canEdit, now: at }));
    }

    for (const log of ROBOT_LOGS) {
      if (!(await may(log.resource))) continue;
      const entries = rowsWithHistory(db, log.collection, log.namespace) as unknown as RobotProcessLog[];
      items.push(...robotRunItems(entries, log.resource));
    }
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
      const who = await signedIn(request);
      if (who instanceof Response) return who;
      const items = withHidden(await itemsFor(who.caller, who.user), hiddenOf(Number(who.user.id)));
      return listAnswer(items, request);
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
