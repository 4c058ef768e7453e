/** POST /edb/sys-roles/dry-run (src/api/planning.ts): a rule as edited, before saving. */
import type { AxiosInstance } from "axios";
import { planningEndpoints, type RuleDryRunRequest, type RuleDryRunResult } from "../../api/planning";

export async function dryRunRule(client: AxiosInstance, request: RuleDryRunRequest): Promise<RuleDryRunResult> {
  const { data } = await client.post<RuleDryRunResult>(planningEndpoints.ruleDryRun, request);
  return data;
}
