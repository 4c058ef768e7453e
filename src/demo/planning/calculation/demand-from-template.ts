/**
 * An uploaded template's lines as demand lines (DESIGN §9.2: demand is the uploaded template, else the orders
 * booked). Columns are found by header without regard to case or spacing, so a template whose headers a
 * planner retyped still reads. Lines without order, material, plant, a positive quantity or a date are left
 * out: the upload check (validateSheet) has already told the planner about them.
 */
import type { PlanningModule, TemplateLine } from "../../../api/planning";
import type { TemplateColumn } from "../../../domain/template-model";
import { cellAsIsoDate } from "../dates";
import { numberOf } from "./clause-values";
import { DEFAULT_PRIORITY, DEMAND_HEADERS, type DemandRole } from "./template-columns";
import type { DemandLine } from "./types";

const normalise = (header: string) => header.trim().replace(/\s+/g, " ").toLowerCase();

const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value).trim();

const cellNumber = (value: string | number | null | undefined): number | null =>
  typeof value === "number" ? (Number.isFinite(value) ? value : null) : numberOf(cellText(value));

export function demandFromTemplate(
  module: PlanningModule,
  columns: readonly TemplateColumn[],
  lines: readonly TemplateLine[],
): DemandLine[] {
  // The header as the template writes it, for each thing the calculation reads.
  const headerOf = (role: DemandRole) => {
    const wanted = normalise(DEMAND_HEADERS[module][role]);
    return (
      columns.find((column) => normalise(column.header) === wanted)?.header ?? DEMAND_HEADERS[module][role]
    );
  };
  const roles: DemandRole[] = ["order", "material", "plant", "quantity", "needDate", "priority"];
  const headers = Object.fromEntries(roles.map((role) => [role, headerOf(role)])) as Record<
    DemandRole,
    string
  >;

  const cell = (line: TemplateLine, role: DemandRole) => {
    const header = headers[role];
    if (header in line) return line[header];
    // The sheet's header differs from the template's in case or spacing only.
    const wanted = normalise(header);
    const key = Object.keys(line).find((candidate) => normalise(candidate) === wanted);
    return key === undefined ? null : line[key];
  };

  return lines.flatMap((line): DemandLine[] => {
    const orderKey = cellText(cell(line, "order"));
    const material = cellText(cell(line, "material")).toUpperCase();
    const plant = cellText(cell(line, "plant")).toUpperCase();
    const quantity = cellNumber(cell(line, "quantity"));
    const needDate = cellAsIsoDate(cell(line, "needDate"));
    if (!orderKey || !material || !plant || quantity === null || quantity <= 0 || needDate === null)
      return [];
    const priority = cellNumber(cell(line, "priority"));
    return [
      {
        orderKey,
        material,
        plant,
        quantity,
        needDate,
        priority: priority === null ? DEFAULT_PRIORITY : Math.round(priority),
        // Filled from master data and the rules later (enrichDemand); written out, as demandFromOrdersBooked does.
        mrpController: "",
        vendor: "",
        origin: "",
        modal: "",
        orderType: "",
        purchasingGroup: "",
        countryCode: "",
        availabilityDate: null,
        coverage: null,
        transitTime: null,
        status: null,
      },
    ];
  });
}
