/**
 * Why a file that passed the file checks still could not be checked: plain data, so it crosses back from
 * the worker as it is.
 */
export type SheetFailure =
  /** Not a workbook after all: a ZIP archive of something else, or a damaged file. */
  | { kind: "unreadable" }
  /**
   * A cell whose stored content the reader cannot make sense of (VALUE_INVALID, TYPE_INVALID, …), written
   * by a tool other than Excel. The reader stops at the first one, so only that one is known. row and
   * column are 0-based, as in SheetProblem. (Formula errors such as #N/A are not this: they read as empty.)
   */
  | { kind: "badCell"; row: number; column: number; error: string }
  /** Anything else: the worker did not load, the browser refused to read the file, a bug. */
  | { kind: "failed"; message: string };

/** A failed check, as checkSheet and buildErrorSheet reject with it. */
export class SheetCheckError extends Error {
  override name = "SheetCheckError";
  constructor(readonly failure: SheetFailure) {
    super(failure.kind === "failed" ? failure.message : failure.kind);
  }
}

// read-excel-file's words for a cell it cannot read: "<c/> at row 5, col 3: VALUE_INVALID" (1-based).
const BAD_CELL = /<c\/> at row (\d+), col (\d+): (.+)$/;

const nameOf = (error: unknown) =>
  typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";

/**
 * What a reading error means for the person. read-excel-file names its errors (InvalidInputError: not an
 * .xlsx; InvalidSpreadsheetError: a workbook it cannot make sense of), and names survive a worker's
 * boundary and a bundler's renaming where classes do not.
 */
export function failureOf(error: unknown): SheetFailure {
  const message = error instanceof Error ? error.message : String(error);
  const name = nameOf(error);
  if (name === "InvalidSpreadsheetError") {
    const cell = BAD_CELL.exec(message);
    if (cell)
      return {
        kind: "badCell",
        row: Number(cell[1]) - 1,
        column: Number(cell[2]) - 1,
        error: cell[3].trim(),
      };
    return { kind: "unreadable" };
  }
  if (name === "InvalidInputError") return { kind: "unreadable" };
  return { kind: "failed", message };
}
