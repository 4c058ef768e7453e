/**
 * The parameter-system rows the app reads as a whole number, and the range each takes: a value outside it
 * would fall back to the default without a word where it is read (the home's window, the clear-to-build
 * dates, the uploads' size limit). A backend refuses it when it is saved; the form says the range beforehand.
 */
import {
  CUSTOMS_HANDLING_DAYS_PARAMETER,
  FILTER_DAYS_PARAMETER,
  MAX_CUSTOMS_HANDLING_DAYS,
  MAX_UPLOAD_MB,
  UPLOAD_MAX_MB_PARAMETER,
} from "../api/contract";
import { FILTER_DAYS_RANGE } from "./filter-days";

// A type, not an interface: it passes as a hint's interpolation values (a plain record).
export type WholeRange = { min: number; max: number };

export const WHOLE_PARAMETER_RANGES: Readonly<Record<string, WholeRange>> = {
  [FILTER_DAYS_PARAMETER]: FILTER_DAYS_RANGE,
  [CUSTOMS_HANDLING_DAYS_PARAMETER]: { min: 0, max: MAX_CUSTOMS_HANDLING_DAYS },
  [UPLOAD_MAX_MB_PARAMETER]: { min: 1, max: MAX_UPLOAD_MB },
};
