/**
 * Seeds of the Maintenance screens (SPEC §2): robot schedules with their last executions, transport
 * tracking parameters, products configuration, MRP controllers, transit times, the ISO country list and
 * EFA master data. Deterministic: the same `now` always yields the same rows.
 */
import { countries } from "../../domain/countries";
import { mulberry32, type Prng } from "../prng";
import { MRP_CONTROLLERS, purchasingGroupOf } from "../planning/sap-catalog";
import type { SeededCollections, SeedFamily } from "./types";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Rows = { id: number; [field: string]: unknown }[];
const numbered = (rows: Record<string, unknown>[]): Rows => rows.map((row, index) => ({ id: index + 1, ...row }));

export interface RobotSeed {
  robot: string;
  routine: string;
  time: string;
  dayOfWeek: string;
  active: boolean;
}

/** A module's schedules and, per robot, a few past executions (the newest is what the list shows). */
function schedules(robots: readonly RobotSeed[], moduloId: number, now: Date, prng: Prng) {
  const schedule = numbered(robots.map(({ robot, time, dayOfWeek, active }) => ({ robot, time, dayOfWeek, active })));
  const view: Record<string, unknown>[] = [];
  for (const robot of robots) {
    for (let run = 3; run >= 1; run -= 1) {
      const start = new Date(now.getTime() - run * DAY + prng.int(-90, 90) * MINUTE);
      const outcome = prng.next();
      // The newest run of an active robot may still be going; inactive robots stopped on an error.
      const type =
        run === 1 && !robot.active
          ? "error"
          : run === 1 && outcome < 0.2
            ? "waiting"
            : outcome < 0.1
              ? "empty"
              : outcome < 0.2
                ? "error"
                : "success";
      const rows = type === "success" ? prng.int(120, 48_000) : 0;
      view.push({
        routine: robot.routine,
        robotprocess: robot.robot,
        moduloId,
        startDate: start.toISOString(),
        endDate: type === "waiting" ? null : new Date(start.getTime() + prng.int(2, 40) * MINUTE).toISOString(),
        type,
        rows,
        message: {
          success: "Success.",
          waiting: "Waiting: Processing in progress",
          error: "Error in the update process, check the Logs.",
          empty: "The table is empty. Download is not possible.",
        }[type],
      });
    }
  }
  return { schedule, view: numbered(view) };
}

export const trackingRobots: RobotSeed[] = [
  { robot: "TT_DHL", routine: "Tracking download DHL Global Forwarding", time: "06:00", dayOfWeek: "daily", active: true },
  { robot: "TT_KN", routine: "Tracking download Kuehne+Nagel", time: "06:30", dayOfWeek: "daily", active: true },
  { robot: "TT_EXPD", routine: "Tracking download Expeditors", time: "07:00", dayOfWeek: "daily", active: true },
  { robot: "TT_FEDEX", routine: "Tracking download FedEx", time: "12:00", dayOfWeek: "daily", active: true },
  { robot: "TT_JSL", routine: "Tracking download JSL road freight", time: "18:00", dayOfWeek: "monday", active: false },
];
export const edbRobots: RobotSeed[] = [
  { robot: "ZMARD", routine: "Stock by plant and storage location", time: "05:00", dayOfWeek: "daily", active: true },
  { robot: "ZPOVIS", routine: "Open purchase orders", time: "05:30", dayOfWeek: "daily", active: true },
  { robot: "MD06", routine: "MRP list (collective display)", time: "06:00", dayOfWeek: "daily", active: true },
  { robot: "ME2M", routine: "Purchase orders by material", time: "06:15", dayOfWeek: "daily", active: true },
  { robot: "MB52", routine: "Warehouse stocks of material", time: "22:00", dayOfWeek: "friday", active: true },
  { robot: "ZEKET", routine: "Schedule lines and delivery dates", time: "07:00", dayOfWeek: "daily", active: false },
];
export const ctbRobots: RobotSeed[] = [
  { robot: "ZCTB_DEMAND", routine: "Clear-to-build demand", time: "04:30", dayOfWeek: "daily", active: true },
  { robot: "ZMARD", routine: "Stock by plant and storage location", time: "05:00", dayOfWeek: "daily", active: true },
  { robot: "CS12", routine: "Multi-level BOM explosion", time: "03:00", dayOfWeek: "sunday", active: true },
  { robot: "ZPOVIS", routine: "Open purchase orders", time: "05:30", dayOfWeek: "daily", active: true },
];
export const efaRobots: RobotSeed[] = [
  { robot: "ZMARD", routine: "Stock by plant and storage location", time: "05:10", dayOfWeek: "daily", active: true },
  { robot: "MD04", routine: "Stock/requirements list", time: "06:10", dayOfWeek: "daily", active: true },
  { robot: "ZMM60", routine: "Material master extract", time: "02:00", dayOfWeek: "monday", active: true },
  { robot: "ZPOVIS", routine: "Open purchase orders", time: "05:40", dayOfWeek: "daily", active: false },
];

