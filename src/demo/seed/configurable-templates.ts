/**
 * Seeds of the configurable templates of the three modules (EDB, CTB, EFA): the columns each upload file
 * must have, as the planners keep them.
 */
import type { TemplateColumn } from "../../domain/template-model";
import type { SeedFamily } from "./types";
import { LEAD_TIME_TEMPLATE_NAME, LEAD_TIME_UPLOAD_COLUMNS } from "../../domain/lead-time";
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
  // Lead time maintenance's upload (DESIGN §9.4): one line per vendor, material, plant and modal. The upload
  // reads every column by its header, so every column is locked.
  const leadTime = template(
    LEAD_TIME_TEMPLATE_NAME,
    "Vendor lead times by material, plant and modal; transit and total are computed.",
    LEAD_TIME_UPLOAD_COLUMNS.map(({ header, type, required, example }) => ({ ...col(header, type, required, example), locked: true })),
  );
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
