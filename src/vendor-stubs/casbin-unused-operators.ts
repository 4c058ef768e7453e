/**
 * Stands in, for casbin only, for the `buffer` and `minimatch` packages in app builds (vite.config.ts).
 * casbin needs them for two built-in functions only: Buffer for ipMatch, minimatch for globMatch. The access
 * model of DESIGN §4 matches with keyMatch, regexMatch and its own actionMatch (src/domain/access-model.ts,
 * checked by test/unit/domain/casbin-stubs.test.ts), and casbin reads policy text without either (the
 * csv-parse stand-in beside this file). Together they would weigh about 13 KB gzip on every page's start-up
 * (DESIGN §9.6). Tests run casbin with the real packages.
 */
const unused = (name: string) => (): never => {
  throw new Error(`casbin's ${name} is not part of the access model (DESIGN §4).`);
};

export const Buffer = unused("ipMatch");
export const minimatch = unused("globMatch");
