/** The fields of the planning lists (DESIGN §9.2): the result lines and the components availability. */
import { RESULT_STATUSES } from "../../api/planning";
import { resultStatusTones } from "../../crud/status-tones";
import type { FieldDefinition } from "../../registry/fields";

const readOnly = { readOnly: true } as const;

export const resultLineFields: readonly FieldDefinition[] = [
  { name: "orderKey", type: "text", width: 150, ...readOnly },
  { name: "material", type: "text", width: 150, ...readOnly },
  { name: "plant", type: "text", width: 80, ...readOnly },
  { name: "needDate", type: "date", width: 120, ...readOnly },
  { name: "priority", type: "number", width: 90, ...readOnly },
  { name: "quantity", type: "number", width: 100, ...readOnly },
  { name: "buildableNow", type: "number", width: 130, ...readOnly },
  { name: "clearDate", type: "date", width: 130, ...readOnly },
  { name: "daysLate", type: "number", width: 100, ...readOnly },
  { name: "limitingComponents", type: "text", width: 240, ...readOnly },
  { name: "status", type: "status", enumKey: "resultStatus", options: RESULT_STATUSES, tones: resultStatusTones, width: 130, ...readOnly },
  { name: "mrpController", type: "text", width: 120, ...readOnly },
];

/**
 * EDB's and CTB's result lines also say how many days the tracked shipments' ETAs moved each line, and which
 * shipment it waits for (DESIGN §9.2); EFA has no tracked shipments.
 */
export const shipmentEtaFields: readonly FieldDefinition[] = [
  { name: "etaShiftDays", type: "number", integer: true, width: 220, ...readOnly },
  { name: "trackingNumber", type: "text", width: 170, ...readOnly },
];

export const availabilityFields: readonly FieldDefinition[] = [
  { name: "component", type: "text", width: 140, ...readOnly },
  { name: "description", type: "text", width: 220, ...readOnly },
  { name: "plant", type: "text", width: 80, ...readOnly },
  { name: "stock", type: "number", width: 100, ...readOnly },
  { name: "openSupply", type: "number", width: 120, ...readOnly },
  { name: "nextAvailabilityDate", type: "date", width: 150, ...readOnly },
  { name: "demand", type: "number", width: 100, ...readOnly },
  { name: "shortageQuantity", type: "number", width: 140, ...readOnly },
  { name: "firstShortageDate", type: "date", width: 150, ...readOnly },
  { name: "daysOfCoverage", type: "number", width: 140, ...readOnly },
  { name: "vendor", type: "text", width: 100, ...readOnly },
];
