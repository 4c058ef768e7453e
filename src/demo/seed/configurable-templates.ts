/**
 * Seeds of the configurable templates of the three modules (EDB, CTB, EFA): the columns each upload file
 * must have, as the planners keep them.
 */
import type { TemplateColumn } from "../../domain/template-model";
import type { SeedFamily } from "./types";
import { PLANNING_TEMPLATE_COLUMNS } from "../planning/calculation/template-columns";

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
  // The planners' loop reads these (DESIGN §9.2): the demand of each module, as the calculation finds it.
  const materialCapability = template(
    "Material capability upload",
    "Orders book a planner uploads: what to build, where, how many and by when.",
    [...PLANNING_TEMPLATE_COLUMNS.edb],
  );
  const leadTime = template("Lead time upload", "Vendor lead times by plant.", [
    col("Vendor", "vendorCode", true, "100245"),
    col("Material", "materialCode", true, "7891234-001"),
    col("Plant", "plant", true, "BR20"),
    col("Lead time (days)", "number", true, "35"),
  ]);
  const ctb = template("CTB upload", "Clear-to-build demand by work order.", [...PLANNING_TEMPLATE_COLUMNS.ctb]);
  const efa = template("EFA components availability", "Component demand for final assembly.", [
    ...PLANNING_TEMPLATE_COLUMNS.efa,
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
