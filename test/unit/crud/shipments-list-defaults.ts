import type { ListDefaults } from "../../../src/crud/list-state";

/** A list like the tracking shipments': newest first, Open / Closed / All with Open first, the message hidden. */
export const shipments: ListDefaults = {
  defaultSort: { field: "localDate", order: "desc" },
  fields: [
    { name: "trackingNumber", type: "text" },
    { name: "localDate", type: "datetime" },
    { name: "plannedDate", type: "date" },
    { name: "status", type: "text" },
  ],
  list: {
    quickFilters: {
      defaultKey: "open",
      options: [
        { key: "open", labelKey: "x.open", filters: [{ field: "closed", operator: "eq", value: "false" }] },
        { key: "closed", labelKey: "x.closed", filters: [{ field: "closed", operator: "eq", value: "true" }] },
        { key: "all", labelKey: "x.all", filters: [] },
      ],
    },
    hiddenColumns: ["message"],
  },
};
