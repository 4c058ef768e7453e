import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { chooseOption, expect, signIn, test } from "./fixtures";

/**
 * Every page fits the laptop and phone widths the product is used at (a 1024 px laptop with the menu open, a
 * 390 px phone): nothing scrolls sideways, Save and Create stay in view, and column headers are never cut.
 */

const languages = [
  { language: "en-US", save: "Save", create: "Create", menu: "Main menu", toggle: "Open or close the menu" },
  { language: "pt-BR", save: "Salvar", create: "Criar", menu: "Menu principal", toggle: "Abrir ou fechar o menu" },
] as const;

/** The list routes of the registry as the admin's menu offers them (the menu lists every one: menu-coverage test). */
async function listRoutes(page: Page, menuName: string): Promise<string[]> {
  const menu = page.getByRole("navigation", { name: menuName });
  await expect(menu.getByRole("link").first()).toBeVisible();
  const closed = menu.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(20);
  return hrefs;
}

/** Waits until the page shows what it is for, loaded: the state a person looks at. */
async function settled(page: Page) {
  const main = page.getByRole("main");
  await expect(main.locator("h1").first()).toBeVisible();
  await expect(
    main
      .locator(
        [
          '[data-testid="list-total"]:text-matches("\\\\d")',
          "form",
          "dl",
          '[role="group"]',
          "table",
          '[data-testid="concluded-count"]:text-matches("\\\\d")',
          // A Data Upload page: its SAP sources, each with its freshness.
          '[data-testid="sap-source"]',
        ].join(", "),
      )
      .first(),
  ).toBeVisible();
  await expect(main.locator(".MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root")).toHaveCount(0);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One page of each kind below a list (create, a record's detail and edit, extra pages), from the list's links. */
async function pagesBelow(page: Page, route: string): Promise<string[]> {
  const hrefs = await page
    .getByRole("main")
    .locator(`a[href^="${route}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const byKind = new Map<string, string>();
  for (const href of hrefs) {
    // "/show/12" and "/show/13" are one kind of page; "/create" and "/matrix" are each their own.
    const kind = href.slice(route.length).replace(/^\/(show|edit)\/[^/]+$/, "/$1/:id");
    if (!byKind.has(kind)) byKind.set(kind, href);
  }
  return [...byKind.values()];
}

/** Column headers the grid cuts: a title wider than its room (an ellipsis) or taller than the header row. */
const cutHeaders = (page: Page) =>
  page.getByRole("main").locator(".MuiDataGrid-columnHeader").evaluateAll((headers) =>
    headers.flatMap((header) => {
      const title = header.querySelector<HTMLElement>(".MuiDataGrid-columnHeaderTitle");
      if (!title) return [];
      const box = header.getBoundingClientRect();
      const text = title.getBoundingClientRect();
      const cut = title.scrollWidth > title.clientWidth + 1 || text.top < box.top - 1 || text.bottom > box.bottom + 1;
      return cut ? [title.textContent ?? ""] : [];
    }),
  );

type Messages = { [key: string]: string | Messages };
const messagesOf = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${language}.json`, import.meta.url), "utf8")) as Messages;
const flatten = (messages: Messages, prefix = ""): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/**
 * English a pt-BR page must not show: each en-US text whose pt-BR translation differs (and that no pt-BR text
 * reads the same). Where data shows (a table's cells, a record's values, a select's chosen value: a profile
 * named "Administrator", a template named after the upload it serves), only an enum's label counts: its code
 * shown raw instead of the label. The country list keeps each country's English name beside its Portuguese
 * one, and Antarctica is also a continent's label.
 */
const englishOnly = (() => {
  const portuguese = new Map(flatten(messagesOf("pt-BR")));
  const portugueseTexts = new Set(portuguese.values());
  const english = flatten(messagesOf("en-US")).filter(([key, text]) => {
    const translated = portuguese.get(key);
    return translated !== undefined && translated !== text && text.length > 2 && !text.includes("{{") && !portugueseTexts.has(text);
  });
  return {
    anywhere: new Set(english.map(([, text]) => text)),
    inData: new Set(english.filter(([key, text]) => key.startsWith("enum.") && text !== "Antarctica").map(([, text]) => text)),
  };
})();

/** The page's English-only texts: visible text nodes, whole, and accessible names. */
const untranslated = (page: Page) =>
  page
    .evaluate((dataSelector) => {
      const texts: { text: string; inData: boolean }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (text && parent?.checkVisibility()) texts.push({ text, inData: parent.closest(dataSelector) !== null });
      }
      for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]"))
        for (const name of ["aria-label", "title", "placeholder"])
          texts.push({ text: element.getAttribute(name)?.trim() ?? "", inData: element.closest(dataSelector) !== null });
      return texts;
    }, '[role="gridcell"], tbody td, [role="combobox"], dd')
    .then((texts) => [
      ...new Set(
        texts.filter(({ text, inData }) => (inData ? englishOnly.inData : englishOnly.anywhere).has(text)).map(({ text }) => text),
      ),
    ]);

