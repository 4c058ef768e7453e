import { Buffer } from "buffer";

// casbin's policy parser (csv-parse) reaches for Node's global Buffer, which browsers lack.
const scope = globalThis as typeof globalThis & { Buffer?: typeof Buffer };
scope.Buffer ??= Buffer;
