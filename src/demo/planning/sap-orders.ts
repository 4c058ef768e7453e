/**
 * The orders booked of a module's generated SAP data (DESIGN §9.5): ~5,000 sales order items for EDB, ~1,500
 * work orders for CTB, ~800 final-assembly component needs for EFA. Need dates are days from the seed day.
 */
import type { PlanningModule } from "../../api/planning";
import type { Prng } from "../prng";
import { isoDate } from "./dates";
import { ASSEMBLY_LINES, CUSTOMERS, FIRST_ORDER, ORDER_KINDS, SIZES, orderKeyOf } from "./sap-catalog";
import type { MasterData } from "./sap-master";
import { weighted } from "./sap-master";
import type { OrderBookedLine, SapMaterial } from "./sap-types";

const PRIORITIES: readonly (readonly [number, number])[] = [
  [1, 10],
  [2, 20],
  [3, 40],
  [4, 20],
  [5, 10],
];

function quantityFor(module: PlanningModule, prng: Prng): number {
  if (module === "edb") return 1 + Math.floor(prng.next() ** 2 * 40);
  if (module === "ctb") return 5 * prng.int(1, 40);
  return 10 * prng.int(1, 50);
}

/** One line of the orders booked, for a material of the module, needed on `needDay`. */
export function orderLine(
  module: PlanningModule,
  master: MasterData,
  material: SapMaterial,
  orderKey: string,
  needDay: number,
  prng: Prng,
): OrderBookedLine {
  return {
    orderKey,
    material: material.material,
    plant: prng.pick(master.plantsOf.get(material.material) ?? ["BR10"]),
    quantity: quantityFor(module, prng),
    needDate: isoDate(needDay),
    priority: weighted(prng, PRIORITIES),
    mrpController: material.mrpController,
    vendor: material.vendor,
    origin: material.origin,
    modal: material.modal,
    customer: prng.pick(module === "edb" ? CUSTOMERS : ASSEMBLY_LINES),
    orderType: ORDER_KINDS[module].orderType,
  };
}

/** The materials a module's orders name: products, or components for EFA. */
export const orderedMaterials = (module: PlanningModule, master: MasterData): SapMaterial[] =>
  module === "efa" ? master.components : master.products;

/** A need date: a few lines already overdue, the rest over the next four months. */
export const needDayFrom = (seedDay: number, prng: Prng): number =>
  seedDay + (prng.chance(0.08) ? prng.int(-12, -1) : prng.int(0, 120));

export function ordersBooked(
  module: PlanningModule,
  master: MasterData,
  seedDay: number,
  prng: Prng,
): OrderBookedLine[] {
  const materials = orderedMaterials(module, master);
  const lines: OrderBookedLine[] = [];
  let order = FIRST_ORDER[module];
  while (lines.length < SIZES[module].orders) {
    order += prng.int(1, 9);
    // A sales order holds a few items due the same day; a work order is one line.
    const items = module === "ctb" ? 1 : Math.min(prng.int(1, 4), SIZES[module].orders - lines.length);
    const needDay = needDayFrom(seedDay, prng);
    for (let item = 1; item <= items; item += 1) {
      lines.push(
        orderLine(module, master, prng.pick(materials), orderKeyOf(module, order, item), needDay, prng),
      );
    }
  }
  return lines;
}
