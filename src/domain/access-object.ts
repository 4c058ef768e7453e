/** SPEC §6: delete, edit and show check resource/id; field checks resource/field; anything else the resource. */
export function objectFor(
  resource: string,
  action: string,
  params?: { id?: string | number; field?: string },
): string {
  if ((action === "delete" || action === "edit" || action === "show") && params?.id !== undefined) {
    return `${resource}/${params.id}`;
  }
  if (action === "field" && params?.field) return `${resource}/${params.field}`;
  return resource;
}
