import { exportColumns } from "../../../../src/crud/export/export-columns";
import type { FieldDefinition } from "../../../../src/registry/fields";

const t = (key: string) => ({ "crud.yes": "Yes", "crud.no": "No", "enum.modal.AIR": "Air", "enum.modal.SEA": "Sea" })[key] ?? key;
const label = (field: string) => `Header of ${field}`;

describe("exportColumns: the columns an export writes", () => {
  it("are the list's columns, in order, under the grid's headers, typed by field type", () => {
    const fields: FieldDefinition[] = [
      { name: "name", type: "text" },
      { name: "days", type: "number" },
      { name: "when", type: "date" },
      { name: "changed", type: "datetime" },
      { name: "active", type: "boolean" },
      { name: "modal", type: "enum", options: ["AIR", "SEA"] },
      { name: "resource", type: "enum", options: ["edb/x"], rawOptions: true },
      { name: "hidden", type: "text", list: false },
      { name: "password", type: "secret" },
    ];
    expect(exportColumns(fields, { t, label })).toEqual([
      { field: "name", header: "Header of name", kind: "text" },
      { field: "days", header: "Header of days", kind: "number" },
      { field: "when", header: "Header of when", kind: "date" },
      { field: "changed", header: "Header of changed", kind: "datetime" },
      { field: "active", header: "Header of active", kind: "text", labels: { true: "Yes", false: "No" } },
      { field: "modal", header: "Header of modal", kind: "text", labels: { AIR: "Air", SEA: "Sea" } },
      { field: "resource", header: "Header of resource", kind: "text" },
    ]);
  });

  it("types the newer field types as the grid shows them, and leaves out the columns the person hid", () => {
    const fields: FieldDefinition[] = [
      { name: "status", type: "status", options: ["AIR", "SEA"], enumKey: "modal" },
      { name: "size", type: "file-size" },
      { name: "transit", type: "duration-days" },
      { name: "tracking", type: "link", link: { resource: "edb/shipments" } },
      { name: "note", type: "text" },
    ];
    expect(exportColumns(fields, { t, label, hidden: ["note"] })).toEqual([
      { field: "status", header: "Header of status", kind: "text", labels: { AIR: "Air", SEA: "Sea" } },
      { field: "size", header: "Header of size", kind: "number" },
      { field: "transit", header: "Header of transit", kind: "number" },
      { field: "tracking", header: "Header of tracking", kind: "text" },
    ]);
  });

  it("never carries a secret field, and keeps the guard of a value that may be one", () => {
    const columns = exportColumns(
      [
        { name: "value", type: "text", secretWhen: "flag" },
        { name: "token", type: "secret", list: true },
        { name: "flag", type: "boolean" },
      ],
      { t, label },
    );
    expect(columns.map((column) => column.field)).toEqual(["value", "flag"]);
    expect(columns[0].secretWhen).toBe("flag");
  });

  it("points reference columns at the referenced resource's API path and backend", () => {
    const [column] = exportColumns(
      [{ name: "profileId", type: "reference", reference: { resource: "users-profile", labelField: "name" } }],
      { t, label, resolveResource: (name) => ({ resource: `api/${name}`, dataProviderName: "default" }) },
    );
    expect(column.reference).toEqual({ resource: "api/users-profile", dataProviderName: "default", labelField: "name" });
  });
});
