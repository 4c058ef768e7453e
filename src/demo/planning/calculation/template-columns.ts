/**
 * The upload templates of the planners' loop (DESIGN §9.2 Upload of template), one per module: the columns
 * the calculation reads (found by header, whatever the case), then a few it keeps for the planner. The seed
 * of the configurable templates uses these, so the sheet a planner downloads is the one the calculation reads.
 */
import type { PlanningModule } from "../../../api/planning";
import type { TemplateColumn } from "../../../domain/template-model";

/** What the calculation reads from a template line. */
export type DemandRole = "order" | "material" | "plant" | "quantity" | "needDate" | "priority";

export const DEMAND_HEADERS: Record<PlanningModule, Record<DemandRole, string>> = {
  edb: {
    order: "Order",
    material: "Product",
    plant: "Plant",
    quantity: "Quantity",
    needDate: "Need date",
    priority: "Priority",
  },
  ctb: {
    order: "Work order",
    material: "Product",
    plant: "Plant",
    quantity: "Quantity",
    needDate: "Build date",
    priority: "Priority",
  },
  efa: {
    order: "Order",
    material: "Component",
    plant: "Plant",
    quantity: "Quantity",
    needDate: "Need date",
    priority: "Priority",
  },
};

/** A line with no priority gets the middle one. */
export const DEFAULT_PRIORITY = 3;

const col = (
  header: string,
  type: TemplateColumn["type"],
  required: boolean,
  example: string,
): TemplateColumn => ({
  header,
  type,
  required,
  example,
});

/** A column the calculation reads: the template editor keeps it as it is (src/demo/rules/configurable-templates.ts). */
const read = (...args: Parameters<typeof col>): TemplateColumn => ({ ...col(...args), locked: true });

export const PLANNING_TEMPLATE_COLUMNS: Record<PlanningModule, TemplateColumn[]> = {
  edb: [
    read("Order", "text", true, "SO 4100234/10"),
    read("Product", "materialCode", true, "KRC161037/2"),
    read("Plant", "plant", true, "BR10"),
    read("Quantity", "quantity", true, "12"),
    read("Need date", "date", true, "2026-12-01"),
    read("Priority", "number", false, "2"),
    col("Customer", "text", false, "VIVO"),
    col("Comment", "text", false, "Line-down risk"),
  ],
  ctb: [
    read("Work order", "text", true, "WO 100004512"),
    read("Product", "materialCode", true, "KDU561074/1"),
    read("Plant", "plant", true, "BR30"),
    read("Quantity", "quantity", true, "250"),
    read("Build date", "date", true, "2026-12-08"),
    read("Priority", "number", false, "1"),
    col("Line", "text", false, "SMT-02"),
    col("Comment", "text", false, "Customer pull-in"),
  ],
  efa: [
    read("Order", "text", true, "FA 5100234/10"),
    read("Component", "materialCode", true, "RYT800007/2"),
    read("Plant", "plant", true, "BR20"),
    read("Quantity", "quantity", true, "500"),
    read("Need date", "date", true, "2026-11-30"),
    read("Priority", "number", false, "3"),
    col("Line", "text", false, "FA-01"),
    col("Comment", "text", false, "Final assembly week 48"),
  ],
};

/** The headers that identify a template line: its order, then its product or component. */
export const PLANNING_KEY_HEADERS: Record<PlanningModule, string[]> = {
  edb: [DEMAND_HEADERS.edb.order, DEMAND_HEADERS.edb.material],
  ctb: [DEMAND_HEADERS.ctb.order, DEMAND_HEADERS.ctb.material],
  efa: [DEMAND_HEADERS.efa.order, DEMAND_HEADERS.efa.material],
};
