/** Whether a check is about one record: delete, edit and show with an id (SPEC §6). */
export const isRecordCheck = (
  action: string,
  params?: { id?: string | number },
): params is { id: string | number } =>
  (action === "delete" || action === "edit" || action === "show") && params?.id !== undefined;

/** SPEC §6: delete, edit and show check resource/id; field checks resource/field; anything else the resource. */
export function objectFor(
  resource: string,
  action: string,
  params?: { id?: string | number; field?: string },
): string {
  if (isRecordCheck(action, params)) return `${resource}/${params.id}`;
  if (action === "field" && params?.field) return `${resource}/${params.field}`;
  return resource;
}
