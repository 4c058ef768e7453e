/**
 * MD06, the MRP list, derived from the same downloads as ZMARD and ZPOVIS, but as SAP's MRP sees them
 * (SPEC §1's MRP variant reads it):
 * - its stock line counts only MRP-relevant storage locations (returns, 0090, are left out);
 * - a purchase order is a receipt on its schedule line plus the planned goods-receipt day, with no import
 *   transit: MRP plans on SAP's dates, not on the transit-time table;
 * - purchase requisitions, not yet ordered, are receipts too.
 */
import { dayNumber, isoDate } from "./dates";
import { STORAGE_LOCATIONS } from "./sap-catalog";
import { pairKey } from "./pair-key";
import type { SupplyState } from "./sap-supply";
import type { MrpListRow, SapMaterial } from "./sap-types";

/** SAP's planned goods-receipt processing time, in days. */
export const GOODS_RECEIPT_DAYS = 1;

export function mrpList(
  supply: SupplyState,
  byMaterial: ReadonlyMap<string, SapMaterial>,
  seedDay: number,
): MrpListRow[] {
  const rowsOf = new Map<string, MrpListRow[]>();
  const controllerOf = (component: string) => byMaterial.get(component)?.mrpController ?? "";
  const add = (row: MrpListRow) => {
    const key = pairKey(row.component, row.plant);
    const rows = rowsOf.get(key);
    if (rows) rows.push(row);
    else rowsOf.set(key, [row]);
  };
  const onHand = new Map<string, number>();
  for (const row of supply.stock) {
    if (row.storageLocation === STORAGE_LOCATIONS.returns) continue;
    const key = pairKey(row.component, row.plant);
    onHand.set(key, (onHand.get(key) ?? 0) + row.unrestricted);
  }
  const today = isoDate(seedDay);
  for (const [key, quantity] of onHand) {
    if (quantity <= 0) continue;
    const [component, plant] = key.split("|");
    add({
      component,
      plant,
      element: "Stock",
      elementData: "",
      date: today,
      quantity,
      mrpController: controllerOf(component),
    });
  }
  for (const line of supply.purchaseOrders) {
    add({
      component: line.component,
      plant: line.plant,
      element: "POitem",
      elementData: `${line.poNumber}/${line.poItem}`,
      date: isoDate(dayNumber(line.deliveryDate) + GOODS_RECEIPT_DAYS),
      quantity: line.quantity,
      mrpController: controllerOf(line.component),
    });
  }
  for (const requisition of supply.requisitions) {
    add({
      component: requisition.component,
      plant: requisition.plant,
      element: "PurRqs",
      elementData: requisition.number,
      date: requisition.date,
      quantity: requisition.quantity,
      mrpController: controllerOf(requisition.component),
    });
  }
  // MD06 lists each material's elements together, in date order.
  const rows: MrpListRow[] = [];
  for (const list of rowsOf.values()) {
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    rows.push(...list);
  }
  return rows;
}
