/**
 * Server-side checks of the Maintenance screens (SPEC §2, §5), repeated from the browser's field rules so a
 * request that skips the form is refused the same way.
 */
import { countries } from "../../domain/countries";
import { MAX_QUANTITY } from "../../domain/quantity";
import {
  availabilityChecks,
  continents,
  daysOfWeek,
  lotSizes,
  mixedMrpIndicators,
  modals,
  mrpTypes,
  parameterTypes,
  plants,
  procurementTypes,
  specialProcurementTypes,
} from "../../domain/maintenance-options";
import { checks, numberIn, oneOf, required, savedBy, secretStamped, serverOwned, unique, wholeIn } from "./common";
import type { Rule, RuleFamily } from "./types";

const matches = (regex: RegExp, message: string) => (value: unknown) =>
  typeof value === "string" && regex.test(value) ? undefined : message;
const email = matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter a valid email address.");
const code = (length: number) => matches(new RegExp(`^[A-Z0-9]{${length}}$`), `Enter ${length} capital letters or digits.`);
const countryCode = matches(/^[A-Z]{2}$/, "Enter the two-letter country code.");
/** ISO 3166-1 alpha-2 codes, so a transit time cannot name a country that does not exist. */
const isoCodes: ReadonlySet<string> = new Set(countries.map(([code2]) => code2));
const knownCountry = (value: unknown) =>
  isoCodes.has(String(value)) ? undefined : "Enter the two-letter code of an existing country.";

/** Who changed a row and when, set on every save (SPEC §3 transit time, like the vendor table). */
const changeStamped: Rule = (values, { now, user }) => ({
  ok: true,
  values: { ...values, changeDate: now.toISOString(), changeUser: savedBy(user) },
});

const schedule: Rule[] = [
  serverOwned(["lastRoutine", "lastStartDate", "lastEndDate", "lastStatus", "lastRows", "lastMessage"]),
  required(["robot", "time", "dayOfWeek"]),
  checks({
    robot: matches(/^.{1,40}$/, "Enter at most 40 characters."),
    time: matches(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:mm."),
    dayOfWeek: oneOf(daysOfWeek),
  }),
  unique(["robot", "dayOfWeek", "time"], "This robot is already scheduled at this time"),
];

const writes: Record<string, Rule[]> = {
  "transport-tracking/robot-schedule-config": schedule,
  "edb/robot-schedule-config": schedule,
  "ctb/robot-schedule-config": schedule,
  // EFA collections live in the EFA namespace, named by their API path.
  "robot-schedule-config": schedule,
  "transport-tracking/parameter-transport-tracking": [
    required(["parameter", "partner", "value", "type"]),
    checks({ type: oneOf(parameterTypes), parameter: matches(/^.{1,60}$/, "Enter at most 60 characters.") }),
    unique(["partner", "parameter"], "This parameter already exists"),
    secretStamped("value", "flag"),
  ],
  "edb/edb-products-configuration": [
    required(["parameter", "component"]),
    unique(["parameter", "component"], "This configuration already exists"),
  ],
  "edb/edb-mrp-controller": [
    required(["mrpController", "productId", "purchasingGroup", "email"]),
    checks({ mrpController: code(3), purchasingGroup: code(3), email }),
    unique(["mrpController", "productId"], "This MRP controller already has this product"),
  ],
  "edb/edb-transit-time": [
    serverOwned(["changeDate", "changeUser"]),
    required(["modal", "continent", "countryCode", "country", "transitTime", "vendor"]),
    checks({
      modal: oneOf(modals),
      continent: oneOf(continents),
      countryCode: knownCountry,
      transitTime: wholeIn(0, 365),
      vendor: matches(/^\d{1,10}$/, "Enter the SAP vendor number (digits only)."),
    }),
    unique(["vendor", "modal", "countryCode"], "This vendor already has a transit time for this modal and country"),
    changeStamped,
  ],
  "edb/country-list": [
    required(["code2", "code3", "country", "countryPt", "continent"]),
    checks({
      code2: countryCode,
      code3: matches(/^[A-Z]{3}$/, "Enter the three-letter country code."),
      continent: oneOf(continents),
    }),
    unique(["code2"], "This country already exists"),
  ],
  "master-data": [
    required(["materialNumber", "plant", "mrpController", "purchasingGroup", "procurementType", "mrpType", "lotSize", "plannedDeliveryTime", "availabilityCheck"]),
    checks({
      plant: oneOf(plants),
      mrpController: code(3),
      purchasingGroup: code(3),
      procurementType: oneOf(procurementTypes),
      specialProcurementType: oneOf(specialProcurementTypes),
      mrpType: oneOf(mrpTypes),
      lotSize: oneOf(lotSizes),
      minimumLotSize: numberIn(0, MAX_QUANTITY),
      safetyStock: numberIn(0, MAX_QUANTITY),
      plannedDeliveryTime: wholeIn(0, 999),
      gr: wholeIn(0, 99),
      mrpGroup: code(4),
      availabilityCheck: oneOf(availabilityChecks),
      mixedMrpIndicator: oneOf(mixedMrpIndicators),
    }),
    unique(["materialNumber", "plant"], "This material already exists in this plant"),
  ],
};

export const maintenanceRules: RuleFamily = {
  writes,
  // A cloud-secret parameter's value is write-only (DESIGN §8): no response carries it while its flag is set.
  secrets: { "transport-tracking/parameter-transport-tracking": { fields: ["value"], whenFlag: "flag" } },
};
