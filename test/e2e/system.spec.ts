import { chooseOption, expect, menuLink, expectAccessible, recordRequests, signIn, test } from "./fixtures";

const systemPages = [
  ["/informative", "Informative Notices"],
  ["/users-profile", "Users Profile"],
  ["/sap-impersonate-users", "SAP Impersonate Users"],
  ["/user-profile-resource", "Profile Resources"],
  ["/parameter-system", "Parameter System"],
  ["/robot-pipeline", "SAP Transactions"],
] as const;

test("every System list loads, pages on the server and passes axe", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system");
  for (const [path, title] of systemPages) {
    await menuLink(page, title).click();
    await page.waitForURL(new RegExp(`${path}(\\?|$)`));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("list-total")).toHaveText(/[\d,]+ records?/);
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page, `${path} list`);
  }
  await menuLink(page, "Profile Resources").click();
  await page.getByRole("link", { name: "Permission matrix" }).click();
  await expect(page.getByRole("checkbox", { name: "Read on main" })).toBeVisible();
  await expectAccessible(page, "permission matrix");
});

test("a notice is created, published to the bell, edited and deleted", async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", "/informative");
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByLabel(/^Title/).fill("Inventory count at Campinas DC");
  await page.getByLabel(/^Description/).fill("Cycle count on Friday: no goods issue between 14:00 and 18:00.");
  await chooseOption(page, page.getByRole("combobox", { name: /^Status/ }), "Published");
  await chooseOption(page, page.getByRole("combobox", { name: /^Publish/ }), "Yes");
  // The picker types month, day, year, hour, minute and AM/PM, as the en-US lists show them.
  await page.getByRole("textbox", { name: /^Notification date/ }).click();
  await page.keyboard.press("Home");
  await page.keyboard.type("120420260900A");
  await expectAccessible(page, "notice form");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/informative\/show\/\d+$/);
  await expect(page.getByText("Inventory count at Campinas DC")).toBeVisible();
  await expectAccessible(page, "notice details");
  const post = requests.find((r) => r.method === "POST" && r.path === "/informative");
  expect(post?.body).toMatchObject({ title: "Inventory count at Campinas DC", status: "published", publish: "yes" });
  await expect(page.getByTestId("notification-count")).toHaveText("5");

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel(/^Title/).fill("Inventory count at Campinas DC (moved)");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/informative\/show\/\d+$/);
  await expect(page.getByText("Inventory count at Campinas DC (moved)")).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Do you want to delete this item?")).toBeVisible();
  await expect(dialog.getByText("To delete the item click Confirm")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(/\/informative(\?|$)/);
  await expect(page.getByText("Inventory count at Campinas DC (moved)")).toHaveCount(0);
});

test("leaving a changed form asks first, with the spec's text", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system/edit/1");
  const value = page.getByLabel(/^Value/);
  await expect(value).toHaveValue("30");
  await value.fill("45");
  let message = "";
  page.once("dialog", async (dialog) => {
    message = dialog.message();
    await dialog.dismiss();
  });
  await menuLink(page, "Home").click();
  await expect.poll(() => message).toBe("Are you sure you want to leave? You have unsaved changes.");
  expect(new URL(page.url()).pathname).toBe("/parameter-system/edit/1");
  await expect(value).toHaveValue("45");
});

test("after a failed save, the browser's Back and closing the tab still ask, and staying keeps the typing", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system/show/1");
  await page.getByRole("link", { name: "Edit" }).click();
  await page.waitForURL("**/parameter-system/edit/1");
  const value = page.getByLabel(/^Value/);
  await expect(value).toHaveValue("30");
  await value.fill("45");
  await page.evaluate(() => window.scmDemoFaults!.fail("patch", "/parameter-system/1", 503, "Database unavailable", 2));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Database unavailable" })).toBeVisible();
  // The toast can show a moment before the failed save turns the warning back on: wait until the page asks
  // again (a synthetic beforeunload shows no dialog, but the armed guard cancels it).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const leaving = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      }),
    )
    .toBe(true);

  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => messages).toEqual(["confirm: Are you sure you want to leave? You have unsaved changes."]);
  await expect(page).toHaveURL(/\/parameter-system\/edit\/1$/);
  await expect(value).toHaveValue("45");
  // The browser shows its own text when a tab closes; that it asks at all is what counts.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => messages.length).toBe(2);
  expect(messages[1]).toMatch(/^beforeunload: /);
});

test("staying on a changed form when the tab would close keeps the demo backend: the save goes through", async ({ page }) => {
  await signIn(page, "admin", "/parameter-system/edit/1");
  const value = page.getByLabel(/^Value/);
  await expect(value).toHaveValue("30");
  await value.fill("45");
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.type());
    await dialog.dismiss();
  });
  // Closing asks (the person typed), and the person stays.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(value).toHaveValue("45");

  const saved = page.waitForResponse((response) => response.request().method() === "PATCH");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
  await page.waitForURL((url) => !url.pathname.endsWith("/edit/1"));
  await page.goto("/parameter-system/show/1");
  await expect(page.getByText("45", { exact: true })).toBeVisible();
});

test("the viewer sees buttons it may not use disabled, not hidden", async ({ page }) => {
  await signIn(page, "viewer", "/informative");
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("link", { name: "Create" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("grid").getByRole("menuitem", { name: "Edit" }).first()).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("grid").getByRole("menuitem", { name: "Delete" }).first()).toBeDisabled();
  await expectAccessible(page, "informative list as viewer");
});

test("an admin page is refused to a user without list permission", async ({ page }) => {
  await signIn(page, "viewer", "/users-profile");
  await expect(page.getByText("You do not have permission for this module, contact your administrator.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Users Profile" })).toHaveCount(0);
  await expectAccessible(page, "refused page");
});

test("the secret of an SAP user never reaches the browser: the detail page says it is set", async ({ page }) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) bodies.push(await response.text().catch(() => ""));
  });
  await signIn(page, "admin", "/sap-impersonate-users/show/1");
  await expect(page.getByText("RFC_SCM_EDB")).toBeVisible();
  await expect(page.getByText(/^Set on /)).toBeVisible();
  await page.goto("/sap-impersonate-users/edit/1");
  await expect(page.getByText("Unchanged: type a new value to replace it.")).toBeVisible();
  await expect(page.getByLabel(/^Value/)).toHaveValue("");
  expect(bodies.join("\n")).not.toContain("Edb#2026-Rfc!");
});
