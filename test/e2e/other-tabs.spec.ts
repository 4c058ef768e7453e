import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

// DESIGN §9.5: the tabs of one browser share the demo database in IndexedDB. Two pages of one browser
// context are two tabs: they share IndexedDB and localStorage, each has its own sessionStorage.

const PIPELINE = "ZMARD stock download";

/** The record as IndexedDB holds it, read the way any other client of the database would. */
const storedPipeline = (page: Page, id: number) =>
  page.evaluate(
    (key) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open("scm-demo");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction("rows").objectStore("rows").get(key);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { row: Record<string, unknown> } | undefined)?.row);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    ["api", "robot-pipeline", id],
  );

async function saveField(page: Page, name: string, value: string) {
  const field = page.locator(`#field-${name}`);
  await expect(field).toHaveValue(/.+/);
  await field.fill(value);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/robot-pipeline\/show\/1$/);
}

test("a save in one tab shows in the other without a reload, and neither tab's save undoes the other's", async ({ page: tabA, context }) => {
  await signIn(tabA, "admin", "/robot-pipeline");
  const rowInA = tabA.getByRole("grid").getByRole("row").filter({ hasText: PIPELINE });
  await expect(rowInA).toContainText("SCM_ZMARD_BR");
  // Lives as long as this document: gone if tab A were reloaded.
  await tabA.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));

  const tabB = await context.newPage();
  await signIn(tabB, "admin", "/robot-pipeline");
  await tabB.getByRole("grid").getByRole("row").filter({ hasText: PIPELINE }).getByRole("menuitem", { name: "Edit" }).click();
  await tabB.waitForURL(/\/robot-pipeline\/edit\/1$/);
  await saveField(tabB, "variant", "SCM_ZMARD_TABB");
  await expect(tabB.getByText("SCM_ZMARD_TABB")).toBeVisible();

  // Tab A, left alone on its list, shows tab B's save.
  await expect(rowInA).toContainText("SCM_ZMARD_TABB");

  // Tab A, still the same document, saves another field of that record.
  await rowInA.getByRole("menuitem", { name: "Edit" }).click();
  await tabA.waitForURL(/\/robot-pipeline\/edit\/1$/);
  await expect(tabA.locator("#field-variant")).toHaveValue("SCM_ZMARD_TABB");
  await saveField(tabA, "output", "zmard_from_tab_a.xlsx");
  await expect(tabA.getByText("zmard_from_tab_a.xlsx")).toBeVisible();
  await expect(tabA.getByText("SCM_ZMARD_TABB")).toBeVisible();
  expect(await tabA.evaluate(() => (window as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);

  // Tab B's record page, open since its own save, shows both changes without a reload.
  await expect(tabB.getByText("zmard_from_tab_a.xlsx")).toBeVisible();
  await expect(tabB.getByText("SCM_ZMARD_TABB")).toBeVisible();
  // And both are what is stored.
  expect(await storedPipeline(tabB, 1)).toMatchObject({ variant: "SCM_ZMARD_TABB", output: "zmard_from_tab_a.xlsx" });
  await tabB.reload();
  await expect(tabB.getByText("zmard_from_tab_a.xlsx")).toBeVisible();
  await expect(tabB.getByText("SCM_ZMARD_TABB")).toBeVisible();
});