function trackingParameters(now: Date): Rows {
  const setAt = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const partners = [
    { partner: "DHL", keyvault: "kv-tt-dhl" },
    { partner: "KUEHNE_NAGEL", keyvault: "kv-tt-kn" },
    { partner: "EXPEDITORS", keyvault: "kv-tt-expd" },
    { partner: "FEDEX", keyvault: "kv-tt-fedex" },
  ];
  const hosts: Record<string, string> = {
    DHL: "https://api-eu.dhl.com/track/shipments",
    KUEHNE_NAGEL: "https://api.kuehne-nagel.com/tracking/v2",
    EXPEDITORS: "https://api.expeditors.com/shipment-tracking/v1",
    FEDEX: "https://apis.fedex.com/track/v1/trackingnumbers",
  };
  return numbered(
    partners.flatMap(({ partner, keyvault }, index) => [
      { parameter: "BASE_URL", partner, partnerKeyvault: "", value: hosts[partner], type: "url", flag: false },
      { parameter: "CLIENT_ID", partner, partnerKeyvault: `${keyvault}-client-id`, value: `scm-br-${partner.toLowerCase()}-${4100 + index}`, type: "user", flag: false },
      { parameter: "CLIENT_SECRET", partner, partnerKeyvault: `${keyvault}-client-secret`, value: `Xk9${partner.slice(0, 3)}q2Lw8vR${7310 + index * 17}tP`, type: "password", flag: true, valueSetAt: setAt(20 + index * 7) },
      { parameter: "API_KEY", partner, partnerKeyvault: `${keyvault}-api-key`, value: `ak_live_${(0x5f3a91c2 + index * 7919).toString(16)}e7b4`, type: "token", flag: true, valueSetAt: setAt(45 + index * 5) },
      { parameter: "PAGE_SIZE", partner, partnerKeyvault: "", value: String(50 + index * 25), type: "config", flag: false },
    ]),
  );
}

function productsConfiguration(): Rows {
  return numbered(
    [
      ["RADIO_UNIT", "KRC 161 868/1"],
      ["RADIO_UNIT", "KRC 161 905/2"],
      ["BASEBAND", "KDU 137 925/31"],
      ["BASEBAND", "KDU 137 848/11"],
      ["POWER_SUPPLY", "BMG 980 335/4"],
      ["ANTENNA", "KRE 101 2082/1"],
      ["CABINET", "BFL 901 009/4"],
      ["SFP_MODULE", "RDH 102 47/2"],
    ].map(([parameter, component]) => ({ parameter, component })),
  );
}

export const controllers = [
  { mrpController: "B01", purchasingGroup: "P10", name: "ana.souza" },
  { mrpController: "B02", purchasingGroup: "P10", name: "bruno.lima" },
  { mrpController: "B15", purchasingGroup: "P20", name: "carla.mendes" },
  { mrpController: "M20", purchasingGroup: "P30", name: "diego.ferreira" },
  { mrpController: "M21", purchasingGroup: "P30", name: "elisa.rocha" },
  { mrpController: "C30", purchasingGroup: "P40", name: "fabio.nunes" },
  { mrpController: "C31", purchasingGroup: "P40", name: "gabriela.alves" },
];

/**
 * The planners of SAP's MRP controllers (the ones the materials carry, P01–P12), three per buyer desk: the
 * inbox's "mine" is a person's lines by this email (DESIGN §9). After the rows above, so none is renumbered.
 */
export const sapControllerPlanners = MRP_CONTROLLERS.map((mrpController, index) => ({
  mrpController,
  purchasingGroup: purchasingGroupOf(mrpController),
  email: `${["planner", "mariana.costa", "fernanda.ribeiro", "lucas.martins"][Math.floor(index / 3)]}@scm-demo.com`,
}));

function mrpControllers(): Rows {
  return numbered([
    ...controllers.map(({ mrpController, purchasingGroup, name }, index) => ({
      mrpController,
      productId: `EDB-${String(1001 + index * 7)}`,
      purchasingGroup,
      email: `${name}@scm-demo.com.br`,
    })),
    ...sapControllerPlanners.map((row, index) => ({ ...row, productId: `EDB-${String(2001 + index * 7)}` })),
  ]);
}

export const vendors = [
  { vendor: "100045", vendorDescription: "Foxconn Industrial Internet", code2: "CN" },
  { vendor: "100112", vendorDescription: "Flex Ltda. Sorocaba", code2: "BR" },
  { vendor: "100230", vendorDescription: "Jabil do Brasil", code2: "BR" },
  { vendor: "100318", vendorDescription: "Murata Electronics Europe", code2: "DE" },
  { vendor: "100402", vendorDescription: "Amphenol Interconnect", code2: "US" },
  { vendor: "100517", vendorDescription: "TE Connectivity", code2: "US" },
  { vendor: "100633", vendorDescription: "Samsung Electro-Mechanics", code2: "KR" },
  { vendor: "100748", vendorDescription: "Sanmina SCI Mexico", code2: "MX" },
  { vendor: "100851", vendorDescription: "Kyocera AVX Components", code2: "JP" },
  { vendor: "100964", vendorDescription: "Ericsson AB Supply Sweden", code2: "SE" },
];

