import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");
const notice = { title: "T", description: "D", status: "draft", publish: "no", notificationDate: "2026-03-20" };

describe("notice rules", () => {
  it("sets the creation and update dates and who saved, on create, whatever the client sent", () => {
    const created = checkWrite("informative", { ...notice, createdDate: "1999-01-01", updatedBy: "X" }, { rows: [], now, user: "ana.souza@scm-demo.com" });
    expect(created).toEqual({
      ok: true,
      values: { ...notice, createdDate: now.toISOString(), updateDate: now.toISOString(), updatedBy: "ANA.SOUZA" },
    });
  });

  it("keeps the creation date on update and moves the update date", () => {
    const existing = { id: 1, ...notice, createdDate: "2026-01-01T00:00:00.000Z", updateDate: "2026-01-01T00:00:00.000Z" };
    const updated = checkWrite("informative", { title: "New" }, { existing, rows: [existing], now });
    expect(updated).toEqual({ ok: true, values: { title: "New", updateDate: now.toISOString(), updatedBy: "SYSTEM" } });
  });
});
