import { describe, expect, it } from "vitest";
import { inTimeZone } from "../../../time-zone";
import type { PriorityShipment, RobotProcessLog, TransportTrackingDetail } from "../../../../src/api/contract";
import type { ResultLine } from "../../../../src/api/planning";
import {
  byUrgency,
  complianceItems,
  robotRunItems,
  shipmentItems,
  shortageItems,
  withHidden,
} from "../../../../src/demo/inbox/inbox-items";
import { createTrackingShipments } from "../../../../src/demo/seed/transport-tracking";

const NOW = new Date("2026-11-25T12:00:00Z");

const line = (values: Partial<ResultLine>): ResultLine => ({
  id: 1,
  orderKey: "WO 100-10",
  material: "BML 1/1",
  plant: "BR10",
  needDate: "2026-12-20",
  priority: 1,
  quantity: 40,
  buildableNow: 0,
  clearDate: "2026-12-24",
  daysLate: 4,
  limitingComponents: "RDH 102 47/2, KRC 1/1",
  status: "short",
  mrpController: "P01",
  etaShiftDays: null,
  shipmentId: null,
  trackingNumber: null,
  ...values,
});

describe("the inbox's item rules (DESIGN §9)", () => {
  it("takes only short lines: critical when needed within a week, high when never clear or two weeks late", () => {
    const items = shortageItems(
      {
        module: "ctb",
        resource: "ctb/ctb_result",
        runDate: "2026-11-25T06:00:00.000Z",
        lines: [
          line({ orderKey: "A", needDate: "2026-11-30" }),
          line({ orderKey: "B", clearDate: null, daysLate: null }),
          line({ orderKey: "C", daysLate: 20 }),
          line({ orderKey: "D" }),
          line({ orderKey: "E", status: "partial" }),
          line({ orderKey: "F", status: "clear" }),
        ],
      },
      new Set(["P01"]),
      NOW,
    );
    expect(items.map((item) => [item.facts.orderKey, item.severity, item.reason])).toEqual([
      ["A", "critical", "short"],
      ["B", "high", "neverClear"],
      ["C", "high", "short"],
      ["D", "medium", "short"],
    ]);
    expect(items[0]).toMatchObject({
      id: "shortage.ctb.A.BML 1/1.BR10",
      subject: "BML 1/1",
      since: "2026-11-25T06:00:00.000Z",
      link: "/ctb/ctb_result?q=A",
      mine: true,
      facts: { limiting: "RDH 102 47/2" },
    });
    // Another quantity buildable is another item state: a hidden one shows again.
    const [again] = shortageItems({ module: "ctb", resource: "ctb/ctb_result", runDate: "x", lines: [line({ orderKey: "A", needDate: "2026-11-30", clearDate: "2027-01-02" })] }, new Set(), NOW);
    expect(again.fingerprint).not.toBe(items[0].fingerprint);
    expect(again.mine).toBe(false);
  });

  const shipment = (values: Partial<TransportTrackingDetail>): TransportTrackingDetail =>
    ({
      id: 7,
      trackingNumber: "TRK7",
      status: "Open",
      supplier: "DHL",
      localDate: "2026-11-24T09:00:00.000Z",
      plannedEta: "2026-11-20T10:00:00.000Z",
      eta: "2026-11-27T10:00:00.000Z",
      lateHours: 168,
      late: true,
      inException: false,
      exceptions: [],
      shipmentsStatus: "inTransit",
      ...values,
    }) as TransportTrackingDetail;

  it("takes open shipments late or in exception, since the missed plan or the oldest open exception", () => {
    const items = shipmentItems(
      [
        shipment({}),
        shipment({ id: 8, late: false, lateHours: 0, inException: true, exceptions: [{ at: "2026-11-24T08:00:00.000Z", type: "weather", text: "", open: true }] }),
        shipment({ id: 9, inException: true, exceptions: [{ at: "2026-11-23T08:00:00.000Z", type: "documents", text: "", open: true }, { at: "2026-11-01T08:00:00.000Z", type: "DIS", text: "", open: false }] }),
        shipment({ id: 10, late: true, lateHours: 20 }),
        shipment({ id: 11, status: "Closed" }),
        shipment({ id: 12, late: false, lateHours: 0 }),
      ],
      (row) => row.id === 10,
    );
    expect(items.map((item) => [item.id, item.reason, item.severity, item.since, item.mine])).toEqual([
      ["shipment.7", "late", "high", "2026-11-20T10:00:00.000Z", false],
      ["shipment.8", "exception", "high", "2026-11-24T08:00:00.000Z", false],
      ["shipment.9", "lateInException", "critical", "2026-11-23T08:00:00.000Z", false],
      ["shipment.10", "late", "medium", "2026-11-20T10:00:00.000Z", true],
    ]);
    expect(items[2]).toMatchObject({ link: "/edb/transport-tracking-shipments/show/9", subject: "TRK7", facts: { lateDays: 7, exceptionType: "documents" } });
  });

  it("dates a shipment late before its planned delivery from the update that made it late, never in the future", () => {
    const [early] = shipmentItems([shipment({ plannedEta: "2026-11-28T10:00:00.000Z", eta: "2026-12-02T10:00:00.000Z", lateHours: 96, localDate: "2026-11-25T06:00:00.000Z" })], () => false);
    expect(early!.since).toBe("2026-11-25T06:00:00.000Z");
    const seeded = shipmentItems(createTrackingShipments(NOW), () => false);
    expect(seeded.length).toBeGreaterThan(10);
    expect(seeded.filter((item) => Date.parse(item.since) > NOW.getTime()).map((item) => item.subject)).toEqual([]);
  });

  const priority = (values: Partial<PriorityShipment>): PriorityShipment =>
    ({ id: 3, invoiceInb: "INB1", material: "RDH 1", eta: "2026-11-26", ata: null, arrived: false, wam: "", pickupDate: "2026-11-10", meeting: "2026-11-26", eadiPointEdbDate: null, createdBy: "PLANNER", ...values }) as PriorityShipment;

  it("takes priority shipments on their way without trade compliance's WAM, worse as they near arrival", () => {
    const items = complianceItems(
      [
        priority({}),
        priority({ id: 4, eta: "2026-11-30", createdBy: "MARIANA.COSTA" }),
        priority({ id: 5, eta: "2026-12-20" }),
        priority({ id: 6, wam: "WAM-1" }),
        priority({ id: 7, ata: "2026-11-20", arrived: true }),
      ],
      { userName: "planner", canEdit: false, now: NOW },
    );
    // Calendar days from today (the 25th), whatever the hour: the 26th is tomorrow.
    expect(items.map((item) => [item.id, item.severity, item.facts.arrivesIn, item.mine, item.link])).toEqual([
      ["compliance.3", "critical", 1, true, "/edb/trade-compliance/show/3"],
      ["compliance.4", "high", 5, false, "/edb/trade-compliance/show/4"],
      ["compliance.5", "medium", 25, true, "/edb/trade-compliance/show/5"],
    ]);
    expect(items[0].since).toBe("2026-11-10T00:00:00.000Z");
    expect(complianceItems([priority({})], { userName: "x", canEdit: true, now: NOW })[0].link).toBe("/edb/trade-compliance/edit/3");
    // Due today is not a day ago, at noon or at any other hour of the day.
    for (const hour of ["00:30", "12:00", "23:30"])
      expect(complianceItems([priority({ eta: "2026-11-25" })], { userName: "x", canEdit: true, now: new Date(`2026-11-25T${hour}:00Z`) })[0].facts.arrivesIn).toBe(0);
  });

  it("dates an item on its way from its pickup or meeting, never from a day still ahead", () => {
    const since = (values: Partial<PriorityShipment>) =>
      complianceItems([priority(values)], { userName: "x", canEdit: true, now: NOW })[0].since;
    expect(since({ pickupDate: "2026-11-30" })).toBe("2026-11-25T00:00:00.000Z");
    expect(since({ pickupDate: null, meeting: "2026-12-02" })).toBe("2026-11-25T00:00:00.000Z");
    expect(since({ pickupDate: null, meeting: "2026-11-20" })).toBe("2026-11-20T00:00:00.000Z");
  });

  it("brings a hidden item back once it grows worse: hidden at 20 days from arrival, back when it is due tomorrow", () => {
    const shipment = priority({ eta: "2026-12-15" });
    const [hiddenThen] = complianceItems([shipment], { userName: "x", canEdit: true, now: NOW });
    expect(hiddenThen.severity).toBe("medium");
    const hidden = new Map([[hiddenThen.id, hiddenThen.fingerprint]]);
    const later = (day: string) => complianceItems([shipment], { userName: "x", canEdit: true, now: new Date(`${day}T12:00:00Z`) });
    // Nothing has changed the next day: still hidden.
    expect(withHidden(later("2026-11-26"), hidden)[0].hidden).toBe(true);
    const [urgent] = withHidden(later("2026-12-14"), hidden);
    expect(urgent.severity).toBe("critical");
    expect(urgent.hidden).toBe(false);
  });

  describe("in São Paulo, three hours behind UTC", () => {
    inTimeZone();

    it("dates a compliance item from the pickup day's own midnight, not the evening before", () => {
      const [item] = complianceItems([priority({ pickupDate: "2026-11-10" })], { userName: "x", canEdit: true, now: NOW });
      const since = new Date(item.since);
      expect([since.getDate(), since.getHours()]).toEqual([10, 0]);
    });

    it("counts the days to arrival from the day it is there at 22:00, not from UTC's next day", () => {
      const evening = new Date(2026, 10, 25, 22, 0);
      const [item] = complianceItems([priority({ eta: "2026-11-26" })], { userName: "x", canEdit: true, now: evening });
      expect(item.facts.arrivesIn).toBe(1);
    });
  });

  const run = (id: number, date: string, type: RobotProcessLog["type"], robotprocess = "ZMARD", moduloId = 1): RobotProcessLog =>
    ({ id, date, type, robotprocess, moduloId, routine: `Download ${robotprocess}`, message: "", rows: 0, time: "" }) as RobotProcessLog;

  it("takes robots whose latest finished run failed or was empty, one item per robot, counting the failures in a row", () => {
    const items = robotRunItems(
      [
        run(1, "2026-11-20T06:00:00Z", "success"),
        run(2, "2026-11-21T06:00:00Z", "error"),
        run(3, "2026-11-22T06:00:00Z", "error"),
        run(4, "2026-11-23T06:00:00Z", "error"),
        run(5, "2026-11-24T06:00:00Z", "waiting"),
        run(6, "2026-11-22T06:00:00Z", "empty", "ME2M", 2),
        run(7, "2026-11-23T06:00:00Z", "error", "MD04", 3),
        run(8, "2026-11-24T06:00:00Z", "success", "MD04", 3),
      ],
      "edb/robot-process-log",
    );
    expect(items.map((item) => [item.subject, item.module, item.reason, item.severity, item.facts.failures, item.since, item.link])).toEqual([
      ["ZMARD", "edb", "robotError", "critical", 3, "2026-11-21T06:00:00Z", "/edb/robot-process-log/show/4"],
      ["ME2M", "ctb", "robotEmpty", "medium", 1, "2026-11-22T06:00:00Z", "/edb/robot-process-log/show/6"],
    ]);
  });

  it("orders worst first, then newest, and keeps an item hidden only while its fingerprint is the one hidden", () => {
    const items = [
      ...robotRunItems([run(9, "2026-11-24T06:00:00Z", "empty")], "edb/robot-process-log"),
      ...shipmentItems([shipment({ lateHours: 20 })], () => false),
      ...shipmentItems([shipment({ id: 9, lateHours: 100, plannedEta: "2026-11-01T00:00:00.000Z" })], () => false),
    ].sort(byUrgency);
    expect(items.map((item) => item.id)).toEqual(["shipment.9", "robotRun.edb/robot-process-log.1.ZMARD", "shipment.7"]);
    const hidden = withHidden(items, new Map([["shipment.9", items[0].fingerprint], ["shipment.7", "an older state"]]));
    expect(hidden.map((item) => item.hidden)).toEqual([true, false, false]);
  });
});
