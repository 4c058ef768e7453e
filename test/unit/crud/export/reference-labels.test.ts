import { REFERENCE_IDS_PER_REQUEST, withReferenceLabels, type GetReferenced } from "../../../../src/crud/export/reference-labels";
import type { ExportColumn } from "../../../../src/crud/export/export-columns";

const profile: ExportColumn = {
  field: "profileId",
  header: "Profile",
  kind: "text",
  reference: { resource: "users-profile", dataProviderName: "default", labelField: "name" },
};
const plain: ExportColumn = { field: "resource", header: "Resource", kind: "text" };

describe("withReferenceLabels: reference columns show the referenced records' labels", () => {
  it("reads each referenced record once, in batches, and labels the ids found", async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ profileId: (i % (REFERENCE_IDS_PER_REQUEST + 20)) + 1, resource: "x" }));
    const batches: (string | number)[][] = [];
    const getReferenced: GetReferenced = async (reference, ids) => {
      expect(reference.resource).toBe("users-profile");
      batches.push(ids);
      // Profile 3 no longer exists.
      return ids.filter((id) => id !== 3).map((id) => ({ id, name: `Profile ${id}` }));
    };
    const [labelled, untouched] = await withReferenceLabels([profile, plain], rows, getReferenced, new AbortController().signal);
    expect(batches.map((batch) => batch.length)).toEqual([REFERENCE_IDS_PER_REQUEST, 20]);
    expect(labelled.labels?.["1"]).toBe("Profile 1");
    expect(labelled.labels?.["120"]).toBe("Profile 120");
    expect(labelled.labels).not.toHaveProperty("3");
    expect(untouched).toBe(plain);
  });

  it("asks nothing when no row points anywhere", async () => {
    const getReferenced = vi.fn<GetReferenced>();
    const [labelled] = await withReferenceLabels([profile], [{ profileId: null }], getReferenced, new AbortController().signal);
    expect(getReferenced).not.toHaveBeenCalled();
    expect(labelled.labels).toEqual({});
  });
});
