/** Lead time maintenance's own calls (src/api/contract.ts): the transit a vendor and modal take. */
import type { AxiosInstance } from "axios";
import { LEAD_TIME_TRANSIT_PATH, LEAD_TIME_UPLOAD_PATH, type LeadTimeTransit } from "../../api/contract";
import type { UploadTarget } from "../../crud/uploads/upload-target";

export async function fetchTransit(client: AxiosInstance, vendor: string, modal: string): Promise<LeadTimeTransit> {
  const { data } = await client.get<LeadTimeTransit>(LEAD_TIME_TRANSIT_PATH, { params: { vendor, modal } });
  return data;
}

/** The "Lead time upload" template's calls: the planning uploads' shapes below their own path. */
export const leadTimeUploadTarget: UploadTarget = {
  queryKey: ["lead-time", "upload"],
  backend: "default",
  basePath: LEAD_TIME_UPLOAD_PATH,
  id: "lead-time",
};
