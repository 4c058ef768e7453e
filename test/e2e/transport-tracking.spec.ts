import { expect, expectAccessible, recordRequests, signIn, test, openWithPreferences, describeInEachLanguage } from "./fixtures";

/** Transport tracking (DESIGN §9.3) in the production demo build: dashboard, shipments, log, partners. */

const HOME = "/edb/transport-tracking-home";
const SHIPMENTS = "/edb/transport-tracking-shipments";
const LOG = "/edb/transport-tracking-shipments-log";
const PARTNERS = "/edb/edb-partner";

const texts = {
  "en-US": {
    dashboard: "Dashboard",
    late: "Late against ETA",
    details: "Shipment: details",
    logLink: "Tracking log of this shipment",
    logs: "Logs",
    save: "Save",
    title: "Title",
    duplicate: "This partner already exists",
    map: /^Current positions of \d+ open shipments$/,
  },
  "pt-BR": {
    dashboard: "Painel",
    late: "Atrasados em relação ao ETA",
    details: "Embarque: detalhes",
    logLink: "Log de rastreamento deste embarque",
    logs: "Logs",
    save: "Salvar",
    title: "Título",
    duplicate: "Este parceiro já existe",
    map: /^Posições atuais de \d+ embarques abertos$/,
  },
} as const;

describeInEachLanguage((language) => {
  const say = texts[language];

  test(`a KPI opens the shipments it counts, a shipment its detail, the detail its log (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const requests = recordRequests(page);
    await signIn(page, "admin", HOME);
    await expect(page.getByRole("heading", { name: say.dashboard, level: 1 })).toBeVisible();
    const late = page.getByTestId("kpi-late");
    await expect(late).toContainText(say.late);
    const count = Number((await late.locator("p").first().innerText()).replace(/\D/g, ""));
    expect(count).toBeGreaterThan(0);

    await late.click();
    await expect(page).toHaveURL(/\/edb\/transport-tracking-shipments\?.*late/);
    await expect(page.getByTestId("list-total")).toHaveText(new RegExp(`^${count}\\b`));
    const listCall = requests.filter((request) => request.path.endsWith(SHIPMENTS)).at(-1);
    expect(new URLSearchParams(listCall?.search).get("late")).toBe("true");
    expect(new URLSearchParams(listCall?.search).get("status")).toBe("Open");

    // A click on a row opens the shipment.
    await page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(2).click();
    await expect(page).toHaveURL(/\/show\/\d+$/);
    await expect(page.getByRole("heading", { name: say.details, level: 1 })).toBeVisible();
    await expect(page.getByTestId("milestone-timeline").getByRole("listitem").first()).toContainText("BKD");
    const trackingNumber = (await page.locator("dd").first().innerText()).trim();

    await page.getByTestId("shipment-log-link").click();
    await expect(page).toHaveURL(/\/edb\/transport-tracking-shipments-log\?/);
    await expect(page.getByTestId("list-total")).toHaveText(/^[1-9]\d* /);
    // Every update listed is this shipment's, and each links back to it.
    const links = page.getByRole("grid").getByRole("link", { name: trackingNumber });
    await expect(links.first()).toBeVisible();
    await links.first().click();
    await expect(page.getByRole("heading", { name: say.details, level: 1 })).toBeVisible();
  });

  test(`a shipment on the map is opened from the keyboard (${language})`, async ({ page }) => {
    // A planner follows the shipments too (read only).
    await signIn(page, "planner", HOME);
    const map = page.getByRole("group", { name: say.map });
    await expect(map).toBeVisible();
    const points = map.getByRole("button");
    expect(await points.count()).toBeGreaterThan(50);
    // One tab stop: the point Tab lands on is the only one with tabindex 0.
    await expect(map.locator('[tabindex="0"]')).toHaveCount(1);
    await map.locator('[tabindex="0"]').focus();
    await page.keyboard.press("ArrowRight");
    const focused = map.locator('[data-point]:focus');
    await expect(focused).toHaveCount(1);
    const id = await focused.getAttribute("data-point");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${SHIPMENTS}/show/${id}$`));
    await expect(page.getByRole("heading", { name: say.details, level: 1 })).toBeVisible();
  });

  test(`a partner that already exists is refused beside its title (${language})`, async ({ page }) => {
    await signIn(page, "admin", `${PARTNERS}/create`);
    const title = page.getByRole("textbox", { name: new RegExp(`^${say.title}`) });
    await title.fill("DHL");
    await page.getByRole("button", { name: say.save }).click();
    await expect(page.locator("#field-title-helper-text")).toHaveText(say.duplicate);
    await expect(title).toHaveValue("DHL");
    await expect(page).toHaveURL(new RegExp(`${PARTNERS}/create$`));
  });
});

test("a bar of the open shipments by LSP opens that LSP's shipments at that stage", async ({ page }) => {
  await signIn(page, "admin", HOME);
  const table = page.getByRole("table", { name: "Open shipments by LSP and status" });
  await expect(table).toBeVisible();
  // The first LSP's first stage with shipments: the table cell links to them, the chart has a bar for them.
  const rows = table.locator("tbody tr");
  const lspCount = await rows.count();
  const cells = rows.first().locator("td");
  let stage = 0;
  while ((await cells.nth(stage).getByRole("link").count()) === 0) stage += 1;
  const count = Number((await cells.nth(stage).innerText()).replace(/\D/g, ""));
  const linked = new URL((await cells.nth(stage).getByRole("link").getAttribute("href")) ?? "", "http://x").searchParams;
  expect(linked.get("filter.shipmentsStatus.eq")).toMatch(/^[a-zA-Z]+$/);
  // The chart draws its bars series by series (a stage each), each series one bar per LSP, in the table's order.
  await page.getByTestId("chart-by-lsp").locator(".MuiBarElement-root").nth(stage * lspCount).click();
  await expect(page).toHaveURL(new RegExp(`${SHIPMENTS}\\?`));
  const params = new URL(page.url()).searchParams;
  expect(params.get("filter.supplier.eq")).toBe(linked.get("filter.supplier.eq"));
  expect(params.get("filter.shipmentsStatus.eq")).toBe(linked.get("filter.shipmentsStatus.eq"));
  await expect(page.getByTestId("list-total")).toHaveText(new RegExp(`^${count}\\b`));
});

test("every transport tracking page passes axe, in the light theme in English and the dark one in Pt-BR", async ({ page }) => {
  test.setTimeout(360_000);
  const pages = [HOME, SHIPMENTS, `${SHIPMENTS}/show/1200`, LOG, `${LOG}/show/1`, PARTNERS, `${PARTNERS}/create`, `${PARTNERS}/edit/1`];
  for (const { language, theme } of [
    { language: "en-US", theme: "light" },
    { language: "pt-BR", theme: "dark" },
  ] as const) {
    await openWithPreferences(page, language, theme);
    await signIn(page, "admin", pages[0]);
    for (const path of pages) {
      if (path !== pages[0]) await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.locator("h1")).toBeVisible();
      await expect(main.locator(".MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root")).toHaveCount(0);
      if (path === HOME) await expect(main.getByTestId("world-map")).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      await expectAccessible(page, `${path} (${language}, ${theme})`);
    }
  }
});
