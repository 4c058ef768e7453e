/**
 * Stands in for papaparse in app builds (vite.config.ts). @refinedev/core imports it for its CSV useImport and
 * useExport, which this app never calls: its lists export to .xlsx with write-excel-file (DESIGN §9.1). The
 * real parser would weigh about 7 KB gzip on every page's start-up (DESIGN §9.6).
 */
const unused = (): never => {
  throw new Error("Refine's CSV import and export are not part of this app: lists export to Excel.");
};

export default { parse: unused, unparse: unused };
