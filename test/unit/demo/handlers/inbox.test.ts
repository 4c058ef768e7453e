// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { InboxItem } from "../../../../src/api/inbox";
import { INBOX_SEVERITIES } from "../../../../src/api/inbox";
import { body, db, demoUrls, login, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const ACCOUNTS = {
  admin: ["ADMIN", "Ana Souza", "admin@scm-demo.com"],
  planner: ["PLANNER", "Bruno Lima", "planner@scm-demo.com"],
  viewer: ["VIEWER", "Carla Mendes", "viewer@scm-demo.com"],
  compliance: ["COMPLIANCE", "Eduarda Nunes", "compliance@scm-demo.com"],
  noprofile: ["NOPROFILE", "Diego Rocha", "noprofile@scm-demo.com"],
} as const;

async function as(account: keyof typeof ACCOUNTS, path: string, init: RequestInit & { json?: unknown } = {}) {
  const token = await login(...ACCOUNTS[account]);
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return fetch(`${demoUrls.apiUrl}${path}`, { ...init, headers, body: init.json === undefined ? init.body : JSON.stringify(init.json) });
}

const inbox = async (account: keyof typeof ACCOUNTS, query = "_start=0&_end=5000") => {
  const response = await as(account, `/inbox?${query}`);
  expect(response.status).toBe(200);
  return { items: await body<InboxItem[]>(response), total: Number(response.headers.get("x-total-count")) };
};

const severityRank = (item: InboxItem) => INBOX_SEVERITIES.indexOf(item.severity);

describe("the exception inbox (DESIGN §9)", () => {
  it("lists the four kinds of trouble the caller may list, worst and newest first, each with where it is resolved", async () => {
    const { items, total } = await inbox("admin");
    expect(total).toBe(items.length);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["shortage", "shipment", "compliance", "robotRun"]));
    for (let index = 1; index < items.length; index += 1) {
      const [before, after] = [items[index - 1]!, items[index]!];
      expect(severityRank(before) < severityRank(after) || (severityRank(before) === severityRank(after) && before.since >= after.since)).toBe(true);
    }
    const shipment = items.find((item) => item.kind === "shipment")!;
    expect(shipment.link).toMatch(/^\/edb\/transport-tracking-shipments\/show\/\d+$/);
    const short = items.find((item) => item.kind === "shortage" && item.module === "ctb")!;
    expect(short.link).toBe(`/ctb/ctb_result?q=${encodeURIComponent(String(short.facts.orderKey))}`);
    expect(items.find((item) => item.kind === "compliance")!.link).toMatch(/^\/edb\/trade-compliance\/edit\/\d+$/);
    expect(items.find((item) => item.kind === "robotRun")!.link).toMatch(/^\/(edb|efa)\/robot-process-log\/show\/\d+$/);
  }, 60_000);

  it("filters by kind and module and pages like any list", async () => {
    const shipments = await inbox("admin", "kind=shipment&_start=0&_end=5");
    expect(shipments.items).toHaveLength(5);
    expect(shipments.total).toBeGreaterThan(5);
    expect(shipments.items.every((item) => item.kind === "shipment" && item.module === "transportTracking")).toBe(true);
    const efa = await inbox("admin", "module=efa&_start=0&_end=1000");
    expect(efa.total).toBeGreaterThan(0);
    expect(efa.items.every((item) => item.module === "efa")).toBe(true);
  }, 60_000);

  it("marks the planner's own lines: those of the MRP controllers Maintenance gives their email", async () => {
    const controllers = new Set(
      db.list("edb/edb-mrp-controller").filter((row) => row.email === "planner@scm-demo.com").map((row) => String(row.mrpController)),
    );
    expect(controllers).toEqual(new Set(["P01", "P02", "P03"]));
    const { items } = await inbox("planner", "mine=true&_start=0&_end=5000");
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((item) => item.mine && (item.kind === "shortage" || item.kind === "shipment"))).toBe(true);
    expect((await inbox("admin", "mine=true")).total).toBe(0);
  }, 60_000);

  it("counts a late shipment as the planner's when a line of their MRP controllers waits for it", async () => {
    const ctb = await body<{ shipmentId: number | null; mrpController: string }[]>(await as("planner", "/ctb/result-lines?_start=0&_end=10000"));
    const troubled = (await inbox("planner", "kind=shipment&_start=0&_end=1000")).items;
    // A line that waits for a shipment in the inbox (late or in exception; an on-time one moves lines too).
    const waiting = ctb.find((line) => troubled.some((item) => item.id === `shipment.${line.shipmentId}`))!;
    expect(waiting).toBeDefined();
    const before = troubled.find((item) => item.id === `shipment.${waiting.shipmentId}`);
    // Maintenance gives that line's MRP controller to the planner.
    await db.write((tx) => {
      const row = tx.list("edb/edb-mrp-controller").find((candidate) => candidate.mrpController === waiting.mrpController)!;
      tx.update("edb/edb-mrp-controller", row.id, { email: "planner@scm-demo.com" });
    });
    const after = (await inbox("planner", "kind=shipment&mine=true&_start=0&_end=1000")).items;
    expect(after.map((item) => item.id)).toContain(`shipment.${waiting.shipmentId}`);
    expect(before!.mine).toBe(false);
  }, 60_000);

  it("shows each person only items of resources they may list, and no inbox without its grant", async () => {
    const compliance = await inbox("compliance");
    // Trade compliance reads shipments, its own screen and EDB's log; no planning result, no EFA.
    expect(new Set(compliance.items.map((item) => item.kind))).toEqual(new Set(["shipment", "compliance", "robotRun"]));
    expect(compliance.items.every((item) => item.module !== "efa")).toBe(true);
    const viewer = await inbox("viewer");
    // The viewer may not list EFA's log: no EFA robot; may read trade compliance: its items open read-only.
    expect(viewer.items.some((item) => item.resource === "efa/robot-process-log")).toBe(false);
    expect(viewer.items.find((item) => item.kind === "compliance")!.link).toMatch(/\/edb\/trade-compliance\/show\/\d+$/);
    expect((await as("noprofile", "/inbox")).status).toBe(403);
    expect((await fetch(`${demoUrls.apiUrl}/inbox`)).status).toBe(401);
  }, 60_000);

  it("leaves out shipments for a profile whose own grant on them is removed (the home reads them on another right)", async () => {
    expect((await inbox("viewer")).items.some((item) => item.kind === "shipment")).toBe(true);
    await db.write((tx) => {
      const viewerProfile = tx.list("users-profile").find((row) => row.name === "Viewer")!;
      const grant = tx
        .list("user-profile-resource")
        .find((row) => row.profileId === viewerProfile.id && row.resource === "edb/transport-tracking-shipments")!;
      tx.update("user-profile-resource", grant.id, { read: false });
    });
    const viewer = await inbox("viewer");
    expect(viewer.items.some((item) => item.kind === "shipment")).toBe(false);
    expect(viewer.items.some((item) => item.kind === "compliance")).toBe(true);
  }, 60_000);

  it("opens trade compliance's items in the edit form for a profile that may edit its records", async () => {
    const { items } = await inbox("compliance", "kind=compliance&_start=0&_end=50");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => /^\/edb\/trade-compliance\/edit\/\d+$/.test(item.link))).toBe(true);
  }, 60_000);

  it("searches what a row says: its subject and the facts of its sentence, not its link", async () => {
    const { items } = await inbox("admin");
    const shipment = items.find((item) => item.kind === "shipment")!;
    const supplier = String(shipment.facts.supplier);
    const bySupplier = await inbox("admin", `q=${encodeURIComponent(supplier)}&_start=0&_end=5000`);
    expect(bySupplier.items.map((item) => item.id)).toContain(shipment.id);
    const robot = items.find((item) => item.kind === "robotRun")!;
    const byRoutine = await inbox("admin", `q=${encodeURIComponent(String(robot.facts.routine))}&_start=0&_end=5000`);
    expect(byRoutine.items.map((item) => item.id)).toContain(robot.id);
    expect((await inbox("admin", "q=show")).total).toBe(0);
  }, 60_000);

  it("hides an item for one person until it changes, and drops it once resolved", async () => {
    const item = (await inbox("admin", "kind=compliance")).items[0]!;
    const hide = await as("admin", "/inbox/hidden", { method: "POST", json: { id: item.id, fingerprint: item.fingerprint, hidden: true } });
    expect(hide.status).toBe(201);
    expect((await inbox("admin", "hidden=false&kind=compliance")).items.some((row) => row.id === item.id)).toBe(false);
    expect((await inbox("admin", "hidden=true")).items.map((row) => row.id)).toEqual([item.id]);
    // Another person still sees it.
    expect((await inbox("viewer", "kind=compliance")).items.find((row) => row.id === item.id)?.hidden).toBe(false);

    // A new ETA changes the item: it is back.
    const id = Number(item.id.split(".")[1]);
    expect((await as("admin", `/edb/priority-shipments/${id}`, { method: "PATCH", json: { eta: "2027-01-15" } })).status).toBe(200);
    expect((await inbox("admin", "kind=compliance")).items.find((row) => row.id === item.id)?.hidden).toBe(false);

    // Trade compliance issues the WAM: nothing waits any more.
    expect((await as("compliance", `/edb/trade-compliance/${id}`, { method: "PATCH", json: { wam: "WAM-10001" } })).status).toBe(200);
    expect((await inbox("admin", "kind=compliance")).items.some((row) => row.id === item.id)).toBe(false);

    const shown = await as("admin", "/inbox/hidden", { method: "POST", json: { id: item.id, fingerprint: item.fingerprint, hidden: false } });
    expect(shown.status).toBe(204);
    expect((await as("admin", "/inbox/hidden", { method: "POST", json: { id: item.id } })).status).toBe(400);
  }, 60_000);

  it("lists a priority shipment created with only its required fields as waiting for trade compliance, and keeps answering", async () => {
    // The form sends no WAM, ATA or pickup date until they are known: a real backend stores them blank (null).
    const created = await as("admin", "/edb/priority-shipments", {
      method: "POST",
      json: { type: "Production", invoiceInb: "INB-NEW-1", material: "KDU1", qty: 3, flag: "Red", process: "Regular", modal: "Air", eta: "2027-02-01" },
    });
    expect(created.status).toBe(201);
    const { id } = await body<{ id: number }>(created);
    // And one whose WAM was cleared to null: the inbox answered 500 for everyone.
    const cleared = await as("admin", "/edb/priority-shipments", {
      method: "POST",
      json: { type: "Sample", invoiceInb: "INB-NEW-2", material: "KDU2", qty: 1, flag: "Green", process: "Express", modal: "Courier", eta: "2027-02-03", wam: null, ata: null },
    });
    expect(cleared.status).toBe(201);
    const { items } = await inbox("admin", "kind=compliance");
    expect(items.find((item) => item.id === `compliance.${id}`)).toMatchObject({ subject: "INB-NEW-1", reason: "waitingCompliance" });
    expect(items.some((item) => item.subject === "INB-NEW-2")).toBe(true);
  });
});

