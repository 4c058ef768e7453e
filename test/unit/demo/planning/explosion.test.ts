// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bomIndex, explode } from "../../../../src/demo/planning/calculation";

const bom = bomIndex([
  { product: "P1", component: "C1", quantityPer: 2 },
  { product: "P1", component: "C2", quantityPer: 1 },
  { product: "P1", component: "C1", quantityPer: 1 },
]);

describe("BOM explosion", () => {
  it("a product line needs quantity × quantity per of each component, at the line's plant", () => {
    expect(explode({ material: "P1", plant: "BR20", quantity: 5 }, bom, "edb")).toEqual([
      { component: "C1", plant: "BR20", pair: "C1|BR20", quantity: 15, quantityPer: 3 },
      { component: "C2", plant: "BR20", pair: "C2|BR20", quantity: 5, quantityPer: 1 },
    ]);
  });

  it("a component listed twice in one bill of materials is summed into one requirement", () => {
    expect(bom.get("P1")).toEqual([
      { component: "C1", quantityPer: 3 },
      { component: "C2", quantityPer: 1 },
    ]);
  });

  it("EFA's demand is already components: no explosion, even when the code has a bill of materials", () => {
    expect(explode({ material: "P1", plant: "BR10", quantity: 4 }, bom, "efa")).toEqual([
      { component: "P1", plant: "BR10", pair: "P1|BR10", quantity: 4, quantityPer: 1 },
    ]);
  });

  it("a material without a bill of materials is bought as it is", () => {
    expect(explode({ material: "C9", plant: "BR10", quantity: 7 }, bom, "ctb")).toEqual([
      { component: "C9", plant: "BR10", pair: "C9|BR10", quantity: 7, quantityPer: 1 },
    ]);
  });
});
