/**
 * Stands in for error-stack-parser in app builds (vite.config.ts). @refinedev/devtools-internal imports it to
 * trace which hook made a query, for the Refine devtools this app does not run; outside development it
 * returns before parsing, yet the CommonJS package (about 2 KB gzip) stayed in every page's start-up
 * (DESIGN §9.6). A trace of no frames is what it answers in production.
 */
const ErrorStackParser = { parse: (): never[] => [] };

export default ErrorStackParser;
