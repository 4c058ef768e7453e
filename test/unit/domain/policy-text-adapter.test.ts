import { BasicCsvParser } from "casbin";
import { parse as realCsvParse } from "csv-parse/sync";
import { splitPolicyLine } from "../../../src/domain/policy-line";
import { parse as standInCsvParse } from "../../../src/vendor-stubs/csv-parse-sync";
import { isAllowed } from "../../../src/access/enforcer";

describe("splitPolicyLine", () => {
  // casbin's own reading of a line (csv-parse), the reference the light splitter must match.
  const casbinReads = (line: string) => new BasicCsvParser().parse(line)?.[0] ?? null;

  it.each([
    "p, Supply Planner, edb/edb-transit-time, (list)|(show)|(edit), allow",
    "p,Viewer,informative,list,deny",
    "g, alice, admin",
    'p, admin, "data,with,commas", read, allow',
    'p, admin, "say ""hi""", read, allow',
    "p, admin, users/*, ^(show|edit)$, allow",
    "p, admin, , list, allow",
    "  p ,  spaced  , main , list , allow  ",
  ])("reads %j as casbin does", (line) => {
    expect(splitPolicyLine(line)).toEqual(casbinReads(line));
  });

  it("refuses a line whose quote never closes, as casbin does", () => {
    const line = 'p, planner, "users, list, allow';
    expect(() => casbinReads(line)).toThrow();
    expect(() => splitPolicyLine(line)).toThrow(/Unclosed quote/);
  });

  // App builds give casbin a stand-in for csv-parse/sync (vite.config.ts): it must read as the real one does.
  it.each([
    "p, Supply Planner, edb/edb-transit-time, (list)|(show)|(edit), allow",
    'p, admin, "data,with,commas", read, allow',
    'p, admin, "say ""hi""", read, allow',
    "  p ,  spaced  , main , list , allow  ",
    "g, alice, admin",
  ])("the csv-parse stand-in reads %j as csv-parse does", (line) => {
    const options = { delimiter: ",", skip_empty_lines: true, trim: true, relax_quotes: true };
    expect(standInCsvParse(line)).toEqual(realCsvParse(line, options));
  });

  it("skips empty and comment lines", () => {
    expect(splitPolicyLine("")).toBeNull();
    expect(splitPolicyLine("   ")).toBeNull();
    expect(splitPolicyLine("  # p, admin, main, list, allow")).toBeNull();
  });

  it("feeds the enforcer: quoted fields with commas and bracketed actions still decide", async () => {
    const policy = 'p, memo-x, "a,b", list, allow\np, memo-x, users, (list)|(show), allow';
    expect(await isAllowed(policy, "memo-x", "a,b", "list")).toBe(true);
    expect(await isAllowed(policy, "memo-x", "users", "show")).toBe(true);
    expect(await isAllowed(policy, "memo-x", "users", "edit")).toBe(false);
  });
});
