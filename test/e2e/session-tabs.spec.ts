import { expect, menuLink, signIn, test } from "./fixtures";

// Two tabs of one browser share localStorage (and the demo database); each has its own sessionStorage, as
// each has its own MSAL session (DESIGN §4).

test("a second account signed in in another tab leaves this tab's access as it was", async ({ context, page }) => {
  await signIn(page, "admin", "/informative");
  await expect(page.getByRole("link", { name: "Create" })).not.toHaveAttribute("aria-disabled", "true");

  const other = await context.newPage();
  await signIn(other, "viewer", "/informative");
  await expect(other.getByRole("link", { name: "Create" })).toHaveAttribute("aria-disabled", "true");
  expect(await page.evaluate(() => localStorage.getItem("profileName"))).toBe("viewer");

  // Back in the first tab: still the administrator, page after page.
  await page.bringToFront();
  await menuLink(page, "Parameter System").click();
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible();
  await menuLink(page, "Informative Notices").click();
  await expect(page.getByRole("link", { name: "Create" })).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText(/Access denied|do not have permission/)).toHaveCount(0);
  await expect(menuLink(page, "Users Profile")).toBeVisible();
});

test("a new tab with no account clears the shared keys, and the signed-in tab goes on without 'Access denied'", async ({
  context,
  page,
}) => {
  await signIn(page, "planner", "/informative");
  await expect(page.getByRole("grid")).toBeVisible();

  // A tab opened on the app without signing in: SPEC §4 clears localStorage there, and it goes to sign in.
  const other = await context.newPage();
  await other.goto("/parameter-system");
  await other.waitForURL(/\/login|\/main|\/parameter-system/);
  await other.close();

  await menuLink(page, "Home").click();
  await expect(page.getByTestId("concluded-count")).toHaveText(/^\d+$/);
  await menuLink(page, "Informative Notices").click();
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByText(/Access denied|do not have permission/)).toHaveCount(0);
});
