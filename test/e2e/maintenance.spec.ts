import { chooseOption, expect, expectAccessible, menuLink, recordRequests, signIn, test } from "./fixtures";

const PARAMETERS = "/transport-tracking/parameter-transport-tracking";

/** Every Maintenance page: route, list heading, and the name of one record (detail and edit headings). */
const maintenancePages = [
  ["/transport-tracking/robot-schedule-config", "Schedule Downloads", "Download Schedule"],
  [PARAMETERS, "Transport Tracking Parameters", "Transport Tracking Parameter"],
  ["/edb/robot-schedule-config", "Robot Schedule", "Robot Schedule"],
  ["/edb/edb-products-configuration", "Products Configuration", "Product Configuration"],
  ["/ctb/robot-schedule-config", "Robot Schedule", "Robot Schedule"],
  ["/edb/edb-mrp-controller", "MRP Controllers", "MRP Controller"],
  ["/edb/edb-transit-time", "Transit Time", "Transit Time"],
  ["/edb/country-list", "Country List", "Country"],
  ["/efa/robot-schedule-config", "Robot Schedule", "Robot Schedule"],
  ["/efa/master-data", "Master Data", "Master Data Record"],
] as const;
/** SPEC §2 gives these no actions: a read-only list, without detail or edit pages. */
const listOnly: ReadonlySet<string> = new Set(["/edb/edb-products-configuration"]);

// One test per page: ten pages in one test came close to any sane timeout on a loaded two-core runner.
for (const [path, title, record] of maintenancePages) {
  test(`the Maintenance page ${path} loads its list, detail and edit pages, and each passes axe`, async ({ page }) => {
    await signIn(page, "admin", path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("list-total")).toHaveText(/[\d,]+ records?/);
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page, `${path} list`);
    if (listOnly.has(path)) {
      await expect(page.getByRole("grid").getByRole("link", { name: /^(Show|Edit)$/ })).toHaveCount(0);
      return;
    }
    await page.goto(`${path}/show/1`);
    await expect(page.getByRole("heading", { name: `${record}: details`, level: 1 })).toBeVisible();
    await expect(page.locator("dd").first()).not.toHaveText("");
    await expectAccessible(page, `${path} details`);
    await page.goto(`${path}/edit/1`);
    await expect(page.getByRole("heading", { name: `Edit ${record}`, level: 1 })).toBeVisible();
    // A loading status stands in for the form until the record is in; the form people use is the loaded one.
    await expect(page.locator("form input:not([type=hidden]):not([aria-hidden=true])").first()).not.toHaveValue("");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    // axe judges the colours at rest, once any transition of the freshly shown form has ended.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expectAccessible(page, `${path} form`);
  });
}

test("the Maintenance menu groups come before System, in both languages", async ({ page }) => {
  await signIn(page, "admin", "/edb/country-list");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menuLink(page, "Country List")).toBeVisible();
  const text = (await menu.textContent()) ?? "";
  expect(text.indexOf("EDB General")).toBeGreaterThan(-1);
  expect(text.indexOf("EDB General")).toBeLessThan(text.indexOf("System"));
});

test("a schedule is edited: time and day of week", async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", "/transport-tracking/robot-schedule-config");
  const row = page.getByRole("grid").getByRole("row").filter({ hasText: "TT_DHL" });
  await expect(row).toContainText("Tracking download DHL Global Forwarding");
  await row.getByRole("menuitem", { name: "Edit" }).click();
  await page.waitForURL(/\/robot-schedule-config\/edit\/\d+$/);
  await expect(page.locator("#field-robot")).toHaveValue("TT_DHL");
  // The time picker types hours then minutes, 24-hour.
  await page.locator("#field-time").click();
  await page.keyboard.press("Home");
  await page.keyboard.type("0845");
  await chooseOption(page, page.getByRole("combobox", { name: /^Day of week/ }), "Tuesday");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/robot-schedule-config\/show\/\d+$/);
  await expect(page.getByText("08:45")).toBeVisible();
  await expect(page.getByText("Tuesday")).toBeVisible();
  const patch = requests.find((r) => r.method === "PATCH" && r.path.startsWith("/transport-tracking/robot-schedule-config/"));
  // Only what was changed is sent: a save elsewhere of another field is not reverted.
  expect(patch?.body).toEqual({ time: "08:45", dayOfWeek: "tuesday" });
});

test("a duplicate parameter is refused beside the field, in both languages", async ({ page }) => {
  await signIn(page, "admin", `${PARAMETERS}/edit/2`);
  const parameter = page.getByLabel(/^Parameter/);
  await expect(parameter).toHaveValue("CLIENT_ID");
  await parameter.fill("BASE_URL");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#field-parameter-helper-text")).toHaveText("This parameter already exists");
  await expect(parameter).toHaveValue("BASE_URL");
  await expect(parameter).toBeEnabled();
  await expectAccessible(page, "parameter form with a server error");

  await page.evaluate(() => localStorage.setItem("scm.language", "pt-BR"));
  await page.goto(`${PARAMETERS}/edit/2`);
  const parametro = page.getByLabel(/^Parâmetro/);
  await expect(parametro).toHaveValue("CLIENT_ID");
  await parametro.fill("BASE_URL");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.locator("#field-parameter-helper-text")).toHaveText("Este parametro ja existe");
});

test("cloud-secret parameter values are masked on screen", async ({ page }) => {
  await signIn(page, "admin", PARAMETERS);
  const grid = page.getByRole("grid");
  await expect(grid.getByText("https://api-eu.dhl.com/track/shipments")).toBeVisible();
  await expect(grid.getByText("••••••••").first()).toBeVisible();
  await expect(page.getByText("Xk9DHLq2Lw8vR7310tP")).toHaveCount(0);
  await page.goto(`${PARAMETERS}/show/3`);
  await expect(page.getByText("CLIENT_SECRET")).toBeVisible();
  await expect(page.getByText(/^Set on /)).toBeVisible();
  await expect(page.getByText("Xk9DHLq2Lw8vR7310tP")).toHaveCount(0);
  await page.goto(`${PARAMETERS}/edit/3`);
  await expect(page.getByLabel(/^Value/)).toHaveAttribute("type", "password");
  await expect(page.getByLabel(/^Value/)).toHaveValue("");
  await expect(page.getByLabel(/^Value/)).toBeEnabled();
  await expectAccessible(page, "cloud-secret form");
});
