import { expect, menuLink, signIn, test } from "./fixtures";

// Injected faults live in the page's demo backend: once set, move inside the app and never reload.

test("a server error shows the server's message in a toast with an error icon", async ({ page }) => {
  await signIn(page, "admin", "/informative");
  await expect(page.getByRole("grid")).toBeVisible();
  // The first attempt and Refine's one retry both fail.
  await page.evaluate(() =>
    window.scmDemoFaults!.fail("get", "/edb/transport-tracking-shipments", 500, "Database unavailable", 2),
  );
  await menuLink(page, "Home").click();
  const toast = page.getByTestId("toast").filter({ hasText: "Database unavailable" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Error (status code: 500)");
  await expect(toast.locator("svg").first()).toBeVisible();
  await expect(page.getByText("The shipments could not be loaded: Database unavailable")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("concluded-count")).toHaveText(/^\d+$/);
});

test("network loss says 'error comunication', and the page recovers", async ({ page }) => {
  await signIn(page, "admin", "/informative");
  await expect(page.getByRole("grid")).toBeVisible();
  // Offline until the test says the network is back: with a count of failing calls, which request spent the
  // last one depended on timing, and the second visit sometimes met it.
  await page.evaluate(() => window.scmDemoFaults!.offline("get", "/parameter-system", 100));
  await menuLink(page, "Parameter System").click();
  await expect(page.getByText("error comunication").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "The list could not be loaded." })).toBeVisible();
  await page.evaluate(() => window.scmDemoFaults!.clear());
  await menuLink(page, "Informative Notices").click();
  // The other screen is on before the way back, so the list is mounted afresh and this walks a full leave and
  // return; a click during the router's transition would keep it mounted, a path app/failed-reads-on-visit.tsx
  // covers and test/integration/load-errors.test.tsx checks.
  await expect(page.getByRole("heading", { name: "Informative Notices", level: 1 })).toBeVisible();
  await menuLink(page, "Parameter System").click();
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible();
});

test("a 401 mid-session re-checks the session and keeps the page", async ({ page }) => {
  await signIn(page, "admin", "/informative");
  await expect(page.getByRole("grid")).toBeVisible();
  const before = await page.evaluate(() => sessionStorage.getItem("scm.accessToken"));
  await page.evaluate(() =>
    window.scmDemoFaults!.fail("get", "/edb/transport-tracking-shipments", 401, "Session expired. Sign in again.", 1),
  );
  await menuLink(page, "Home").click();
  await expect(page.getByTestId("concluded-count")).toHaveText(/^\d+$/);
  expect(new URL(page.url()).pathname).toBe("/main");
  const after = await page.evaluate(() => sessionStorage.getItem("scm.accessToken"));
  expect(after).not.toBe(before);
});
