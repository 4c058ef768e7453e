/**
 * The fixed vocabulary of the generated SAP data (DESIGN §9.5): plants, storage locations, MRP controllers,
 * vendors and the families of products and components a Brazilian telecom equipment plant builds and buys.
 * Vendor countries are those of the transit-time seed (edb/edb-transit-time), so every lane finds its row;
 * the first ten vendors are the seed's own.
 */
import type { PlanningModule } from "../../api/planning";
import type { Modal, SapVendor } from "./sap-types";

export const PLANTS = ["BR10", "BR20", "BR30"] as const;

/** 0001 warehouse, 0002 line side, 0090 returns (not MRP-relevant: MD06 leaves it out of its stock line). */
export const STORAGE_LOCATIONS = { warehouse: "0001", lineSide: "0002", returns: "0090" } as const;

export const MRP_CONTROLLERS = [
  "P01",
  "P02",
  "P03",
  "P04",
  "P05",
  "P06",
  "P07",
  "P08",
  "P09",
  "P10",
  "P11",
  "P12",
];

/** Purchasing group of each MRP controller's materials (three controllers per buyer desk). */
export const purchasingGroupOf = (mrpController: string): string =>
  `B${Math.ceil(Number(mrpController.slice(1)) / 3)}0`;

export const VENDORS: readonly SapVendor[] = [
  { vendor: "100045", name: "Foxconn Industrial Internet", countryCode: "CN" },
  { vendor: "100112", name: "Flex Ltda. Sorocaba", countryCode: "BR" },
  { vendor: "100230", name: "Jabil do Brasil", countryCode: "BR" },
  { vendor: "100318", name: "Murata Electronics Europe", countryCode: "DE" },
  { vendor: "100402", name: "Amphenol Interconnect", countryCode: "US" },
  { vendor: "100517", name: "TE Connectivity", countryCode: "US" },
  { vendor: "100633", name: "Samsung Electro-Mechanics", countryCode: "KR" },
  { vendor: "100748", name: "Sanmina SCI Mexico", countryCode: "MX" },
  { vendor: "100851", name: "Kyocera AVX Components", countryCode: "JP" },
  { vendor: "100964", name: "Ericsson AB Supply Sweden", countryCode: "SE" },
  { vendor: "100245", name: "Infineon Technologies", countryCode: "DE" },
  { vendor: "101077", name: "Shenzhen Sunway Communication", countryCode: "CN" },
  { vendor: "101188", name: "Luxshare Precision", countryCode: "CN" },
  { vendor: "101203", name: "Delta Electronics Dongguan", countryCode: "CN" },
  { vendor: "101315", name: "Rosenberger Hochfrequenztechnik", countryCode: "DE" },
  { vendor: "101426", name: "Molex LLC", countryCode: "US" },
  { vendor: "101537", name: "LG Innotek", countryCode: "KR" },
  { vendor: "101648", name: "Foxconn Baja California", countryCode: "MX" },
  { vendor: "101759", name: "TDK Electronics", countryCode: "JP" },
  { vendor: "101860", name: "Hexatronic Group", countryCode: "SE" },
  { vendor: "101971", name: "WEG Equipamentos Eletricos", countryCode: "BR" },
];

/** Lanes the transit-time seed knows, by the vendor's country: [modal, weight]. Brazil ships by road, not sea. */
export const LANES: Record<string, readonly (readonly [Modal, number])[]> = {
  CN: [
    ["SEA", 6],
    ["AIR", 4],
  ],
  KR: [
    ["SEA", 6],
    ["AIR", 4],
  ],
  JP: [
    ["SEA", 5],
    ["AIR", 5],
  ],
  DE: [
    ["SEA", 5],
    ["AIR", 5],
  ],
  SE: [
    ["SEA", 5],
    ["AIR", 5],
  ],
  US: [
    ["SEA", 5],
    ["AIR", 5],
  ],
  MX: [
    ["SEA", 4],
    ["AIR", 6],
  ],
  BR: [
    ["ROAD", 17],
    ["AIR", 3],
  ],
};

/** Some vendors ship from a factory abroad: their goods travel the other country's lane. */
export const SHIPS_FROM: Record<string, string> = { US: "MX", DE: "CN", SE: "CN", KR: "CN", JP: "CN" };

/** Product families: [code prefix, description, variants]. */
export const PRODUCT_FAMILIES: readonly (readonly [string, string, readonly string[]])[] = [
  ["KRC", "RADIO", ["4415 B3", "4415 B7", "4449 B5 B28", "2217 B1", "8863 B66", "4480 B40"]],
  ["KRD", "AIR", ["6449 B78", "3268 B78", "6488 B42", "1641 B3"]],
  ["KDU", "BASEBAND", ["6630", "6648", "6651", "5216"]],
  ["KRE", "ANTENNA", ["AIR 32T32R", "4T4R 65DEG", "2T2R 90DEG"]],
  ["BFL", "CABINET", ["6160 OUTDOOR", "6130 INDOOR", "6101 MINI"]],
  ["BML", "POWER SYSTEM", ["6302 48V", "6303 DC", "PSU 6310"]],
  ["ROJ", "ROUTER", ["6672", "6675", "6371"]],
  ["UKL", "MINI-LINK", ["6352 E-BAND", "6651 IDU", "6366 MMU"]],
];

