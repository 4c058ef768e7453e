import type { AxiosInstance } from "axios";

/** The demo backend's reset (DESIGN §5): its database back to the seed. */
const DEMO_RESET_PATH = "/demo/reset";

export async function resetDemoData(client: AxiosInstance): Promise<void> {
  await client.post(DEMO_RESET_PATH);
}
