/**
 * Seeds of lead time maintenance (SPEC §3, DESIGN §9.4): what each vendor quotes for its materials per plant
 * and modal, as purchasing keeps it from SAP's info records. Transit and total are not stored: the server
 * computes them from the transit-time table when the rows are read.
 */
import { countries } from "../../domain/countries";
import { LEAD_TIME, modesOfTransport } from "../../domain/lead-time";
import { mulberry32 } from "../prng";
import { controllers, typicalDays, vendors } from "./maintenance";
import type { SeedFamily } from "./types";

/** Materials purchased abroad and locally: radio units, baseband boards, cables, connectors, passives. */
const materials = [
  ["KRC161868/1", "Radio unit 4415 B3"],
  ["KRC161905/2", "Radio unit 4480 B28"],
  ["KDU137925/31", "Baseband 6630"],
  ["KDU137848/11", "Baseband 5216"],
  ["BMG980335/4", "Power supply module"],
  ["KRE1012082/1", "Antenna integrated radio"],
  ["BFL901009/4", "Filter unit"],
  ["RDH10247/2", "Optical transceiver SFP+"],
  ["RPM777241/1", "Fan unit"],
  ["SXK1094141/1", "Installation bracket"],
  ["NTM2011513/1", "Fiber patch cord LC-LC"],
  ["RNH13122/1", "RF jumper cable"],
  ["TSR4331811/2", "Ceramic capacitor array"],
  ["RPV447812/1", "DC connector kit"],
] as const;

const plants = ["BR10", "BR20", "BR30"] as const;

/** Modes of transport by modal: the shipping conditions purchasing chooses from. */
const modesByModal: Record<string, readonly (typeof modesOfTransport)[number][]> = {
  AIR: ["Air freight", "Air courier"],
  SEA: ["Sea FCL", "Sea LCL"],
  ROAD: ["Road FTL", "Road LTL"],
};

const plannerNames: Record<string, string> = {
  B01: "Ana Souza - radio units",
  B02: "Bruno Lima - baseband",
  B15: "Carla Mendes - power and cooling",
  M20: "Diego Ferreira - cables and optics",
  M21: "Elisa Rocha - installation material",
  C30: "Fabio Nunes - passives",
  C31: "Gabriela Alves - spare parts",
};

export const seedLeadTimes: SeedFamily = () => {
  const prng = mulberry32(20261125);
  const continentOf = new Map(countries.map(([code2, , , , continent]) => [code2, continent]));
  const rows: Record<string, unknown>[] = [];
  vendors.forEach((vendor, vendorIndex) => {
    const continent = continentOf.get(vendor.code2) ?? "";
    const modals = ["AIR", "SEA", "ROAD"].filter(
      (modal) => typicalDays[modal]?.[continent] !== undefined && !(vendor.code2 === "BR" && modal === "SEA"),
    );
    // Each vendor supplies a handful of the materials, to one or two plants.
    for (let offset = 0; offset < 5; offset += 1) {
      const [material] = materials[(vendorIndex * 3 + offset * 2) % materials.length]!;
      const controller = controllers[(vendorIndex + offset) % controllers.length]!;
      const plantCount = offset % 2 === 0 ? 2 : 1;
      for (let p = 0; p < plantCount; p += 1) {
        const plant = plants[(vendorIndex + offset + p) % plants.length]!;
        const modal = modals[(offset + p) % modals.length]!;
        rows.push({
          vendor: vendor.vendor,
          material,
          plant,
          modal,
          mrpController: controller.mrpController,
          plannerDescription: plannerNames[controller.mrpController] ?? "",
          vendorDescription: vendor.vendorDescription,
          // Local vendors quote days to weeks; overseas factories quote weeks to months.
          vendorLeadTime: vendor.code2 === "BR" ? prng.int(5, 30) : prng.int(20, 120),
          modeOfTransport: prng.pick(modesByModal[modal] ?? modesOfTransport),
        });
      }
    }
  });
  return { api: { [LEAD_TIME]: rows.map((row, index) => ({ id: index + 1, ...row })) } };
};
