import { describe, expect, it } from "vitest";
import { seedNotices } from "../../../../src/demo/seed/notices";

const now = new Date("2025-03-14T12:00:00.000Z");

describe("seedNotices", () => {
  it("seeds seven notices, four of them published for everyone, one with HTML-looking text", () => {
    const notices = seedNotices(now).api.informative;
    expect(notices.length).toBe(7);
    expect(notices.filter((notice) => notice.status === "published" && notice.publish === "yes").length).toBe(
      4,
    );
    expect(notices.filter((notice) => notice.status === "draft").length).toBe(2);
    expect(notices.some((notice) => notice.description.includes("<b>HTML-looking</b>"))).toBe(true);
    for (const notice of notices) {
      expect(new Date(notice.updateDate).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("starts with no notice viewed", () => {
    expect(seedNotices(now).api["informative-view"]).toEqual([]);
  });
});
