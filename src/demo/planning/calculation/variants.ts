/**
 * The three simulation variants of SPEC §1 (DESIGN §9.2 Simulation), by the sources each one reads:
 *
 * | variant       | demand                         | stock                        | open supply                                  |
 * |---------------|--------------------------------|------------------------------|----------------------------------------------|
 * | purchaseOrder | the orders booked (VA05)       | ZMARD, every storage location | every open PO line, on its delivery date as ordered, plus transit |
 * | zmardZpovis   | the input (the uploaded template, else the orders booked) | ZMARD | ZPOVIS lines the vendor confirmed, on the confirmed date, plus transit |
 * | mrp           | the input                      | MD06's stock line (MRP-relevant locations only) | MD06 receipts (PO items and purchase requisitions) on SAP's MRP dates, no transit added |
 *
 * So "purchase order based" plans the orders SAP holds against every PO as it was ordered; "ZMARD with
 * ZPOVIS" plans the planner's own demand against what vendors have committed to; "MRP" trusts SAP's own
 * plan, requisitions not yet ordered included, and is the optimistic one.
 */
import type { SimulationVariant } from "../../../api/planning";

export interface VariantSources {
  demand: "ordersBooked" | "input";
  stock: "ZMARD" | "MD06";
  receipts: "purchaseOrdersAsOrdered" | "purchaseOrdersAsConfirmed" | "mrpReceipts";
}

export const VARIANT_SOURCES: Record<SimulationVariant, VariantSources> = {
  purchaseOrder: { demand: "ordersBooked", stock: "ZMARD", receipts: "purchaseOrdersAsOrdered" },
  zmardZpovis: { demand: "input", stock: "ZMARD", receipts: "purchaseOrdersAsConfirmed" },
  mrp: { demand: "input", stock: "MD06", receipts: "mrpReceipts" },
};
