/**
 * Seeds of the Orders Book calculation rules (edb/sys-roles) and the configurable templates of the three
 * modules: written out by hand, so every demo starts with the same rules a planner in Brazil would keep.
 */
import type { SeedModule } from "./seed-modules";
import type { Clause } from "../domain/clause-model";
import type { TemplateColumn } from "../domain/template-model";

const DAY = 24 * 60 * 60 * 1000;

type RuleSeed = [
  group: string,
  origin: string,
  modal: "AIR" | "SEA" | "ROAD",
  transitTime: number,
  coverage: number,
  priority: number,
  eadi: string,
  status: "active" | "inactive",
  updates: Clause[],
  where: Clause[],
  obs: string,
];

const set = (column: Clause["column"], value: string): Clause => ({
  column,
  operator: "eq",
  connector: "AND",
  value,
});
const when = (
  column: Clause["column"],
  value: string,
  connector: Clause["connector"] = "AND",
  operator: Clause["operator"] = "eq",
): Clause => ({
  column,
  operator,
  connector,
  value,
});

const RULES: RuleSeed[] = [
  [
    "AIR-ASIA",
    "CN",
    "AIR",
    7,
    15,
    1,
    "EADI Campinas",
    "active",
    [set("priority", "1"), set("transitTime", "7")],
    [when("plant", "BR10"), when("origin", "CN"), when("modal", "AIR")],
    "Shanghai consolidations via Viracopos.",
  ],
  [
    "SEA-ASIA",
    "CN",
    "SEA",
    45,
    60,
    3,
    "EADI Santos",
    "active",
    [set("transitTime", "45"), set("coverage", "60")],
    [when("plant", "BR10"), when("origin", "CN"), when("modal", "SEA")],
    "Ningbo and Shanghai to Santos, weekly vessel.",
  ],
  [
    "SEA-ASIA",
    "KR",
    "SEA",
    42,
    60,
    3,
    "EADI Santos",
    "active",
    [set("transitTime", "42")],
    [when("origin", "KR"), when("modal", "SEA")],
    "Busan to Santos.",
  ],
  [
    "AIR-EUROPE",
    "DE",
    "AIR",
    5,
    10,
    1,
    "EADI Campinas",
    "active",
    [set("priority", "1"), set("availabilityDate", "+5")],
    [when("plant", "BR20"), when("origin", "DE"), when("vendor", "100245", "OR")],
    "Frankfurt to Viracopos, line-down parts.",
  ],
  [
    "SEA-EUROPE",
    "DE",
    "SEA",
    30,
    45,
    4,
    "EADI Santos",
    "active",
    [set("transitTime", "30")],
    [when("origin", "DE"), when("modal", "SEA"), when("plant", "BR2", "AND", "startsWith")],
    "Hamburg to Santos.",
  ],
  [
    "AIR-NAFTA",
    "US",
    "AIR",
    4,
    10,
    2,
    "EADI Campinas",
    "active",
    [set("priority", "2"), set("transitTime", "4")],
    [when("origin", "US"), when("modal", "AIR")],
    "Miami hub.",
  ],
  [
    "SEA-NAFTA",
    "US",
    "SEA",
    22,
    30,
    4,
    "EADI Santos",
    "active",
    [set("transitTime", "22")],
    [when("origin", "US"), when("modal", "SEA")],
    "Houston to Santos.",
  ],
  [
    "ROAD-MERCOSUR",
    "AR",
    "ROAD",
    6,
    10,
    2,
    "EADI Uruguaiana",
    "active",
    [set("transitTime", "6")],
    [when("origin", "AR"), when("modal", "ROAD"), when("plant", "BR30", "OR")],
    "Buenos Aires by truck through Uruguaiana.",
  ],
  [
    "ROAD-MERCOSUR",
    "PY",
    "ROAD",
    4,
    7,
    2,
    "EADI Foz do Iguacu",
    "active",
    [set("transitTime", "4")],
    [when("origin", "PY"), when("modal", "ROAD")],
    "Ciudad del Este through Foz do Iguacu.",
  ],
  [
    "AIR-ASIA",
    "JP",
    "AIR",
    8,
    15,
    2,
    "EADI Campinas",
    "inactive",
    [set("priority", "2")],
    [when("origin", "JP"), when("mrpController", "P12")],
    "Suspended while the Narita lane is renegotiated.",
  ],
  [
    "CRITICAL",
    "CN",
    "AIR",
    5,
    5,
    1,
    "EADI Campinas",
    "active",
    [set("priority", "1"), set("status", "EXPEDITE")],
    [when("mrpController", "P01"), when("coverage", "3", "AND", "lt")],
    "Expedite when coverage falls under three days.",
  ],
  [
    "DOMESTIC",
    "BR",
    "ROAD",
    2,
    5,
    5,
    "—",
    "active",
    [set("transitTime", "2")],
    [when("countryCode", "BR"), when("plant", "BR40", "OR")],
    "Domestic suppliers to Manaus and Jundiai.",
  ],
];

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

export const seedCapabilityRules: SeedModule = (now) => {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  const updateDate = new Date(now.getTime() - 3 * DAY).toISOString();
  const rules = RULES.map(
    (
      [group, origin, modal, transitTime, coverage, priority, eadi, status, updateClauses, whereClauses, obs],
      index,
    ) => ({
      id: index + 1,
      sequency: (index + 1) * 10,
      group,
      availabilityDate: day(transitTime),
      coverage,
      origin,
      modal,
      transitTime,
      sb: index % 3 === 0 ? "SB1" : "SB2",
      eadi,
      obs,
      status,
      priority,
      updateClauses,
      whereClauses,
    }),
  );
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
      "edb/sys-roles": rules,
      "edb/configurable-template": rows(materialCapability, leadTime),
      "ctb/configurable-template": rows(ctb),
    },
    efa: { "configurable-template": rows(efa) },
  };
};
