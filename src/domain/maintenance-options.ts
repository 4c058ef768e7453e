/**
 * Option lists of the Maintenance screens, shared by the registry (browser checks) and the demo
 * backend's rules (server checks), so both refuse the same values. SAP codes where SAP has them.
 */
export const robotStatuses = ["waiting", "success", "error", "empty"] as const;
export const daysOfWeek = ["daily", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export const continents = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"] as const;
export const modals = ["AIR", "SEA", "ROAD"] as const;
export const parameterTypes = ["url", "user", "password", "token", "header", "config"] as const;
export const plants = ["BR10", "BR20", "BR30"] as const;
/** SAP MARC-BESKZ. */
export const procurementTypes = ["E", "F", "X"] as const;
/** SAP MARC-SOBSL. */
export const specialProcurementTypes = ["10", "20", "30", "40", "50", "52", "60", "70", "80"] as const;
/** SAP MARC-DISMM. */
export const mrpTypes = ["PD", "VB", "VM", "VV", "ND", "X0"] as const;
/** SAP MARC-DISLS. */
export const lotSizes = ["EX", "FX", "HB", "WB", "MB", "TB"] as const;
/** SAP MARC-MTVFP. */
export const availabilityChecks = ["01", "02", "CH", "KP"] as const;
/** SAP MARC-MISKZ. */
export const mixedMrpIndicators = ["1", "2", "3"] as const;
