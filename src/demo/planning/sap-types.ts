/**
 * The SAP data a planning module reads (DESIGN §9.2 Data Upload, §9.5): the material master, the bill of
 * materials, ZMARD stock, ZPOVIS open purchase orders, the MD06 MRP list and the orders booked (VA05 for EDB;
 * work orders for CTB; final-assembly component requirements for EFA). Plain rows, so they cross into the
 * simulation worker by structured clone.
 */
import type { PlanningModule } from "../../api/planning";

export const MODALS = ["AIR", "SEA", "ROAD"] as const;
export type Modal = (typeof MODALS)[number];

export interface SapVendor {
  /** SAP vendor number, e.g. "100245". */
  vendor: string;
  name: string;
  /** ISO alpha-2 country of the vendor. */
  countryCode: string;
}

/** A material of the master: a product (built from a bill of materials) or a purchased component. */
export interface SapMaterial {
  material: string;
  description: string;
  kind: "product" | "component";
  mrpController: string;
  purchasingGroup: string;
  /**
   * Where the material comes from. A component's own sourcing; a product's is its lead component's (the one
   * with the longest lane), which is what the Orders Book rules select product lines by.
   */
  vendor: string;
  vendorName: string;
  /** ISO alpha-2 country the goods ship from (may differ from the vendor's own country). */
  origin: string;
  /** The vendor's country. */
  countryCode: string;
  modal: Modal;
}

export interface BomItem {
  product: string;
  component: string;
  /** Units of the component per unit of the product. */
  quantityPer: number;
}

/** ZMARD: stock of a component by plant and storage location. */
export interface StockRow {
  component: string;
  plant: string;
  storageLocation: string;
  unrestricted: number;
}

/** ZPOVIS: one open purchase-order line. */
export interface PurchaseOrderLine {
  poNumber: string;
  poItem: string;
  component: string;
  plant: string;
  vendor: string;
  quantity: number;
  /** ISO date the vendor hands the goods over at origin (the schedule line as ordered); transit comes after. */
  deliveryDate: string;
  /** ISO date the vendor confirmed in ZPOVIS, or null while the line is unconfirmed. */
  confirmedDate: string | null;
  modal: Modal;
  /** ISO alpha-2 country the goods ship from. */
  origin: string;
  /**
   * The vendor's commercial invoice of the line's goods, once it handed them over (ZPOVIS's invoice
   * reference); absent until then. A tracked shipment may name its cargo by it (DESIGN §9.2, §9.3).
   */
  invoice?: string;
}

export const MRP_ELEMENTS = ["Stock", "POitem", "PurRqs"] as const;
export type MrpElement = (typeof MRP_ELEMENTS)[number];

/** MD06: one line of the MRP list of a component at a plant (its stock line and its receipts). */
export interface MrpListRow {
  component: string;
  plant: string;
  element: MrpElement;
  /** The element's document: "4500012345/00010" for a PO item, "0010045678" for a requisition. */
  elementData: string;
  /** ISO date SAP's MRP expects the receipt at the plant. */
  date: string;
  quantity: number;
  mrpController: string;
}

/** One line of the module's orders booked: a sales order item (EDB), a work order (CTB), a component need (EFA). */
export interface OrderBookedLine {
  orderKey: string;
  /** The product ordered (EDB, CTB) or the component needed (EFA). */
  material: string;
  plant: string;
  quantity: number;
  needDate: string;
  /** 1 (most urgent) to 5. */
  priority: number;
  mrpController: string;
  vendor: string;
  origin: string;
  modal: Modal;
  customer: string;
  orderType: string;
}

export interface SapTables {
  module: PlanningModule;
  seededAt: string;
  syncCount: number;
  plants: string[];
  vendors: SapVendor[];
  materials: SapMaterial[];
  bom: BomItem[];
  /** ZMARD */
  stock: StockRow[];
  /** ZPOVIS */
  purchaseOrders: PurchaseOrderLine[];
  /** MD06 */
  mrpList: MrpListRow[];
  /** VA05 (the orders booked; CTB's work orders and EFA's component needs come through the same source). */
  ordersBooked: OrderBookedLine[];
}

/** The SAP sources a module's Data Upload cards count (DESIGN §9.2). */
export type SapSourceName = "ZMARD" | "ZPOVIS" | "MD06" | "VA05";
