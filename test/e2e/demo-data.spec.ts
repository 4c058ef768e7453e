import type { Page } from "@playwright/test";
import { seedSnapshot } from "../../src/demo/store/seed-snapshot";
import { expect, signIn, test } from "./fixtures";

// DESIGN §9.5: the demo database lives in IndexedDB; localStorage keeps preferences and the session only.

const DATABASE = "scm-demo";
const LEGACY_KEY = "scm.demo.db";

async function saveValue(page: Page, value: string) {
  const field = page.getByLabel(/^Value/);
  await expect(field).toHaveValue(/.+/);
  await field.fill(value);
  await page.getByRole("button", { name: "Save" }).click();
}

test("an edit is kept in IndexedDB across a reload, and Reset demo data puts the seed back", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system/edit/1");
  await saveValue(page, "45");
  await page.waitForURL((url) => !url.pathname.includes("/edit/"));
  await page.goto("/parameter-system/edit/1");
  await expect(page.getByLabel(/^Value/)).toHaveValue("45");
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull();
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain(DATABASE);

  await page.getByRole("button", { name: /^Open settings for/ }).click();
  await page.getByRole("button", { name: "Reset demo data" }).click();
  await page.getByRole("dialog", { name: "Reset the demo data?" }).getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Demo data restored to its initial state.")).toBeVisible();
  await page.goto("/parameter-system/edit/1");
  await expect(page.getByLabel(/^Value/)).toHaveValue("30");
});

test("a browser holding the old localStorage database has it moved to IndexedDB once, edits kept", async ({ page }) => {
  const old = seedSnapshot(new Date());
  const parameter = old.api["parameter-system"].find((row) => row.id === 1)!;
  parameter.value = "60";
  // Before the app's scripts, once: no IndexedDB yet, and the document a previous version left.
  await page.addInitScript(
    ({ key, document }) => {
      if (sessionStorage.getItem("seeded-old-demo")) return;
      sessionStorage.setItem("seeded-old-demo", "yes");
      indexedDB.deleteDatabase("scm-demo");
      localStorage.setItem(key, document);
    },
    { key: LEGACY_KEY, document: JSON.stringify({ ...old, version: 3 }) },
  );
  await signIn(page, "admin", "/parameter-system/edit/1");
  await expect(page.getByLabel(/^Value/)).toHaveValue("60");
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByLabel(/^Value/)).toHaveValue("60");
});

test("a corrupt database is reseeded with a notice, never a blank page", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system");
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible();
  // A row record without its id, as a broken disk or another program could leave it.
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("rows", "readwrite");
          tx.objectStore("rows").put({ namespace: "api", collection: "users", id: 999, row: { name: "broken" } });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    DATABASE,
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "could not be read, so it was restored to its initial state" })).toBeVisible();
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible();
  await expect(page.getByText("could not be read", { exact: false })).toHaveCount(0);
});

test("a save IndexedDB refuses changes nothing and says so", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system/edit/1");
  await page.evaluate(() => window.scmDemoFaults!.failWrites(1));
  await saveValue(page, "90");
  await expect(page.getByTestId("toast").filter({ hasText: "The change could not be saved; nothing was changed." })).toBeVisible();
  // The form keeps what was typed (DESIGN §8); the stored value is the old one.
  await expect(page.getByLabel(/^Value/)).toHaveValue("90");
  await page.reload();
  await expect(page.getByLabel(/^Value/)).toHaveValue("30");
});

test("a worker update that finds the registration gone (a reload racing the worker's own unregistering) reports no error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, "admin", "/informative");
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  // What msw's start does on a full load while the page left has just made the worker unregister itself:
  // update() on that registration, its outcome never read.
  const updated = await page.evaluate(async () => {
    const [registration] = await navigator.serviceWorker.getRegistrations();
    await registration.unregister();
    const outcome = registration.update();
    void outcome;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return outcome.then(
      () => "updated",
      (error: Error) => error.message,
    );
  });
  expect(updated).toMatch(/^Failed to update a ServiceWorker .*mockServiceWorker\.js'\): Not found$/);
  expect(errors.filter((text) => /ServiceWorker|Not found/.test(text))).toEqual([]);
});

test("a sign-in that lands on the inbox has exactly one simulation worker build its results, though both the entry and the demo backend ask for it", async ({ page }) => {
  // The entry starts the worker (src/demo/result-landing.ts); the demo backend's chunk must reach the same one.
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
  await signIn(page, "admin", "/inbox");
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  expect(workers.filter((path) => /\/simulation-worker-[\w-]+\.js$/.test(path))).toHaveLength(1);
});

test("a sign-in that lands on the home has the tracking shipments' rows made by a worker of their own, and shows them", async ({ page }) => {
  // The demo backend's handlers share the page's thread with the app (src/demo/landing-warm.ts).
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
  await signIn(page, "admin", "/main");
  await expect(page.locator("main table tbody tr").first().locator("td").nth(1)).not.toBeEmpty();
  expect(workers.filter((path) => /\/rows-worker-[\w-]+\.js$/.test(path))).toHaveLength(1);
});
