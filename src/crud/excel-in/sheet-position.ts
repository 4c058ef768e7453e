import type { SheetProblem } from "../../domain/template-model";

/** Excel's name of a column from its 0-based index: A … Z, AA … AZ, BA … */
export function columnLetter(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** Where a problem sits, as a person finds it in Excel: row number (the header is row 1) and column letter. */
export interface ProblemPosition {
  row: number | null;
  column: string | null;
}

/**
 * validateSheet counts rows and columns from 0 in the parsed rows, which start at cell A1. A missing header
 * is placed where the template expects it; an empty sheet has no position.
 */
export function problemPosition(problem: SheetProblem): ProblemPosition {
  switch (problem.kind) {
    case "emptySheet":
      return { row: null, column: null };
    case "wrongType":
    case "missingValue":
      return { row: problem.row + 1, column: columnLetter(problem.column) };
    default:
      return { row: 1, column: columnLetter(problem.column) };
  }
}