/** Component families: [code prefix, description, variants, quantity per product: min, max]. */
export const COMPONENT_FAMILIES: readonly (readonly [string, string, readonly string[], number, number])[] = [
  ["RYT", "CAPACITOR CER", ["100NF 50V 0402", "10UF 25V 0805", "1NF 100V 0201", "4.7UF 16V 0603"], 4, 24],
  ["RKZ", "RESISTOR", ["10K 1% 0201", "49.9R 1% 0402", "100K 0.1% 0603", "0R JUMPER 0402"], 4, 24],
  ["RDH", "SFP+ TRANSCEIVER", ["10G LR", "25G SR", "10G BIDI", "1G SX"], 1, 6],
  ["RPM", "CABLE ASSY", ["RF 0.5M", "RF 1.2M", "DC 2M", "CPRI FIBER 3M"], 1, 4],
  ["RNH", "RF CONNECTOR", ["N-TYPE FEMALE", "4.3-10 MALE", "SMA PCB", "QMA BULKHEAD"], 2, 8],
  ["SXK", "HEATSINK", ["ALU 240X180", "ALU 120X90", "PIN FIN 80", "COPPER BASE"], 1, 2],
  ["SXA", "FAN UNIT", ["92MM 48V", "120MM 48V", "TRAY 3X80MM"], 1, 3],
  ["NTM", "SCREW", ["M4X10 TORX", "M3X6 PAN", "M6X16 HEX", "M5X12 TORX"], 4, 16],
  ["SXF", "GASKET EMI", ["SILICONE 2MM", "CONDUCTIVE 3MM", "MESH STRIP"], 1, 4],
  ["ROA", "PCB ASSY", ["BASEBAND 12L", "TRX BOARD", "PA BOARD", "BACKPLANE"], 1, 2],
  ["RYN", "FILTER CAVITY", ["B3 1800", "B7 2600", "B28 700", "N78 3500"], 1, 2],
  ["RFB", "POWER MODULE", ["48V 600W", "48V 1200W", "DC/DC 12V 150W"], 1, 2],
  ["RYG", "OSCILLATOR", ["TCXO 19.2MHZ", "OCXO 10MHZ", "XTAL 25MHZ"], 1, 2],
  ["RFD", "FPGA", ["ZYNQ ULTRASCALE", "AGILEX 7", "KINTEX 7"], 1, 1],
  ["RKS", "LNA MODULE", ["B1 B3", "N78", "B28"], 1, 4],
  ["SPA", "LABEL KIT", ["ANATEL", "RATING PLATE", "ESD WARNING"], 1, 2],
  ["LZA", "PACKING BOX", ["RADIO 1UNIT", "CABINET PALLET", "FOAM INSERT"], 1, 1],
];

/** Customers of EDB's sales orders. */
export const CUSTOMERS = ["VIVO", "CLARO", "TIM", "OI", "ALGAR", "SKY", "BRISANET", "AMERICANET"];

/** Final-assembly lines of CTB and EFA. */
export const ASSEMBLY_LINES = ["FA-01", "FA-02", "SMT-01", "SMT-02", "BOX-01"];

/** Orders booked per module: key prefix, SAP order type. */
export const ORDER_KINDS: Record<PlanningModule, { orderType: string }> = {
  edb: { orderType: "ZOR" },
  ctb: { orderType: "PP01" },
  efa: { orderType: "ZFA" },
};

/** The sizes of DESIGN §9.5 per module. */
export const SIZES: Record<
  PlanningModule,
  { products: number; components: number; orders: number; purchaseOrders: number }
> = {
  edb: { products: 300, components: 2000, orders: 5000, purchaseOrders: 1500 },
  ctb: { products: 120, components: 900, orders: 1500, purchaseOrders: 800 },
  efa: { products: 0, components: 500, orders: 800, purchaseOrders: 450 },
};

/** How the modules' keys look: "SO 4100234/10", "WO 100004512", "FA 5100234/10". */
export const orderKeyOf = (module: PlanningModule, order: number, item: number): string =>
  module === "ctb" ? `WO ${order}` : `${module === "edb" ? "SO" : "FA"} ${order}/${item * 10}`;

/** First order number of each module's orders booked. */
export const FIRST_ORDER: Record<PlanningModule, number> = { edb: 4100000, ctb: 100004000, efa: 5100000 };
