import { splitPolicyLine } from "../domain/policy-line";

/**
 * Stands in for csv-parse/sync in app builds (vite.config.ts). casbin's only use of it is to read one
 * policy line (BasicCsvParser, with trim and relaxed quotes), which splitPolicyLine does as it does
 * (test/unit/domain/policy-text-adapter.test.ts); csv-parse weighs about 7 KB gzip on every page's start-up
 * (DESIGN §9.6). Tests keep the real csv-parse as the reference.
 */
export function parse(input: string): string[][] {
  return input.split(/\r?\n/).flatMap((line) => {
    const fields = splitPolicyLine(line);
    return fields ? [fields] : [];
  });
}
