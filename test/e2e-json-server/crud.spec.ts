import {
  expect,
  expectAccessible,
  nextBackendCall,
  readBackend,
  seed,
  shownDateTime,
  signIn,
  test,
  type Notice,
} from "./fixtures";
import { TIME_ZONE } from "./json-server-env";

test("a notice is created, edited and deleted on json-server, each save as the server stored it", async ({
  page,
  request,
}) => {
  await signIn(page, "admin", "/informative");
  await expect(page.getByTestId("list-total")).toHaveText(`${seed.informative.length} records`);

  // Create: the form's values go in a POST; the server gives the id and stamps the dates.
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByLabel(/^Title/).fill("Inventory count at Jundiaí DC [Q4] (2026)");
  await page
    .getByLabel(/^Description/)
    .fill("Cycle count on Friday: no goods issue between 14:00 and 18:00.");
  await page.getByRole("combobox", { name: /^Status/ }).click();
  await page.getByRole("option", { name: "Published" }).click();
  await page.getByRole("combobox", { name: /^Publish/ }).click();
  await page.getByRole("option", { name: "Yes" }).click();
  // The picker types month, day, year, hour, minute and AM/PM, as the en-US pages show them.
  await page.getByRole("textbox", { name: /^Notification date/ }).click();
  await page.keyboard.press("Home");
  await page.keyboard.type("120420260900A");
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/informative" && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Save" }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  expect(createdResponse.request().postDataJSON()).toEqual({
    title: "Inventory count at Jundiaí DC [Q4] (2026)",
    description: "Cycle count on Friday: no goods issue between 14:00 and 18:00.",
    status: "published",
    publish: "yes",
    notificationDate: new Date("2026-12-04T09:00:00-03:00").toISOString(),
  });
  const stored = (await createdResponse.json()) as Notice;
  expect(stored.id).toBe(seed.informative.length + 1);
  expect(stored.updatedBy).toBe("ADMIN");
  await page.waitForURL(`**/informative/show/${stored.id}`);
  await expect(page.getByRole("heading", { name: "Informative Notice: details", level: 1 })).toBeVisible();
  await expect(page.getByText("Inventory count at Jundiaí DC [Q4] (2026)")).toBeVisible();
  await expect(page.getByText("12/04/2026 09:00 AM")).toBeVisible();
  await expect(page.getByText(shownDateTime(stored.updateDate, TIME_ZONE)).first()).toBeVisible();

  // Edit: only the changed field goes, with the version the form was read with.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue("Inventory count at Jundiaí DC [Q4] (2026)");
  await page.getByLabel(/^Title/).fill("Inventory count at Jundiaí DC [Q4] (moved to Saturday)");
  const patch = nextBackendCall(page, (call) => call.method === "PATCH");
  await page.getByRole("button", { name: "Save" }).click();
  const patched = await patch;
  expect(patched.path).toBe(`/informative/${stored.id}`);
  expect(patched.body).toEqual({ title: "Inventory count at Jundiaí DC [Q4] (moved to Saturday)" });
  expect(patched.headers["if-match"]).toBe(`"${stored.updateDate}"`);
  await page.waitForURL(`**/informative/show/${stored.id}`);
  await expect(page.getByText("Inventory count at Jundiaí DC [Q4] (moved to Saturday)")).toBeVisible();
  const afterEdit = await readBackend<Notice>(request, `/informative/${stored.id}`);
  // The rest is as created; the save got a new version.
  expect(afterEdit).toEqual({
    ...stored,
    title: "Inventory count at Jundiaí DC [Q4] (moved to Saturday)",
    updateDate: afterEdit.updateDate,
  });
  expect(afterEdit.updateDate > stored.updateDate).toBe(true);
  await expectAccessible(page, "notice details on json-server");

  // Delete, after the confirmation SPEC §5 asks for.
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Do you want to delete this item?")).toBeVisible();
  const removal = nextBackendCall(page, (call) => call.method === "DELETE");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  expect((await removal).path).toBe(`/informative/${stored.id}`);
  await page.waitForURL(/\/informative(\?|$)/);
  await expect(page.getByTestId("list-total")).toHaveText(`${seed.informative.length} records`);
  await expect(page.getByText("Inventory count at Jundiaí DC [Q4] (moved to Saturday)")).toHaveCount(0);
  const left = await readBackend<Notice[]>(request, "/informative");
  expect(left.map((notice) => notice.id)).toEqual(seed.informative.map((notice) => notice.id));
});

test("a row of the list is deleted from its actions", async ({ page, request }) => {
  await signIn(page, "admin", "/informative?sort=title&order=asc");
  const target = [...seed.informative].sort((a, b) => (a.title < b.title ? -1 : 1))[0];
  const row = page.getByRole("grid").getByRole("row").filter({ hasText: target.title });
  await row.getByRole("menuitem", { name: "Delete" }).click();
  const removal = nextBackendCall(page, (call) => call.method === "DELETE");
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  expect((await removal).path).toBe(`/informative/${target.id}`);
  await expect(page.getByTestId("list-total")).toHaveText(`${seed.informative.length - 1} records`);
  await expect(row).toHaveCount(0);
  const left = await readBackend<Notice[]>(request, "/informative");
  expect(left.map((notice) => notice.id)).not.toContain(target.id);
  expect(left).toHaveLength(seed.informative.length - 1);
});
