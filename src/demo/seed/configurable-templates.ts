/**
 * Seeds of the configurable templates of the three modules (EDB, CTB, EFA): the columns each upload file
 * must have, as the planners keep them.
 */
import type { TemplateColumn } from "../../domain/template-model";
import type { SeedFamily } from "./types";

const DAY = 24 * 60 * 60 * 1000;

const template = (name: string, description: string, columns: TemplateColumn[]) => ({
  name,
  description,
  columns,
});
const col = (
  header: string,
  type: TemplateColumn["type"],
  required: boolean,
  example: string,
): TemplateColumn => ({ header, type, required, example });

export const seedConfigurableTemplates: SeedFamily = (now) => {
  const updateDate = new Date(now.getTime() - 3 * DAY).toISOString();
  const materialCapability = template(
    "Material capability upload",
    "Weekly capability file sent by planners.",
    [
      col("Material", "materialCode", true, "7891234-001"),
      col("Plant", "plant", true, "BR10"),
      col("Vendor", "vendorCode", true, "100245"),
      col("Quantity", "number", true, "1200"),
      col("Need date", "date", true, "2026-12-01"),
      col("Modal", "text", false, "AIR"),
      col("PO number", "text", false, "4500012345"),
      col("Comment", "text", false, "Line-down risk"),
    ],
  );
  const leadTime = template("Lead time upload", "Vendor lead times by plant.", [
    col("Vendor", "vendorCode", true, "100245"),
    col("Material", "materialCode", true, "7891234-001"),
    col("Plant", "plant", true, "BR20"),
    col("Lead time (days)", "number", true, "35"),
  ]);
  const ctb = template("CTB upload", "Clear-to-build demand by work order.", [
    col("Work order", "text", true, "100004512"),
    col("Material", "materialCode", true, "FG-55010-BR"),
    col("Plant", "plant", true, "BR30"),
    col("Demand quantity", "number", true, "250"),
    col("Build date", "date", true, "2026-12-08"),
    col("Line", "text", false, "SMT-02"),
  ]);
  const efa = template("EFA components availability", "Component availability for final assembly.", [
    col("Component", "materialCode", true, "CMP-88120"),
    col("Plant", "plant", true, "BR10"),
    col("MRP controller", "text", true, "P01"),
    col("Available quantity", "number", true, "5000"),
    col("Availability date", "date", true, "2026-11-30"),
    col("Vendor", "vendorCode", false, "100877"),
  ]);
  const rows = (...templates: ReturnType<typeof template>[]) =>
    templates.map((t, index) => ({ id: index + 1, ...t, updateDate }));
  return {
    api: {
      "edb/configurable-template": rows(materialCapability, leadTime),
      "ctb/configurable-template": rows(ctb),
    },
    efa: { "configurable-template": rows(efa) },
  };
};
