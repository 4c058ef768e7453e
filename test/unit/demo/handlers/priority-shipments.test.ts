// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PriorityShipment } from "../../../../src/api/contract";
import { createPriorityShipments } from "../../../../src/demo/seed/priority-shipments";
import { localDay } from "../../../../src/domain/calendar-day";
import { body, call, db, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const PATH = "/edb/priority-shipments";
const all = async (query = "") => body<PriorityShipment[]>(await call(`${PATH}?_start=0&_end=1000${query}`));
const newLine = {
  type: "Production",
  invoiceInb: "INB77770001",
  material: "RDH 102 45/1",
  qty: 12,
  flag: "Red",
  process: "Express",
  modal: "Air",
  pickupDate: "2026-11-20",
  eta: "2026-11-24",
};

describe("priority shipments (DESIGN §9.4)", () => {
  it("flags as duplicated every line whose invoice INB and material repeat another's", async () => {
    const rows = await all();
    const seeded = createPriorityShipments(new Date(db.seededAt));
    const key = (row: { invoiceInb: string; material: string }) => `${row.invoiceInb}|${row.material}`;
    const repeated = new Set(seeded.map(key).filter((k, index, keys) => keys.indexOf(k) !== index));
    expect(repeated.size).toBeGreaterThan(3);
    expect(rows.filter((row) => row.duplicated).map((row) => row.id).sort((a, b) => Number(a) - Number(b))).toEqual(
      seeded.filter((row) => repeated.has(key(row))).map((row) => row.id),
    );
    // A new line repeating an unflagged one flags both.
    const single = rows.find((row) => !row.duplicated)!;
    const created = await call(PATH, { method: "POST", json: { ...newLine, invoiceInb: single.invoiceInb, material: single.material } });
    expect(created.status).toBe(201);
    const after = await all();
    expect(after.find((row) => row.id === single.id)?.duplicated).toBe(true);
    expect(after.find((row) => row.invoiceInb === single.invoiceInb && row.id !== single.id)?.duplicated).toBe(true);
  });

  it("sets who created a line and ignores what a client says the server computes", async () => {
    const created = await call(PATH, { method: "POST", json: { ...newLine, createdBy: "SOMEONE.ELSE", duplicated: true, late: true } });
    expect(created.status).toBe(201);
    const row = await body<PriorityShipment>(await call(`${PATH}/${(await created.clone().json() as { id: number }).id}`));
    expect(row.createdBy).toBe("ADMIN");
    expect(row.duplicated).toBe(false);
    const patched = await call(`${PATH}/${row.id}`, { method: "PATCH", json: { createdBy: "SOMEONE.ELSE", inboundComments: "Booked" } });
    expect(patched.status).toBe(200);
    expect(db.get("edb/priority-shipments", row.id)).toMatchObject({ createdBy: "ADMIN", inboundComments: "Booked" });
  });

  it("refuses an ATA before the pickup, an ETA before it and a quantity out of range, changing nothing", async () => {
    const target = (await all()).find((row) => row.pickupDate)!;
    const before = db.get("edb/priority-shipments", target.id);
    const dayBefore = new Date(Date.parse(target.pickupDate!) - 86_400_000).toISOString().slice(0, 10);
    for (const [json, field, message] of [
      [{ ata: dayBefore }, "ata", "The ATA cannot be before the pickup date."],
      [{ eta: dayBefore }, "eta", "The ETA cannot be before the pickup date."],
      [{ qty: -1 }, "qty", "The quantity cannot be negative."],
      [{ qty: 100_000_000 }, "qty", "Enter a number from 0 to 99999999."],
      [{ qty: 2.5 }, "qty", "Enter a whole number."],
    ] as const) {
      const refused = await call(`${PATH}/${target.id}`, { method: "PATCH", json });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message, errors: { [field]: [message] } });
    }
    expect(db.get("edb/priority-shipments", target.id)).toEqual(before);
  });

  it("selects the open, arrived and late lines the quick filters ask for", async () => {
    const rows = await all();
    const today = localDay(new Date());
    const open = await all("&arrived=false");
    const arrived = await all("&arrived=true");
    const late = await all("&late=true");
    expect(open.length + arrived.length).toBe(rows.length);
    expect(open.every((row) => row.ata === null)).toBe(true);
    expect(arrived.every((row) => typeof row.ata === "string")).toBe(true);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((row) => row.ata === null && row.eta! < today)).toBe(true);
  });

  describe("in São Paulo at 22:00, when UTC has moved on to the next day", () => {
    const zone = process.env.TZ;
    afterEach(() => {
      vi.useRealTimers();
      process.env.TZ = zone;
    });

    it("does not count a line due today as late yet", async () => {
      process.env.TZ = "America/Sao_Paulo";
      const evening = new Date(2026, 10, 27, 22, 0);
      vi.useFakeTimers({ toFake: ["Date"], now: evening });
      const target = (await all("&arrived=false"))[0]!;
      await db.write((tx) => tx.update("edb/priority-shipments", target.id, { eta: "2026-11-27", pickupDate: "2026-11-01" }));
      const [dueToday] = await all(`&id=${target.id}`);
      expect(dueToday).toMatchObject({ eta: "2026-11-27", ata: null, late: false });
      await db.write((tx) => tx.update("edb/priority-shipments", target.id, { eta: "2026-11-26" }));
      expect((await all(`&id=${target.id}`))[0]).toMatchObject({ late: true });
    });
  });
});

describe("the screens over the priority shipments (DESIGN §9.4)", () => {
  const refusedBeside = async (response: Response, field: string) => {
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "This field is changed on another screen.",
      errors: { [field]: ["This field is changed on another screen."] },
    });
  };

  it("lets trade compliance change its own fields and nothing else, and Inbound not theirs", async () => {
    const before = db.get("edb/priority-shipments", 3)!;
    const saved = await call("/edb/trade-compliance/3", { method: "PATCH", json: { wam: "WAM-12345", eadiPointEdbDate: "2026-12-01" } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id: 3, wam: "WAM-12345", eadiPointEdbDate: "2026-12-01", invoiceInb: before.invoiceInb });
    // A field sent as it is stored is no change; a changed one of another screen is refused, and nothing is saved.
    expect((await call("/edb/trade-compliance/3", { method: "PATCH", json: { wam: "WAM-22222", qty: before.qty } })).status).toBe(200);
    await refusedBeside(await call("/edb/trade-compliance/3", { method: "PATCH", json: { wam: "WAM-33333", qty: 999 } }), "qty");
    await refusedBeside(await call("/edb/priority-shipments/3", { method: "PATCH", json: { tradeComplianceComments: "Cleared" } }), "tradeComplianceComments");
    expect(db.get("edb/priority-shipments", 3)).toMatchObject({ wam: "WAM-22222", qty: before.qty, tradeComplianceComments: before.tradeComplianceComments });
  });

  it("creates and deletes lines only on Inbound, and the display board only reads", async () => {
    expect((await call("/edb/trade-compliance", { method: "POST", json: { wam: "WAM-1" } })).status).toBe(405);
    expect((await call("/edb/trade-compliance/3", { method: "DELETE" })).status).toBe(405);
    const board = await body<PriorityShipment[]>(await call("/edb/priority-shipments-display?arrived=false"));
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((row) => !row.arrived)).toBe(true);
    await refusedBeside(await call("/edb/priority-shipments-display/3", { method: "PATCH", json: { observation: "x" } }), "observation");
  });
});
