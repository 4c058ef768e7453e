import { expect, expectAccessible, signIn, test } from "./fixtures";

for (const account of ["admin", "planner", "viewer"] as const) {
  test(`${account} signs in to the home dashboard`, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveTitle("Supply Chain Management");
    await expect(page.getByTestId("user-name")).toHaveText(account.toUpperCase());
    await expect(page.getByTestId("app-version")).toHaveText("v.1.0.0");
    await expect(page.getByRole("heading", { name: "Shipments concluded in the last 30 days" })).toBeVisible();
    await expect(page.getByTestId("concluded-count")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("concluded-chart")).toBeVisible();
    await expectAccessible(page, `home as ${account}`);
  });
}

test("noprofile lands on /unauthorized with both buttons", async ({ page }) => {
  await signIn(page, "noprofile");
  await expect(page.getByText("You do not have permission to the resources on this system.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectAccessible(page, "unauthorized");
});

test("the home dashboard pages its list of concluded shipments", async ({ page }) => {
  await signIn(page, "admin");
  const count = Number(await page.getByTestId("concluded-count").textContent());
  const table = page.getByRole("table", { name: "Shipments concluded in the last 30 days" });
  await expect(table.getByRole("row")).toHaveCount(Math.min(count, 10) + 1);
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText(`11–${Math.min(count, 20)} of ${count}`)).toBeVisible();
});

test("a signed-out deep link signs in and comes back to it", async ({ page }) => {
  await page.goto("/main?from=bookmark");
  await page.waitForURL("**/main?from=bookmark");
  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");
});

test("an unknown route says 'Page not found.'", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/no/such/page");
  await expect(page.getByText("Page not found.")).toBeVisible();
  await expectAccessible(page, "not found");
});

test("sign-out ends the session and a reload stays signed out", async ({ page }) => {
  await signIn(page, "admin");
  await page.getByTestId("user-name").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("Choose a demo account")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Choose a demo account")).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveCount(0);
  await expectAccessible(page, "account chooser");
  await page.getByRole("button", { name: /Carla Mendes/ }).click();
  await expect(page.getByTestId("user-name")).toHaveText("VIEWER");
});
