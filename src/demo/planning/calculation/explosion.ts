/**
 * Demand exploded through the bill of materials (DESIGN §9.2): a line for a product needs quantity × quantity
 * per of each of its components at the line's plant. EFA's demand already names components, so it is not
 * exploded; nor is a material without a bill of materials, which is bought as it is.
 */
import type { PlanningModule } from "../../../api/planning";
import { pairKey } from "../pair-key";
import type { BomItem } from "../sap-types";

export interface Requirement {
  component: string;
  plant: string;
  /** pairKey(component, plant), made once: supply, demand and coverage are all looked up by it, many times. */
  pair: string;
  /** Units of the component the whole line needs. */
  quantity: number;
  /** Units of the component per unit of the line. */
  quantityPer: number;
}

export type BomIndex = ReadonlyMap<string, readonly { component: string; quantityPer: number }[]>;

/** The bill of materials by product, a component listed twice in one product summed into one. */
export function bomIndex(bom: readonly BomItem[]): BomIndex {
  const index = new Map<string, Map<string, number>>();
  for (const { product, component, quantityPer } of bom) {
    const items = index.get(product) ?? new Map<string, number>();
    items.set(component, (items.get(component) ?? 0) + quantityPer);
    index.set(product, items);
  }
  return new Map(
    [...index].map(([product, items]) => [
      product,
      [...items].map(([component, quantityPer]) => ({ component, quantityPer })),
    ]),
  );
}

/** What one line needs, component by component. */
export function explode(
  line: { material: string; plant: string; quantity: number },
  bom: BomIndex,
  module: PlanningModule,
): Requirement[] {
  const items = module === "efa" ? undefined : bom.get(line.material);
  if (!items || items.length === 0) {
    const { material, plant, quantity } = line;
    return [{ component: material, plant, pair: pairKey(material, plant), quantity, quantityPer: 1 }];
  }
  return items.map(({ component, quantityPer }) => ({
    component,
    plant: line.plant,
    pair: pairKey(component, line.plant),
    quantity: line.quantity * quantityPer,
    quantityPer,
  }));
}
