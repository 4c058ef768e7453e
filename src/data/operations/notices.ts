import type { AxiosInstance } from "axios";
import { endpoints, type Id, type Informative, type MarkViewedRequest } from "../../api/contract";

/** GET /informative/unviewed/{userId} (SPEC §7): the user's unviewed notices; anything but a list reads as none. */
export async function fetchUnviewedNotices(client: AxiosInstance, userId: Id): Promise<Informative[]> {
  const { data } = await client.get<unknown>(endpoints.unviewed(userId));
  return Array.isArray(data) ? (data as Informative[]) : [];
}

/** POST /informative/view (SPEC §7): the notice the user opened. */
export async function markNoticeViewed(client: AxiosInstance, request: MarkViewedRequest): Promise<void> {
  await client.post(endpoints.markViewed, request);
}
