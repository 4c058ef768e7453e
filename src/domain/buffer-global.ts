import { Buffer } from "buffer";

// casbin reads its model text through Node's global Buffer, which browsers lack.
const scope = globalThis as typeof globalThis & { Buffer?: typeof Buffer };
scope.Buffer ??= Buffer;
