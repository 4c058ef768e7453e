/**
 * Seeds of the system administration family: system parameters, the SAP users the robots impersonate and
 * the robot pipelines. Written out by hand; nothing here depends on the clock.
 */
import type { ParameterSystem, RobotPipeline, SapImpersonateUser } from "../../api/contract";
import { CUSTOMS_HANDLING_DAYS_PARAMETER, DEFAULT_CUSTOMS_HANDLING_DAYS, FILTER_DAYS_PARAMETER, UPLOAD_MAX_MB_PARAMETER } from "../../api/contract";

export type SystemCollections = {
  "parameter-system": ParameterSystem[];
  "sap-impersonate-users": SapImpersonateUser[];
  "robot-pipeline": RobotPipeline[];
};

function createParameters(): ParameterSystem[] {
  const parameters: [string, string][] = [
    [FILTER_DAYS_PARAMETER, "30"],
    ["sapSyncTimeoutMinutes", "45"],
    ["supportMailbox", "scm-support@scm-demo.com"],
    ["ctbHorizonWeeks", "12"],
    ["defaultPlant", "BR10"],
    [UPLOAD_MAX_MB_PARAMETER, "20"],
    ["robotRetryCount", "3"],
    // Days after a tracked shipment's ETA before its goods can be used (DESIGN §9.2): clearance and receiving.
    [CUSTOMS_HANDLING_DAYS_PARAMETER, String(DEFAULT_CUSTOMS_HANDLING_DAYS)],
  ];
  return parameters.map(([name, value], index) => ({ id: index + 1, name, value }));
}

/** A secret's last change, some days before the seed: the detail page says when it was set. */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
/** A day (YYYY-MM-DD) some days after the seed. */
export const dayAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

function createSapUsers(now: Date): SapImpersonateUser[] {
  const rows: Omit<SapImpersonateUser, "id">[] = [
    // EDB's robot user's password expires within the warning window: its runs' log entries say so.
    { username: "RFC_SCM_EDB", keyvault: "kv-scm-sap-rfc-edb", value: "Edb#2026-Rfc!", language: "PT", expiresAt: dayAfter(now, 9) },
    { username: "RFC_SCM_EFA", keyvault: "kv-scm-sap-rfc-efa", value: "Efa#2026-Rfc!", language: "PT", expiresAt: dayAfter(now, 160) },
    { username: "RFC_SCM_CTB", keyvault: "kv-scm-sap-rfc-ctb", value: "Ctb#2026-Rfc!", language: "EN", expiresAt: dayAfter(now, 75) },
    { username: "BATCH_MRP", keyvault: "kv-scm-sap-batch-mrp", value: "Mrp$Batch-7731", language: "EN", expiresAt: dayAfter(now, 200) },
    { username: "BATCH_TRACK", keyvault: "kv-scm-sap-batch-track", value: "Trk$Batch-0192", language: "PT", expiresAt: dayAfter(now, 48) },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row, valueSetAt: daysBefore(now, 12 + index * 9) }));
}

function createRobotPipelines(): RobotPipeline[] {
  const rows: Omit<RobotPipeline, "id">[] = [
    { name: "ZMARD stock download", description: "Plant stock by storage location for material capability.", dataFactoryPipeline: "pl_sap_zmard_download", variant: "SCM_ZMARD_BR", output: "zmard_stock.xlsx", transactionname: "ZMARD" },
    { name: "Open purchase orders (ZPOVIS)", description: "Open purchase order lines with confirmed dates.", dataFactoryPipeline: "pl_sap_zpovis_download", variant: "SCM_ZPOVIS", output: "zpovis_open_po.xlsx", transactionname: "ZPOVIS" },
    { name: "MRP list (MD06)", description: "MRP list per MRP controller for the MRP-based simulation.", dataFactoryPipeline: "pl_sap_md06_download", variant: "SCM_MD06_ALL", output: "md06_mrp_list.xlsx", transactionname: "MD06" },
    { name: "Orders booked", description: "Sales orders booked, input of the purchase-order simulation.", dataFactoryPipeline: "pl_sap_va05_orders", variant: "SCM_VA05_BOOK", output: "orders_booked.xlsx", transactionname: "VA05" },
    { name: "Material master (MM60)", description: "Material master data for EFA master data refresh.", dataFactoryPipeline: "pl_sap_mm60_master", variant: "SCM_MM60_EFA", output: "material_master.xlsx", transactionname: "MM60" },
    { name: "Inbound deliveries (VL06I)", description: "Inbound deliveries for priority shipments.", dataFactoryPipeline: "pl_sap_vl06i_inbound", variant: "SCM_VL06I", output: "inbound_deliveries.xlsx", transactionname: "VL06I" },
    { name: "Purchasing info records (ME1M)", description: "Vendor lead times for lead time maintenance.", dataFactoryPipeline: "pl_sap_me1m_inforecords", variant: "SCM_ME1M_LT", output: "info_records.xlsx", transactionname: "ME1M" },
    { name: "Stock in transit (MB5T)", description: "Stock in transit between plants for transport tracking.", dataFactoryPipeline: "pl_sap_mb5t_transit", variant: "SCM_MB5T", output: "stock_in_transit.xlsx", transactionname: "MB5T" },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

export const seedSystem = (now: Date): { api: SystemCollections } => ({
  api: {
    "parameter-system": createParameters(),
    "sap-impersonate-users": createSapUsers(now),
    "robot-pipeline": createRobotPipelines(),
  },
});
