import { describe, expect, it } from "vitest";
import { LATE_AFTER_HOURS } from "../../../../src/api/transport-tracking";
import {
  createTrackingData,
  seedTransportTracking,
  shipmentRow,
  TRACKING_PARTNERS,
  TRACKING_SHIPMENT_COUNT,
} from "../../../../src/demo/seed/transport-tracking";
import { timelineOrder } from "../../../../src/features/transport-tracking/tracking-model";

const now = new Date("2025-03-14T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const { shipments, logs } = createTrackingData(now);
const at = (iso: string) => new Date(iso).getTime();

describe("the tracking robot's data (createTrackingData)", () => {
  it("is the same for the same seed time, and moves every date with it", () => {
    expect(JSON.stringify(createTrackingData(new Date(now)))).toBe(JSON.stringify({ shipments, logs }));
    const later = createTrackingData(new Date(now.getTime() + 7 * DAY)).shipments;
    // Bookings are relative to the seed time, so a shipment books a week later too.
    expect(at(later[0]!.milestones[0]!.plannedAt) - at(shipments[0]!.milestones[0]!.plannedAt)).toBe(7 * DAY);
  });

  it("holds 1,200 shipments with unique tracking numbers, of every flow, modal and LSP", () => {
    expect(shipments).toHaveLength(TRACKING_SHIPMENT_COUNT);
    expect(shipments.map((row) => row.id)).toEqual(Array.from({ length: 1200 }, (_, index) => index + 1));
    expect(new Set(shipments.map((row) => row.trackingNumber)).size).toBe(1200);
    expect(new Set(shipments.map((row) => row.flowType))).toEqual(new Set(["Import", "Export", "Domestic"]));
    expect(new Set(shipments.map((row) => row.modal))).toEqual(new Set(["Air", "Ocean", "Road"]));
    expect(new Set(shipments.map((row) => row.supplier)).size).toBe(6);
    expect(shipments.some((row) => /^DHL\d{10}$/.test(row.trackingNumber))).toBe(true);
    expect(shipments.some((row) => /^1Z[A-Z0-9]{6}\d{10}$/.test(row.trackingNumber))).toBe(true);
  });

  it("has a working set of open shipments, some late, some held by an exception, and a month of deliveries", () => {
    const open = shipments.filter((row) => row.status === "Open");
    expect(open.length).toBeGreaterThan(80);
    expect(open.length).toBeLessThan(300);
    const late = open.filter((row) => row.late).length;
    expect(late).toBeGreaterThan(5);
    expect(late).toBeLessThan(open.length / 2);
    expect(open.filter((row) => row.inException).length).toBeGreaterThan(2);
    const lastMonth = shipments.filter((row) => row.deliveredAt && at(row.deliveredAt) >= now.getTime() - 30 * DAY);
    expect(lastMonth.length).toBeGreaterThan(150);
    expect(new Set(open.map((row) => row.shipmentsStatus)).size).toBeGreaterThanOrEqual(4);
    expect(open.every((row) => row.shipmentsStatus !== "delivered" && row.deliveredAt === null)).toBe(true);
  });

  it("closes a shipment exactly when its delivery happened, and nothing happens after the seed time", () => {
    for (const shipment of shipments) {
      const delivery = shipment.milestones[shipment.milestones.length - 1]!;
      expect(delivery.code).toBe("DLV");
      expect(shipment.status).toBe(delivery.actualAt ? "Closed" : "Open");
      expect(shipment.deliveredAt).toBe(delivery.actualAt);
      for (const milestone of shipment.milestones) {
        if (milestone.actualAt) expect(at(milestone.actualAt)).toBeLessThanOrEqual(now.getTime());
      }
      // Milestones happen in order: none after one that has not.
      const happened = shipment.milestones.map((milestone) => milestone.actualAt !== null);
      expect(happened.indexOf(false) === -1 || !happened.slice(happened.indexOf(false)).includes(true)).toBe(true);
      expect(shipment.localDate).toBe(shipment.milestones.filter((milestone) => milestone.actualAt).pop()!.actualAt);
    }
  });

  it("speaks the carriers' codes: an air import is booked, received, manifested, flown leg by leg, cleared and delivered", () => {
    const airImport = shipments.find((row) => row.modal === "Air" && row.flowType === "Import" && row.routes.filter((leg) => leg.modal === "Air").length === 2)!;
    expect(airImport).toBeDefined();
    const codes = timelineOrder(airImport.milestones).map((milestone) => `${milestone.code}${milestone.leg}`);
    expect(codes).toEqual(["BKD1", "RCS1", "MAN1", "DEP1", "ARR1", "MAN2", "DEP2", "ARR2", "RCF2", "CCD2", "NFD2", "LOAD3", "GTOT3", "GTIN3", "DLV3"]);
    const ocean = shipments.find((row) => row.modal === "Ocean" && row.flowType === "Import")!;
    expect(ocean.milestones.map((milestone) => milestone.code)).toEqual(expect.arrayContaining(["GTIN", "LOAD", "VDEP", "VARR", "DISC", "CCD", "GTOT", "DLV"]));
  });

  it("never calls a shipment booked once it has left, nor in customs before it arrived", () => {
    const happened = (shipment: (typeof shipments)[number], codes: string[]) =>
      shipment.milestones.some((milestone) => milestone.actualAt !== null && codes.includes(milestone.code));
    const open = shipments.filter((row) => row.status === "Open");
    for (const shipment of open) {
      if (happened(shipment, ["DEP", "VDEP", "ARR", "VARR"])) expect(shipment.shipmentsStatus, shipment.trackingNumber).not.toBe("booked");
      if (shipment.shipmentsStatus === "customs") expect(happened(shipment, ["ARR", "VARR", "GTIN", "CCD"]) || shipment.inException).toBe(true);
    }
    expect(open.filter((row) => row.shipmentsStatus === "booked").every((row) => !happened(row, ["DEP", "VDEP"]))).toBe(true);
  });

  it("estimates the arrival from the delay seen so far and calls late only past the tolerance", () => {
    for (const shipment of shipments) {
      expect(shipment.lateHours).toBe(Math.max(0, Math.round((at(shipment.eta) - at(shipment.plannedEta)) / HOUR)));
      expect(shipment.late).toBe(shipment.lateHours > LATE_AFTER_HOURS);
      if (shipment.status === "Open") expect(at(shipment.eta)).toBeGreaterThan(now.getTime());
    }
  });

  it("keeps an exception open only while it holds the shipment, and a customs hold shows as customs", () => {
    const withExceptions = shipments.filter((row) => row.exceptions.length > 0);
    expect(withExceptions.length).toBeGreaterThan(40);
    for (const shipment of withExceptions) {
      expect(shipment.inException).toBe(shipment.exceptions.some((exception) => exception.open));
      if (shipment.status === "Closed") expect(shipment.inException).toBe(false);
      const hold = shipment.exceptions.find((exception) => exception.open && exception.type === "customsHold");
      if (hold) expect(shipment.shipmentsStatus).toBe("customs");
    }
  });

  it("places each open shipment where it is: on its leg while moving, at its last place otherwise", () => {
    for (const shipment of shipments.filter((row) => row.status === "Open")) {
      const { lat, lon, label } = shipment.currentPosition;
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      const moving = shipment.routes.find((leg) => leg.actualDeparture && !leg.actualArrival);
      if (moving) expect(label).toContain(`${moving.from.code} → ${moving.to.code}`);
    }
  });

  it("logs each partner update with the events it carried, in arrival order, tied to its shipment", () => {
    expect(logs.length).toBeGreaterThan(3000);
    expect(logs.map((entry) => entry.id)).toEqual(Array.from({ length: logs.length }, (_, index) => index + 1));
    expect(logs.every((entry, index) => index === 0 || logs[index - 1]!.date <= entry.date)).toBe(true);
    const titles = new Set(TRACKING_PARTNERS.map((partner) => partner.title));
    const byId = new Map(shipments.map((row) => [row.id, row]));
    for (const entry of logs.slice(0, 500)) {
      expect(titles.has(entry.partner)).toBe(true);
      expect(byId.get(entry.shipmentId)!.trackingNumber).toBe(entry.trackingNumber);
      expect(() => JSON.parse(entry.payload)).not.toThrow();
    }
    expect(logs.some((entry) => entry.status === "error" && entry.rows === 0)).toBe(true);
    expect(logs.filter((entry) => entry.status === "success").every((entry) => entry.rows >= 1)).toBe(true);
  });

  it("has in its log every event the shipment's detail shows as happened, each received after it happened", () => {
    const received = new Map<number, Map<string, string>>();
    for (const entry of logs) {
      if (entry.status !== "success") continue;
      const events = (JSON.parse(entry.payload) as { events?: { code: string; time: string }[] }).events ?? [];
      const ofShipment = received.get(entry.shipmentId) ?? new Map<string, string>();
      for (const event of events) ofShipment.set(`${event.code}@${event.time}`, entry.date);
      received.set(entry.shipmentId, ofShipment);
    }
    const missing = shipments.flatMap((shipment) =>
      shipment.milestones
        .filter((milestone) => milestone.actualAt !== null)
        .filter((milestone) => {
          const date = received.get(shipment.id)?.get(`${milestone.code}@${milestone.actualAt}`);
          return date === undefined || date < milestone.actualAt!;
        })
        .map((milestone) => `${shipment.trackingNumber} ${milestone.code}`),
    );
    expect(missing).toEqual([]);
    // A partner sends what happened within a few hours as one update, not a day's events as one.
    for (const entry of logs.slice(0, 2000)) {
      const times = ((JSON.parse(entry.payload) as { events?: { time: string }[] }).events ?? []).map((event) => at(event.time));
      if (times.length > 1) expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(6 * HOUR);
    }
  });

  it("gives the list a row without the nested lists", () => {
    const row = shipmentRow(shipments[0]!);
    expect(Object.keys(row)).not.toEqual(expect.arrayContaining(["milestones"]));
    expect(row).toEqual(expect.objectContaining({ id: 1, trackingNumber: shipments[0]!.trackingNumber, eta: shipments[0]!.eta }));
    expect("routes" in row || "currentPosition" in row).toBe(false);
  });
});

describe("seedTransportTracking", () => {
  it("seeds the partners the updates come under, one of them inactive", () => {
    const partners = seedTransportTracking().api["edb/edb-partner"];
    expect(partners.map((partner) => `${partner.id} ${partner.title} ${partner.status}`)).toEqual([
      "1 DHL A",
      "2 KUEHNE_NAGEL A",
      "3 DB_SCHENKER A",
      "4 EXPEDITORS A",
      "5 FEDEX A",
      "6 UPS A",
      "7 PANALPINA I",
    ]);
  });
});
