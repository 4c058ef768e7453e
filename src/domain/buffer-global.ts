/**
 * casbin reads its model text through Node's global Buffer (Config.newConfigFromText does
 * `Buffer.from(text)` and then `toString()`), which browsers lack. That round trip of a text is all the access
 * model needs (casbin's other use, ipMatch, is not part of it: src/vendor-stubs/casbin-unused-operators.ts), so
 * browsers get a holder of the text instead of a Buffer polyfill of about 7 KB gzip. Node keeps its own.
 */
interface TextOnlyBuffer {
  from(text: string): { toString(): string };
  isBuffer(value: unknown): boolean;
}

const textOnlyBuffer: TextOnlyBuffer = {
  from: (text) => ({ toString: () => text }),
  isBuffer: () => false,
};

const scope = globalThis as unknown as { Buffer?: unknown };
scope.Buffer ??= textOnlyBuffer;

export {};
