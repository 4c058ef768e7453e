/**
 * The server's field errors that Refine leaves unshown. Refine's form puts an error beside its field only when
 * that field was in the request, and an edit sends only what changed (edit-diff.ts): a refusal about a field
 * the person did not touch (a date now before the pickup they moved, a key now taken by the material they
 * changed) was only a passing toast. These are the errors to set beside the form's own fields. Pure.
 */
export function unsentFieldErrors(
  errors: unknown,
  sent: Readonly<Record<string, unknown>>,
  formFields: readonly string[],
): [field: string, message: string][] {
  if (!errors || typeof errors !== "object") return [];
  const found: [string, string][] = [];
  for (const [field, error] of Object.entries(errors as Record<string, unknown>)) {
    if (field in sent || !formFields.includes(field)) continue;
    const message = Array.isArray(error)
      ? error.filter((part) => typeof part === "string").join(" ")
      : typeof error === "string"
        ? error
        : error && typeof error === "object" && "message" in error && typeof error.message === "string"
          ? error.message
          : "";
    if (message) found.push([field, message]);
  }
  return found;
}
