import type { ProfileResource } from "../../api/contract";

export const permissionKeys = ["read", "create", "update", "delete"] as const;
export type PermissionKey = (typeof permissionKeys)[number] | "deletable";

/** A profile's line for a resource: as stored, or as just clicked (no id until its creation answers). */
export type PermissionRow = Omit<ProfileResource, "id"> & { id?: ProfileResource["id"] };

export interface MatrixRow {
  resource: string;
  row?: ProfileResource;
}

/** One line per known resource, with the profile's stored row where there is one; unknown stored rows kept. */
export function matrixRows(resources: readonly string[], rows: readonly ProfileResource[]): MatrixRow[] {
  const byResource = new Map(rows.map((row) => [row.resource, row]));
  const known = resources.map((resource) => ({ resource, row: byResource.get(resource) }));
  const extra = rows.filter((row) => !resources.includes(row.resource)).map((row) => ({ resource: row.resource, row }));
  return [...known, ...extra];
}

/** The row to create when a permission is first granted on a resource. */
export function newPermissionRow(profileId: number, resource: string, key: PermissionKey, value: boolean): PermissionRow {
  return { profileId, resource, read: false, create: false, update: false, delete: false, deletable: true, [key]: value };
}
