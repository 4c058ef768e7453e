import { readSheet } from "read-excel-file/web-worker";
import { readBytes } from "./read-bytes";

/**
 * The first sheet of an .xlsx, as rows of cell values from cell A1 (a row index is the Excel row number
 * minus 1). read-excel-file's web-worker entry: it parses on the thread that calls it, so in the check's
 * worker the page never waits on it (DESIGN §9.1, §9.6). The bytes are read here, not by the library,
 * which needs Blob.arrayBuffer (see readBytes).
 */
export async function readRows(file: Blob): Promise<unknown[][]> {
  return readSheet(await readBytes(file));
}
