import { addFilter, chooseOption, expect, expectAccessible, menuLink, recordRequests, signIn, test } from "./fixtures";

const rows = (page: import("@playwright/test").Page) => page.getByRole("grid").getByRole("row");
const chips = (page: import("@playwright/test").Page) => page.getByTestId("filter-chip");

test("filters from the filter bar and the order go to the server and into the address, and survive a reload", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", "/edb/country-list");
  await expect(page.getByTestId("list-total")).toHaveText("249 records");

  await addFilter(page, "Country (English)");
  await page.getByRole("textbox", { name: "Country (English) contains" }).fill("bra");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/filter\.country\.contains=bra/);
  await expect(page.getByTestId("list-total")).toHaveText("3 records");
  for (const country of ["Brazil", "Congo - Brazzaville", "Gibraltar"])
    await expect(rows(page).filter({ hasText: country })).toHaveCount(1);
  expect(requests.some((r) => r.method === "GET" && r.path === "/edb/country-list" && r.search.includes("country_like=bra"))).toBe(true);

  // A second filter at once: a chip each, both sent.
  await addFilter(page, "Continent");
  await chooseOption(page, page.getByRole("combobox", { name: "Continent" }), "Africa");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/filter\.continent\.eq=AF/);
  await expect(chips(page)).toHaveText(["Country (English) contains “bra”", "Continent: Africa"]);
  await expect(page.getByTestId("list-total")).toHaveText("1 record");
  await expect(rows(page).nth(1)).toContainText("Congo - Brazzaville");
  expect(requests.some((r) => r.search.includes("country_like=bra") && r.search.includes("continent=AF"))).toBe(true);

  // Delete on a focused chip removes that filter only.
  await chips(page).nth(1).focus();
  await page.keyboard.press("Delete");
  await expect(chips(page)).toHaveCount(1);
  await expect(page.getByTestId("list-total")).toHaveText("3 records");

  await page.getByRole("columnheader", { name: /^Country \(English\)/ }).click();
  await expect(page).toHaveURL(/sort=country&order=desc/);
  await expect(rows(page).nth(1)).toContainText("Gibraltar");

  await page.reload();
  await expect(page.getByTestId("list-total")).toHaveText("3 records");
  await expect(rows(page).nth(1)).toContainText("Gibraltar");
  await expect(rows(page).nth(3)).toContainText("Brazil");

  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByTestId("list-total")).toHaveText("249 records");
  await expect(page).not.toHaveURL(/filter\./);
});

test("a date range filters from/to in the page's language, is kept in the address and sent as _gte/_lte", async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", "/informative");
  await page.evaluate(() => localStorage.setItem("scm.language", "pt-BR"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Informativos" })).toBeVisible();
  await expect(rows(page).nth(1)).toBeVisible();
  const before = Number((await page.getByTestId("list-total").textContent())?.match(/\d+/)?.[0]);

  await addFilter(page, "Data da notificação", "Adicionar filtro");
  const from = page.getByRole("textbox", { name: "De", exact: true });
  await from.click();
  // pt-BR types day, month, year.
  await page.keyboard.type("01112026");
  await expect(from).toHaveValue("01/11/2026");
  const to = page.getByRole("textbox", { name: "Até", exact: true });
  await to.click();
  await page.keyboard.type("30112026");
  await page.getByRole("button", { name: "Aplicar" }).click();

  await expect(page).toHaveURL(/filter\.notificationDate\.gte=2026-11-01/);
  await expect(page).toHaveURL(/filter\.notificationDate\.lte=2026-11-30/);
  await expect(chips(page)).toHaveText(["Data da notificação: 01/11/2026 – 30/11/2026"]);
  const sent = requests.filter((r) => r.path === "/informative" && r.search.includes("notificationDate_gte="));
  expect(sent.length).toBeGreaterThan(0);
  // The bounds are whole local days, as instants.
  const search = new URLSearchParams(sent.at(-1)!.search);
  expect(new Date(search.get("notificationDate_lte")!).getDate()).toBe(30);
  await expect
    .poll(async () => Number((await page.getByTestId("list-total").textContent())?.match(/\d+/)?.[0]))
    .toBeLessThan(before);
  await expectAccessible(page, "list with a date range filter");
});

test("a list's state is remembered when the person comes back through the menu: filters, columns and density", async ({
  page,
}) => {
  await signIn(page, "admin", "/edb/country-list?filter.continent.eq=SA");
  await expect(page.getByTestId("list-total")).toHaveText("14 records");
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("checkbox", { name: "Country (Portuguese)" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Density" }).click();
  await page.getByRole("menuitem", { name: "Comfortable" }).click();
  await expect(page.getByRole("columnheader", { name: "Country (Portuguese)" })).toHaveCount(0);
  await expect(page).toHaveURL(/hide=/);
  await expect(page).toHaveURL(/density=comfortable/);

  await menuLink(page, "Transit Time").click();
  await expect(page).toHaveURL(/\/edb\/edb-transit-time/);
  await menuLink(page, "Country List").click();
  await expect(page).toHaveURL(/filter\.continent\.eq=SA/);
  await expect(page).toHaveURL(/density=comfortable/);
  await expect(page.getByTestId("list-total")).toHaveText("14 records");
  await expect(chips(page)).toHaveText(["Continent: South America"]);
  await expect(page.getByRole("columnheader", { name: "Country (Portuguese)" })).toHaveCount(0);
});

test("a click on a row opens it, and a row's actions are one tab stop with the arrow keys inside", async ({ page }) => {
  await signIn(page, "admin", "/edb/country-list?sort=country&order=asc");
  await rows(page).nth(1).getByRole("gridcell").nth(3).click();
  await expect(page).toHaveURL(/\/edb\/country-list\/show\/\d+$/);
  await page.goBack();

  const firstActions = rows(page).nth(1).locator('[data-field="__actions"]');
  await firstActions.click({ position: { x: 2, y: 2 } });
  await page.keyboard.press("ArrowRight"); // into the next cell and back, as the grid's keyboard does
  await page.keyboard.press("ArrowLeft");
  // The actions cell is a menu of its items (MUI's actions column): links that read as menu items.
  await expect(firstActions.getByRole("menuitem", { name: "Show" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(firstActions.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  // Only the focused cell's button takes Tab; the other rows' actions are reached with the arrow keys.
  await expect(page.getByRole("grid").locator('[data-field="__actions"] [tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/edb\/country-list\/edit\/\d+$/);
});
