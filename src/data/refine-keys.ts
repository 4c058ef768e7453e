/**
 * The first segment of the keys Refine 4.58 gives its own queries and mutations (its legacy keys,
 * `@refinedev/core` src/definitions/helpers/keys): what the app tells apart from its own react-query calls.
 */

/** Queries of Refine's data hooks: the data provider's name first. */
export const REFINE_DATA_QUERY_KEYS: ReadonlySet<unknown> = new Set(["default", "apiEfa", "data"]);

/** Refine's data mutations: saves and deletes of records. */
export const REFINE_DATA_MUTATION_KEYS: ReadonlySet<unknown> = new Set([
  "create",
  "update",
  "delete",
  "createMany",
  "updateMany",
  "deleteMany",
]);

/** Every mutation of Refine's own: its data mutations, custom calls and auth actions. */
export const REFINE_MUTATION_KEYS: ReadonlySet<unknown> = new Set([
  ...REFINE_DATA_QUERY_KEYS,
  ...REFINE_DATA_MUTATION_KEYS,
  ...["useLogin", "useLogout", "useRegister", "useForgotPassword", "useUpdatePassword", "useCheckError"],
]);
