/**
 * The material master and bill of materials of a module's generated SAP data (DESIGN §9.5): EDB ~300
 * products and ~2,000 components, CTB ~120 products, EFA components only (final assembly needs no explosion).
 */
import type { PlanningModule } from "../../api/planning";
import type { Prng } from "../prng";
import {
  COMPONENT_FAMILIES,
  LANES,
  MRP_CONTROLLERS,
  PLANTS,
  PRODUCT_FAMILIES,
  SHIPS_FROM,
  SIZES,
  VENDORS,
  purchasingGroupOf,
} from "./sap-catalog";
import type { BomItem, Modal, SapMaterial } from "./sap-types";

export interface MasterData {
  materials: SapMaterial[];
  products: SapMaterial[];
  components: SapMaterial[];
  bom: BomItem[];
  /** The plants each product (EDB, CTB) or component (EFA) is built or needed at. */
  plantsOf: Map<string, string[]>;
}

/** Each module numbers its materials in its own range, so their codes never collide across modules. */
const CODE_OFFSET: Record<PlanningModule, number> = { edb: 0, ctb: 400_000, efa: 700_000 };

/** One of the options, by weight. */
export const weighted = <T>(prng: Prng, options: readonly (readonly [T, number])[]): T => {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = prng.next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1][0];
};

/** Slower lanes first: a product's lead component is the one on the slowest lane. */
const LANE_RANK: Record<Modal, number> = { SEA: 3, AIR: 2, ROAD: 1 };

function plantsFor(prng: Prng): string[] {
  const first = prng.pick(PLANTS);
  if (!prng.chance(0.15)) return [first];
  const second = prng.pick(PLANTS.filter((plant) => plant !== first));
  return [first, second].sort();
}

function components(module: PlanningModule, prng: Prng): SapMaterial[] {
  return Array.from({ length: SIZES[module].components }, (_, index) => {
    const [prefix, family, variants] = COMPONENT_FAMILIES[index % COMPONENT_FAMILIES.length];
    const vendor = prng.pick(VENDORS);
    const origin =
      SHIPS_FROM[vendor.countryCode] && prng.chance(0.1)
        ? SHIPS_FROM[vendor.countryCode]
        : vendor.countryCode;
    const mrpController = prng.pick(MRP_CONTROLLERS);
    return {
      material: `${prefix}${100_000 + CODE_OFFSET[module] + index * 7}/${prng.int(1, 4)}`,
      description: `${family} ${prng.pick(variants)}`,
      kind: "component" as const,
      mrpController,
      purchasingGroup: purchasingGroupOf(mrpController),
      vendor: vendor.vendor,
      vendorName: vendor.name,
      origin,
      countryCode: vendor.countryCode,
      modal: weighted(prng, LANES[origin]),
    };
  });
}

export function masterData(module: PlanningModule, prng: Prng): MasterData {
  const parts = components(module, prng);
  const plantsOf = new Map<string, string[]>();
  if (module === "efa") {
    for (const part of parts) plantsOf.set(part.material, plantsFor(prng));
    return { materials: parts, products: [], components: parts, bom: [], plantsOf };
  }

  // A tenth of the components are common parts (screws, capacitors, labels) many products use; the others
  // are dealt out in turn, so nearly every component is in some bill of materials.
  const common = parts.slice(0, Math.ceil(parts.length / 10));
  let cursor = common.length;
  const familyOf = (material: string) =>
    COMPONENT_FAMILIES.find(([prefix]) => material.startsWith(prefix)) ?? COMPONENT_FAMILIES[0];

  const bom: BomItem[] = [];
  const products: SapMaterial[] = [];
  for (let index = 0; index < SIZES[module].products; index += 1) {
    const [prefix, family, variants] = PRODUCT_FAMILIES[index % PRODUCT_FAMILIES.length];
    const code = `${prefix}${161_000 + CODE_OFFSET[module] + index * 37}/${prng.int(1, 3)}`;
    const size = prng.int(2, 12);
    const chosen = new Set<SapMaterial>();
    while (chosen.size < size) {
      if (prng.chance(0.25)) chosen.add(prng.pick(common));
      else {
        chosen.add(parts[cursor]);
        cursor = cursor + 1 < parts.length ? cursor + 1 : common.length;
      }
    }
    const list = [...chosen];
    for (const part of list) {
      const [, , , min, max] = familyOf(part.material);
      bom.push({ product: code, component: part.material, quantityPer: prng.int(min, max) });
    }
    const lead = list.reduce((slowest, part) =>
      LANE_RANK[part.modal] > LANE_RANK[slowest.modal] ? part : slowest,
    );
    const mrpController = prng.pick(MRP_CONTROLLERS);
    products.push({
      material: code,
      description: `${family} ${prng.pick(variants)}`,
      kind: "product",
      mrpController,
      purchasingGroup: purchasingGroupOf(mrpController),
      vendor: lead.vendor,
      vendorName: lead.vendorName,
      origin: lead.origin,
      countryCode: lead.countryCode,
      modal: lead.modal,
    });
    plantsOf.set(code, plantsFor(prng));
  }
  return { materials: [...products, ...parts], products, components: parts, bom, plantsOf };
}
