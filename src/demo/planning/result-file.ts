/**
 * The result file a planner downloads (SPEC §2 Download Result, DESIGN §9.2): the result grid's columns under
 * the headers the grid shows, and each line's status in words, in the language the request asks for
 * (Accept-Language), as a backend that serves both of the app's languages does. A file is read by people and
 * by their own spreadsheets; field keys and status codes are neither's language.
 */
import type { ResultLine, ResultStatus } from "../../api/planning";
import type { XlsxValue } from "./xlsx";

/** The result file's columns, in order: the result grid's fields. */
const RESULT_COLUMNS = [
  "orderKey",
  "material",
  "plant",
  "needDate",
  "priority",
  "quantity",
  "buildableNow",
  "clearDate",
  "daysLate",
  "limitingComponents",
  "status",
  "mrpController",
] as const;
/** And where the module follows tracked shipments (EDB, CTB): what the grid says of a line a late shipment moved. */
const SHIPMENT_COLUMNS = ["etaShiftDays", "trackingNumber"] as const;

type FileColumn = (typeof RESULT_COLUMNS)[number] | (typeof SHIPMENT_COLUMNS)[number];
export type ResultFileLanguage = "en-US" | "pt-BR";

interface FileWords {
  headers: Record<FileColumn, string>;
  statuses: Record<ResultStatus, string>;
  /** Excel's format of the date cells: the language's, as the lists' Export to Excel writes them. */
  dateFormat: string;
}

/** The grid's own labels (the locale files' result fields and resultStatus; a unit test keeps them equal). */
const WORDS: Record<ResultFileLanguage, FileWords> = {
  "en-US": {
    headers: {
      orderKey: "Order",
      material: "Material",
      plant: "Plant",
      needDate: "Need date",
      priority: "Priority",
      quantity: "Quantity",
      buildableNow: "Buildable now",
      clearDate: "Clear-to-build date",
      daysLate: "Days late",
      limitingComponents: "Limiting components",
      status: "Status",
      mrpController: "MRP controller",
      etaShiftDays: "ETA shift",
      trackingNumber: "Shipment",
    },
    statuses: { clear: "Clear", partial: "Partial", short: "Short" },
    dateFormat: "mm/dd/yyyy",
  },
  "pt-BR": {
    headers: {
      orderKey: "Ordem",
      material: "Material",
      plant: "Centro",
      needDate: "Data de necessidade",
      priority: "Prioridade",
      quantity: "Quantidade",
      buildableNow: "Produzível agora",
      clearDate: "Data de liberação",
      daysLate: "Dias de atraso",
      limitingComponents: "Componentes limitantes",
      status: "Status",
      mrpController: "Planejador MRP",
      etaShiftDays: "Impacto do ETA",
      trackingNumber: "Embarque",
    },
    statuses: { clear: "Liberada", partial: "Parcial", short: "Em falta" },
    dateFormat: "dd/mm/yyyy",
  },
};

/** The first of the app's languages an Accept-Language header names ("pt", "pt-BR;q=0.9"); English otherwise. */
export function resultFileLanguage(acceptLanguage: string | null): ResultFileLanguage {
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .map((range) => range.split(";")[0]!.trim().toLowerCase())
    .filter(Boolean);
  for (const range of ranges) {
    if (range === "pt" || range.startsWith("pt-")) return "pt-BR";
    if (range === "en" || range.startsWith("en-")) return "en-US";
  }
  return "en-US";
}

/** The file's header row and one row per line, ready for writeSheet. */
export function resultFileSheet(
  lines: readonly ResultLine[],
  followsShipments: boolean,
  language: ResultFileLanguage,
): { headers: string[]; rows: XlsxValue[][]; dateFormat: string } {
  const words = WORDS[language];
  const columns: readonly FileColumn[] = followsShipments ? [...RESULT_COLUMNS, ...SHIPMENT_COLUMNS] : RESULT_COLUMNS;
  return {
    headers: columns.map((column) => words.headers[column]),
    rows: lines.map((line) => columns.map((column) => (column === "status" ? words.statuses[line.status] : line[column]))),
    dateFormat: words.dateFormat,
  };
}

/** For the test that keeps these words equal to the grid's. */
export const RESULT_FILE_WORDS = WORDS;
