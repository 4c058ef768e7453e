/** Small hand-made worlds for the planning calculation's tests: a few materials, one plant, dates near NOW. */
import type { Clause } from "../../../../src/domain/clause-model";
import type {
  DemandLine,
  PlanningInput,
  PlanningRule,
  TransitTimeRow,
} from "../../../../src/demo/planning/calculation";
import type { SapMaterial, SapTables } from "../../../../src/demo/planning/sap-types";

export const NOW = "2025-03-10T08:00:00.000Z";
/** An ISO date `offset` days from NOW's day. */
export const day = (offset: number): string =>
  new Date(Date.UTC(2025, 2, 10 + offset)).toISOString().slice(0, 10);

export const material = (
  code: string,
  kind: SapMaterial["kind"],
  extra: Partial<SapMaterial> = {},
): SapMaterial => ({
  material: code,
  description: `${kind === "product" ? "RADIO" : "PART"} ${code}`,
  kind,
  mrpController: "P01",
  purchasingGroup: "B10",
  vendor: "100045",
  vendorName: "Foxconn Industrial Internet",
  origin: "CN",
  countryCode: "CN",
  modal: "SEA",
  ...extra,
});

export const tables = (partial: Partial<SapTables> = {}): SapTables => ({
  module: "edb",
  seededAt: NOW,
  syncCount: 0,
  plants: ["BR10"],
  vendors: [],
  materials: [],
  bom: [],
  stock: [],
  purchaseOrders: [],
  mrpList: [],
  ordersBooked: [],
  ...partial,
});

export const line = (partial: Partial<DemandLine> & Pick<DemandLine, "orderKey">): DemandLine => ({
  material: "P1",
  plant: "BR10",
  quantity: 1,
  needDate: day(0),
  priority: 3,
  mrpController: "P01",
  vendor: "100045",
  origin: "CN",
  modal: "SEA",
  orderType: "ZOR",
  purchasingGroup: "B10",
  countryCode: "CN",
  availabilityDate: null,
  coverage: null,
  transitTime: null,
  status: null,
  ...partial,
});

export const when = (
  column: Clause["column"],
  value: string,
  connector: Clause["connector"] = "AND",
  operator: Clause["operator"] = "eq",
): Clause => ({
  column,
  operator,
  connector,
  value,
});
export const set = (column: Clause["column"], value: string): Clause => ({
  column,
  operator: "eq",
  connector: "AND",
  value,
});

export const rule = (partial: Partial<PlanningRule>): PlanningRule => ({
  sequency: 10,
  active: true,
  updateClauses: [],
  whereClauses: [],
  ...partial,
});

export const transit = (
  modal: string,
  countryCode: string,
  transitTime: number,
  vendor = "",
  continent = "",
): TransitTimeRow => ({
  modal,
  countryCode,
  continent,
  transitTime,
  vendor,
});

export const input = (partial: Partial<PlanningInput> & Pick<PlanningInput, "tables">): PlanningInput => ({
  now: NOW,
  demand: [],
  transitTimes: [],
  rules: [],
  ...partial,
});
