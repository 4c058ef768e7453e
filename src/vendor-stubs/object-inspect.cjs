/**
 * Stands in for object-inspect in app builds (vite.config.ts). Its only importers in the browser are the
 * side-channel packages under qs (Refine's query strings), and only to name a missing key in an error message;
 * a plain String() says as much there. The real one weighs about 5 KB gzip on every page's start-up.
 */
module.exports = function inspect(value) {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
};