for (const { language, save, create, menu, toggle } of languages) {
  test.describe(language, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem("scm.language", chosen), language);
    });

    test("at 1024 px no page scrolls sideways, no column header is cut, and a pt-BR page shows no English of ours", async ({ page }) => {
      test.setTimeout(720_000);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signIn(page, "admin", "/main");
      const checked: string[] = [];
      for (const route of await listRoutes(page, menu)) {
        await page.goto(route);
        await settled(page);
        expect(await sideways(page), `${route} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await cutHeaders(page), `${route}: headers cut`).toEqual([]);
        if (language === "pt-BR") expect(await untranslated(page), `${route}: English on a pt-BR page`).toEqual([]);
        checked.push(route);
        for (const below of await pagesBelow(page, route)) {
          await page.goto(below);
          await settled(page);
          expect(await sideways(page), `${below} scrolls sideways`).toBeLessThanOrEqual(0);
          if (language === "pt-BR") expect(await untranslated(page), `${below}: English on a pt-BR page`).toEqual([]);
          checked.push(below);
        }
      }
      // Every kind of page was reached: lists, a create, a detail and an edit page, the permission matrix.
      for (const kind of [/^\/informative$/, /\/create$/, /\/show\/\d+$/, /\/edit\/\d+$/, /\/matrix$/, /^\/edb\/sys-roles\/edit\//])
        expect(checked.some((route) => kind.test(route)), String(kind)).toBe(true);
    });

    test("at 390 px Save is fully in view on every form, and Create stays inside its card", async ({ page }) => {
      test.setTimeout(720_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, "admin", "/main");
      // The phone's menu is a drawer: its groups open inside it.
      await page.getByRole("button", { name: toggle }).click();
      const routes = await listRoutes(page, menu);
      await page.keyboard.press("Escape");
      const viewport = page.viewportSize()!;
      // Fully shown: inside the screen once the page is scrolled (down only) to it, and not clipped or covered
      // at any of its corners.
      const fullyShown = async (what: string, target: Locator) => {
        await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
        });
        const box = (await target.boundingBox())!;
        expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
        expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
        const corners = await target.evaluate((element) => {
          const r = element.getBoundingClientRect();
          return [
            [r.left + 2, r.top + 2],
            [r.right - 2, r.top + 2],
            [r.left + 2, r.bottom - 2],
            [r.right - 2, r.bottom - 2],
          ].map(([x, y]) => element.contains(document.elementFromPoint(x, y)));
        });
        expect(corners, `${what}: clipped or covered`).toEqual([true, true, true, true]);
      };
      let forms = 0;
      for (const route of routes) {
        await page.goto(route);
        await settled(page);
        expect(await sideways(page), `${route} scrolls sideways`).toBeLessThanOrEqual(0);
        const createLink = page.getByRole("main").getByRole("link", { name: create, exact: true });
        if ((await createLink.count()) > 0) {
          const card = createLink.locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
          const [button, inside] = [(await createLink.boundingBox())!, (await card.boundingBox())!];
          expect(button.x, `${route}: Create left of its card`).toBeGreaterThanOrEqual(inside.x);
          expect(button.x + button.width, `${route}: Create sticks out of its card`).toBeLessThanOrEqual(
            inside.x + inside.width,
          );
          await fullyShown(`${route}: Create`, createLink);
        }
        const saveOnList = page.getByRole("main").getByRole("button", { name: save, exact: true });
        if ((await saveOnList.count()) > 0) {
          await fullyShown(`${route}: Save`, saveOnList);
          forms += 1;
        }
        for (const below of (await pagesBelow(page, route)).filter((href) => /\/(create|edit\/[^/]+)$/.test(href))) {
          await page.goto(below);
          await settled(page);
          expect(await sideways(page), `${below} scrolls sideways`).toBeLessThanOrEqual(0);
          await fullyShown(`${below}: Save`, page.getByRole("main").getByRole("button", { name: save, exact: true }));
          forms += 1;
        }
      }
      // Create and edit forms of every resource that has them, the rule editor and the three template editors.
      expect(forms).toBeGreaterThan(20);
    });
  });
}

test("at 1366 px in Pt-BR long column headers show in full, and say their name in a tooltip", async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => localStorage.setItem("scm.language", "pt-BR"));
  await signIn(page, "admin", "/main");
  for (const route of await listRoutes(page, "Menu principal")) {
    await page.goto(route);
    await settled(page);
    expect(await cutHeaders(page), `${route}: headers cut`).toEqual([]);
  }
  await page.goto("/edb/country-list");
  await settled(page);
  const header = page.getByRole("columnheader", { name: "Código de duas letras" });
  await expect(header).toBeVisible();
  await header.locator(".MuiDataGrid-columnHeaderTitle").hover();
  await expect(page.getByRole("tooltip")).toHaveText("Código de duas letras");
});

/** Selects whose chosen label is cut (an ellipsis): the text is wider than its box. */
const cutSelects = (scope: Locator) =>
  scope.locator(".MuiSelect-select").evaluateAll((selects) =>
    selects.filter((select) => select.scrollWidth > select.clientWidth + 1).map((select) => select.textContent ?? ""),
  );

test("at 1024 px in Pt-BR the rule editor's and the template editor's selects show their whole choice", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.addInitScript(() => localStorage.setItem("scm.language", "pt-BR"));
  await signIn(page, "admin", "/edb/sys-roles/edit/1");
  const where = page.getByRole("group", { name: "Cláusula de filtro 1" });
  await expect(where.getByRole("combobox", { name: "Coluna" })).toHaveText("Centro");
  // The longest choices of the page's language.
  await chooseOption(page, where.getByRole("combobox", { name: "Coluna" }), "Data de disponibilidade");
  await chooseOption(page, where.getByRole("combobox", { name: "Operador" }), "maior ou igual a");
  await expect(where.getByRole("combobox", { name: "Operador" })).toHaveText("maior ou igual a");
  const update = page.getByRole("group", { name: "Cláusula de atualização 1" });
  await chooseOption(page, update.getByRole("combobox", { name: "Coluna" }), "Data de disponibilidade");
  await expect(update.getByRole("combobox", { name: "Coluna" })).toHaveText("Data de disponibilidade");
  expect(await cutSelects(page.getByRole("main"))).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await page.goto("/edb/configurable-template");
  await expect(page.getByRole("combobox", { name: "Coluna 1: Tipo" })).toHaveText("Código de fornecedor");
  expect(await cutSelects(page.getByRole("main"))).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
