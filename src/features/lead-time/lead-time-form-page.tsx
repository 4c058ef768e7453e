import { ResourceForm } from "../../crud/resource-form";
import { LiveCountry, LiveTotal, LiveTransit } from "./lead-time-totals";

/** Transit, country and total are computed, shown live in their places while the inputs are typed. */
const derived = { transitTime: LiveTransit, vendorCountry: LiveCountry, totalLeadTime: LiveTotal };

export function LeadTimeCreatePage() {
  return <ResourceForm action="create" derived={derived} />;
}

export function LeadTimeEditPage() {
  return <ResourceForm action="edit" derived={derived} />;
}
