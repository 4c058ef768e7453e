// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  PLANNING_KEY_HEADERS,
  PLANNING_TEMPLATE_COLUMNS,
  demandFromTemplate,
  demandForRules,
} from "../../../../src/demo/planning/calculation";
import { PLANNING_MODULES } from "../../../../src/api/planning";
import { columnProblems } from "../../../../src/domain/template-model";
import { NOW, day, input, material, tables, transit } from "./fixtures";

describe("planning templates", () => {
  it("each module's template is valid, and its key headers are among its columns", () => {
    for (const module of PLANNING_MODULES) {
      const columns = PLANNING_TEMPLATE_COLUMNS[module];
      expect(columnProblems(columns).size).toBe(0);
      const headers = columns.map((column) => column.header);
      for (const key of PLANNING_KEY_HEADERS[module]) expect(headers).toContain(key);
    }
    expect(PLANNING_KEY_HEADERS).toEqual({
      edb: ["Order", "Product"],
      ctb: ["Work order", "Product"],
      efa: ["Order", "Component"],
    });
  });
});

describe("demandFromTemplate", () => {
  it("finds the columns by header whatever the case, and reads ISO, dd/mm/yyyy and Excel serial dates", () => {
    const columns = PLANNING_TEMPLATE_COLUMNS.ctb.map((column) => ({
      ...column,
      header: column.header.toUpperCase(),
    }));
    const lines = demandFromTemplate("ctb", columns, [
      {
        "WORK ORDER": "WO 100004512",
        PRODUCT: "kdu561074/1",
        PLANT: "br30",
        QUANTITY: 250,
        "BUILD DATE": "2025-03-18",
        PRIORITY: 1,
      },
      {
        "WORK ORDER": 100004513,
        PRODUCT: "KDU561074/1",
        PLANT: "BR30",
        QUANTITY: "12,5",
        "BUILD DATE": "20/03/2025",
        PRIORITY: null,
      },
      {
        "work  order": "WO 100004514",
        product: "KDU561074/1",
        plant: "BR30",
        quantity: 3,
        "build date": 45736,
      },
    ]);
    expect(
      lines.map(({ orderKey, material, plant, quantity, needDate, priority }) => ({
        orderKey,
        material,
        plant,
        quantity,
        needDate,
        priority,
      })),
    ).toEqual([
      {
        orderKey: "WO 100004512",
        material: "KDU561074/1",
        plant: "BR30",
        quantity: 250,
        needDate: "2025-03-18",
        priority: 1,
      },
      {
        orderKey: "100004513",
        material: "KDU561074/1",
        plant: "BR30",
        quantity: 12.5,
        needDate: "2025-03-20",
        priority: 3,
      },
      {
        orderKey: "WO 100004514",
        material: "KDU561074/1",
        plant: "BR30",
        quantity: 3,
        needDate: "2025-03-20",
        priority: 3,
      },
    ]);
  });

  it("leaves out lines without order, material, plant, a positive quantity or a date", () => {
    const columns = PLANNING_TEMPLATE_COLUMNS.efa;
    const good = { Order: "FA 1/10", Component: "C1", Plant: "BR10", Quantity: 5, "Need date": "2025-03-12" };
    expect(
      demandFromTemplate("efa", columns, [
        good,
        { ...good, Order: "" },
        { ...good, Component: null },
        { ...good, Quantity: 0 },
        { ...good, "Need date": "next week" },
      ]),
    ).toHaveLength(1);
  });

  it("the lines the rules read carry master data from SAP, the transit of their lane and their scarcest coverage", () => {
    const [templateLine] = demandFromTemplate("edb", PLANNING_TEMPLATE_COLUMNS.edb, [
      { Order: "SO 1/10", Product: "P1", Plant: "BR10", Quantity: 5, "Need date": day(9) },
    ]);
    const world = tables({
      materials: [
        material("P1", "product", {
          mrpController: "P07",
          vendor: "100318",
          origin: "DE",
          countryCode: "DE",
          modal: "AIR",
        }),
        material("C1", "component"),
        material("C2", "component"),
      ],
      bom: [
        { product: "P1", component: "C1", quantityPer: 1 },
        { product: "P1", component: "C2", quantityPer: 2 },
      ],
      stock: [
        { component: "C1", plant: "BR10", storageLocation: "0001", unrestricted: 50 },
        { component: "C2", plant: "BR10", storageLocation: "0001", unrestricted: 5 },
      ],
    });
    const [ruled] = demandForRules(
      input({ now: NOW, tables: world, demand: [templateLine], transitTimes: [transit("AIR", "DE", 6)] }),
    );
    // C2: 5 in stock for 10 needed over 10 days (one a day) lasts 5 days; C1 lasts 100.
    expect(ruled).toMatchObject({
      mrpController: "P07",
      vendor: "100318",
      origin: "DE",
      countryCode: "DE",
      modal: "AIR",
      transitTime: 6,
      orderType: "ZOR",
      coverage: 5,
    });
  });
});
