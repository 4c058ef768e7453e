/**
 * Stands in for side-channel in app builds (vite.config.ts), for qs only (Refine's query strings), which keeps
 * the objects a stringify has passed through in it to refuse cycles. The real package reaches that Map through
 * get-intrinsic, call-bind and object-inspect, about 5 KB gzip on every page's start-up; a channel lives for
 * one stringify, so a plain Map holds its keys no longer than the real one does. Same calls, same answers:
 * test/unit/domain/vendor-stubs.test.ts runs both.
 */
function describe(key) {
  if (typeof key === "string") return `'${key}'`;
  if ((typeof key === "object" && key !== null) || typeof key === "function") return "the given object key";
  return String(key);
}

module.exports = function getSideChannel() {
  const values = new Map();
  return {
    assert(key) {
      if (!values.has(key)) throw new TypeError(`Side channel does not contain ${describe(key)}`);
    },
    delete: (key) => values.delete(key),
    get: (key) => values.get(key),
    has: (key) => values.has(key),
    set(key, value) {
      values.set(key, value);
    },
  };
};
