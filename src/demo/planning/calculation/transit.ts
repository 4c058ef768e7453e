/**
 * Transit time of a lane (DESIGN §9.2 supply, §9.4 lead time): the days goods take from their origin to the
 * plant by a modal, from the transit-time table (edb/edb-transit-time). The most specific row wins: the
 * vendor's own row for that country and modal, then the country's, then the continent's, then a default
 * per modal. Where a country or continent has rows for several vendors, the calculation plans on the
 * slowest, as a planner would.
 */
import { countries } from "../../../domain/countries";
import type { TransitTimeRow } from "./types";

/** Door-to-door days when the table has nothing for the lane (typical Brazilian imports). */
export const DEFAULT_TRANSIT_DAYS: Readonly<Record<string, number>> = { AIR: 7, SEA: 40, ROAD: 7 };
const UNKNOWN_MODAL_DAYS = 30;

export interface Lane {
  modal: string;
  /** ISO alpha-2 country the goods ship from. */
  origin: string;
  vendor?: string;
}

export type TransitLookup = (lane: Lane) => number;

let continents: Map<string, string> | undefined;
/** The continent of a country code ("" when unknown). */
export function continentOf(code: string): string {
  continents ??= new Map(countries.map(([code2, , , , continent]) => [code2, continent]));
  return continents.get(code.toUpperCase()) ?? "";
}

/** Stored transit-time records as rows; rows without a usable modal or time are left out. */
export function transitTimesFromRecords(records: readonly Record<string, unknown>[]): TransitTimeRow[] {
  return records.flatMap((record) => {
    const transitTime = Number(record.transitTime);
    const modal = String(record.modal ?? "")
      .trim()
      .toUpperCase();
    if (!modal || !Number.isFinite(transitTime)) return [];
    const countryCode = String(record.countryCode ?? "")
      .trim()
      .toUpperCase();
    return [
      {
        modal,
        countryCode,
        continent:
          String(record.continent ?? "")
            .trim()
            .toUpperCase() || continentOf(countryCode),
        transitTime,
        vendor: String(record.vendor ?? "").trim(),
      },
    ];
  });
}

const slowest = (map: Map<string, number>, key: string, days: number) =>
  map.set(key, Math.max(map.get(key) ?? 0, days));

/** A lookup over the table, indexed once: a run looks up every open purchase-order line. */
export function transitLookup(rows: readonly TransitTimeRow[]): TransitLookup {
  const byVendor = new Map<string, number>();
  const byCountry = new Map<string, number>();
  const byContinent = new Map<string, number>();
  for (const row of rows) {
    const modal = row.modal.toUpperCase();
    const country = row.countryCode.toUpperCase();
    if (row.vendor) slowest(byVendor, `${modal}|${country}|${row.vendor}`, row.transitTime);
    if (country) slowest(byCountry, `${modal}|${country}`, row.transitTime);
    const continent = row.continent || continentOf(country);
    if (continent) slowest(byContinent, `${modal}|${continent}`, row.transitTime);
  }
  return ({ modal, origin, vendor }) => {
    const upperModal = modal.toUpperCase();
    const country = origin.toUpperCase();
    return (
      (vendor ? byVendor.get(`${upperModal}|${country}|${vendor}`) : undefined) ??
      byCountry.get(`${upperModal}|${country}`) ??
      byContinent.get(`${upperModal}|${continentOf(country)}`) ??
      DEFAULT_TRANSIT_DAYS[upperModal] ??
      UNKNOWN_MODAL_DAYS
    );
  };
}
