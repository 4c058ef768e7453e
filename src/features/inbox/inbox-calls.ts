/** The inbox's own call (src/api/inbox.ts): hiding an item until it changes, or showing it again. */
import type { AxiosInstance } from "axios";
import { INBOX_HIDDEN_PATH, type InboxHideRequest } from "../../api/inbox";

export async function setItemHidden(client: AxiosInstance, request: InboxHideRequest): Promise<void> {
  await client.post(INBOX_HIDDEN_PATH, request);
}