/** Typical door-to-door days by modal and continent, from the Brazilian side. */
export const typicalDays: Record<string, Record<string, number>> = {
  AIR: { SA: 3, NA: 5, EU: 6, AS: 8 },
  SEA: { NA: 24, EU: 32, AS: 45 },
  ROAD: { SA: 4 },
};

function transitTimes(now: Date, prng: Prng): Rows {
  const byCode = new Map(countries.map(([code2, , en, , continent]) => [code2, { en, continent }]));
  const rows: Record<string, unknown>[] = [];
  for (const vendor of vendors) {
    const country = byCode.get(vendor.code2)!;
    for (const modal of ["AIR", "SEA", "ROAD"]) {
      const days = typicalDays[modal][country.continent];
      if (days === undefined || (vendor.code2 === "BR" && modal === "SEA")) continue;
      rows.push({
        modal,
        continent: country.continent,
        countryCode: vendor.code2,
        country: country.en,
        transitTime: days + prng.int(0, 3),
        vendor: vendor.vendor,
        vendorDescription: vendor.vendorDescription,
        changeDate: new Date(now.getTime() - prng.int(3, 120) * DAY).toISOString(),
        changeUser: prng.pick(["ADMIN", "PLANNER", "ANA.SOUZA"]),
        obs: modal === "SEA" ? "Includes customs clearance at Santos." : modal === "AIR" ? "Via Viracopos (VCP)." : "",
      });
    }
  }
  return numbered(rows);
}

function countryList(): Rows {
  return numbered(
    countries.map(([code2, code3, country, countryPt, continent]) => ({ code2, code3, country, countryPt, continent })),
  );
}

function masterData(prng: Prng): Rows {
  const materials = [
    "KRC161868/1", "KRC161905/2", "KDU137925/31", "KDU137848/11", "BMG980335/4", "KRE1012082/1",
    "BFL901009/4", "RDH10247/2", "RPM777241/1", "SXK1094141/1", "NTM2011513/1", "RNH13122/1",
  ];
  const plants = ["BR10", "BR20", "BR30"] as const;
  return numbered(
    materials.map((materialNumber, index) => {
      const controller = controllers[index % controllers.length];
      const procurementType = index % 5 === 4 ? "E" : index % 7 === 6 ? "X" : "F";
      const lotSize = prng.pick(["EX", "FX", "HB", "WB", "MB"]);
      return {
        materialNumber,
        plant: plants[index % plants.length],
        mrpController: controller.mrpController,
        purchasingGroup: controller.purchasingGroup,
        procurementType,
        specialProcurementType: procurementType === "F" && index % 4 === 1 ? "40" : procurementType === "F" && index % 6 === 3 ? "30" : "",
        mrpType: prng.pick(["PD", "PD", "VB", "VV", "ND"]),
        lotSize,
        minimumLotSize: lotSize === "EX" ? 0 : prng.int(1, 20) * 10,
        safetyStock: prng.int(0, 30) * 5,
        plannedDeliveryTime: prng.int(5, 90),
        gr: prng.int(0, 3),
        mrpGroup: prng.pick(["0010", "0020", "Z001"]),
        availabilityCheck: prng.pick(["01", "02"]),
        mixedMrpIndicator: index % 5 === 2 ? "2" : "",
      };
    }),
  );
}

export const seedMaintenance: SeedFamily = (now: Date): SeededCollections => {
  const prng = mulberry32(20261122);
  const tracking = schedules(trackingRobots, 3, now, prng);
  const edb = schedules(edbRobots, 1, now, prng);
  const ctb = schedules(ctbRobots, 2, now, prng);
  const efa = schedules(efaRobots, 4, now, prng);
  return {
    api: {
      "transport-tracking/robot-schedule-config": tracking.schedule,
      "transport-tracking/robot-schedule-view": tracking.view,
      "transport-tracking/parameter-transport-tracking": trackingParameters(now),
      "edb/robot-schedule-config": edb.schedule,
      "edb/robot-schedule-view": edb.view,
      "edb/edb-products-configuration": productsConfiguration(),
      "ctb/robot-schedule-config": ctb.schedule,
      "ctb/robot-schedule-view": ctb.view,
      "edb/edb-mrp-controller": mrpControllers(),
      "edb/edb-transit-time": transitTimes(now, prng),
      "edb/country-list": countryList(),
    },
    efa: {
      "robot-schedule-config": efa.schedule,
      "robot-schedule-view": efa.view,
      "master-data": masterData(prng),
    },
  };
};
