import { filterableFields, filterChips, replaceFieldFilters } from "../../../src/crud/filter-chips";
import type { FieldDefinition } from "../../../src/registry/fields";
import type { Translate } from "../../../src/i18n/translate";

const fields: FieldDefinition[] = [
  { name: "title", type: "text" },
  { name: "status", type: "status", options: ["A", "I"] },
  { name: "weight", type: "number" },
  { name: "localDate", type: "datetime" },
  { name: "active", type: "boolean" },
  { name: "password", type: "secret" },
  { name: "startTime", type: "time" },
  { name: "internal", type: "text", list: false },
  { name: "note", type: "text", filterable: false },
];

// Echoes the key and its options, so the assertions read what the chip is made of.
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(",")})` : key) as Translate;
const label = (field: string) => field.toUpperCase();

describe("the filter bar's chips", () => {
  it("offers only listed fields of a type that filters, and not those opted out", () => {
    expect(filterableFields(fields).map((field) => field.name)).toEqual([
      "title",
      "status",
      "weight",
      "localDate",
      "active",
    ]);
  });

  it("makes one chip per field, saying its condition in the page's language and formats", () => {
    const chips = filterChips(
      fields,
      [
        { field: "localDate", operator: "gte", value: "2025-03-01" },
        { field: "title", operator: "contains", value: "DHL" },
        { field: "localDate", operator: "lte", value: "2025-03-05" },
        { field: "weight", operator: "gte", value: "1500" },
        { field: "status", operator: "eq", value: "A" },
        { field: "active", operator: "eq", value: "false" },
        { field: "unknown", operator: "eq", value: "x" },
      ],
      { t, language: "pt-BR", label },
    );
    expect(chips.map((chip) => chip.text)).toEqual([
      "crud.filters.between(field=LOCALDATE,from=01/03/2025,to=05/03/2025)",
      "crud.filters.contains(field=TITLE,value=DHL)",
      "crud.filters.atLeast(field=WEIGHT,value=1.500)",
      "crud.filters.equals(field=STATUS,value=enum.status.A)",
      "crud.filters.equals(field=ACTIVE,value=crud.no)",
    ]);
    expect(chips[0].filters).toHaveLength(2);
  });

  it("replaces one field's conditions where they were, and removes them with an empty list", () => {
    const filters = [
      { field: "a", operator: "eq", value: "1" },
      { field: "b", operator: "gte", value: "2" },
      { field: "b", operator: "lte", value: "3" },
      { field: "c", operator: "eq", value: "4" },
    ] as const;
    expect(replaceFieldFilters(filters, "b", [{ field: "b", operator: "gte", value: "9" }])).toEqual([
      filters[0],
      { field: "b", operator: "gte", value: "9" },
      filters[3],
    ]);
    expect(replaceFieldFilters(filters, "b", [])).toEqual([filters[0], filters[3]]);
    expect(replaceFieldFilters(filters, "d", [{ field: "d", operator: "eq", value: "5" }]).at(-1)).toEqual({
      field: "d",
      operator: "eq",
      value: "5",
    });
  });
});
