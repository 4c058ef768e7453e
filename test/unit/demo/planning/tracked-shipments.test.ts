// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ShipmentMilestone } from "../../../../src/api/contract";
import { etaKnownAt, trackedShipmentsAt, type EtaSource } from "../../../../src/demo/planning/tracked-shipments";
import { createTrackingShipments } from "../../../../src/demo/seed/transport-tracking";

const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-10T00:00:00.000Z");
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const milestone = (code: ShipmentMilestone["code"], planned: number, actual: number | null): ShipmentMilestone => ({
  code,
  leg: 1,
  location: "Frankfurt (FRA)",
  plannedAt: at(planned),
  actualAt: actual === null ? null : at(actual),
});

/** Booked at T0, departed 12 hours late, then held by the weather (48 hours) from hour 30: due at 160 instead of 100. */
const held: EtaSource = {
  id: 7,
  trackingNumber: "DHL0000000007",
  plannedEta: at(100),
  eta: at(160),
  deliveredAt: null,
  milestones: [milestone("BKD", 0, 0), milestone("DEP", 10, 22), milestone("ARR", 60, null), milestone("DLV", 100, null)],
  exceptions: [{ at: at(30), type: "weather", text: "Weather delay at Frankfurt", open: true }],
};

describe("a tracked shipment's ETA as known at a run (DESIGN §9.2, §9.3)", () => {
  it("is the plan moved by the last milestone's delay by then, plus the delay of an exception holding it then", () => {
    expect(etaKnownAt(held, T0 - HOUR)).toBeNull(); // not booked yet
    expect(etaKnownAt(held, T0 + 5 * HOUR)).toEqual({ eta: at(100), deliveredAt: null });
    expect(etaKnownAt(held, T0 + 25 * HOUR)).toEqual({ eta: at(112), deliveredAt: null });
    // From the exception on, the estimate as the partner reports it now.
    expect(etaKnownAt(held, T0 + 40 * HOUR)).toEqual({ eta: at(160), deliveredAt: null });
  });

  it("is never sooner than two hours after the moment, and is the delivery once delivered", () => {
    const overdue: EtaSource = { ...held, plannedEta: at(20), eta: at(80), exceptions: [] };
    expect(etaKnownAt(overdue, T0 + 5 * HOUR)).toEqual({ eta: at(20), deliveredAt: null });
    const delivered: EtaSource = {
      ...held,
      eta: at(104),
      deliveredAt: at(104),
      milestones: [milestone("BKD", 0, 0), milestone("DEP", 10, 12), milestone("DLV", 100, 104)],
      exceptions: [],
    };
    expect(etaKnownAt(delivered, T0 + 200 * HOUR)).toEqual({ eta: at(104), deliveredAt: at(104) });
    expect(etaKnownAt(delivered, T0 + 50 * HOUR)).toEqual({ eta: at(102), deliveredAt: null });
  });

  it("at the tracking data's own time, every generated shipment's ETA is the one its detail reports", () => {
    const seededAt = new Date("2026-11-25T08:00:00.000Z");
    for (const shipment of createTrackingShipments(seededAt)) {
      expect(etaKnownAt(shipment, seededAt.getTime())).toEqual({
        eta: shipment.status === "Closed" ? shipment.deliveredAt : shipment.eta,
        deliveredAt: shipment.deliveredAt,
      });
    }
  });

  it("joins what each shipment carries, leaving out shipments that carry nothing or were not booked yet", () => {
    const other: EtaSource = { ...held, id: 8, trackingNumber: "DHL0000000008", milestones: held.milestones.map((m, index) => ({ ...m, actualAt: index === 0 ? at(50) : null })) };
    const cargo = [
      { id: 7, purchaseOrders: ["4500010001/00010"], invoices: [] },
      { id: 8, purchaseOrders: ["4500010002"], invoices: [] },
      { id: 9, purchaseOrders: ["4500010003"], invoices: [] },
    ];
    expect(trackedShipmentsAt([held, other], cargo, T0 + 25 * HOUR)).toEqual([
      { id: 7, trackingNumber: "DHL0000000007", eta: at(112), deliveredAt: null, purchaseOrders: ["4500010001/00010"], invoices: [] },
    ]);
    expect(trackedShipmentsAt([held, other], [{ id: 7, purchaseOrders: [], invoices: [] }], T0 + 25 * HOUR)).toEqual([]);
  });
});
