/**
 * The SAP user each module's robots sign in as (seeded sap-impersonate-users, SPEC §3), by the module id
 * their log entries carry: EDB 1, CTB 2, transport tracking 3, EFA 4 (the seeded schedules' modules).
 */
const SAP_USER_BY_MODULE: Readonly<Record<number, string>> = {
  1: "RFC_SCM_EDB",
  2: "RFC_SCM_CTB",
  3: "BATCH_TRACK",
  4: "RFC_SCM_EFA",
};

export const sapUserOfModule = (moduloId: unknown): string => SAP_USER_BY_MODULE[Number(moduloId)] ?? "";
