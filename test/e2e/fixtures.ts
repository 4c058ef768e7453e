import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

export type DemoAccount = "admin" | "planner" | "viewer" | "compliance" | "noprofile";

/** Signs in through the demo login page, as /login?as=<account> does, and waits for the page asked for. */
export async function signIn(page: Page, account: DemoAccount, to = "/main") {
  await page.goto(`/login?as=${account}&to=${encodeURIComponent(to)}`);
  if (account === "noprofile") await page.waitForURL("**/unauthorized");
  else await page.waitForURL((url) => url.pathname === to.split("?")[0]);
}

/** axe on the page as it is: no serious or critical violation of WCAG 2 A/AA. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`),
    `accessibility of ${what}`,
  ).toEqual([]);
}

/**
 * Waits until nothing has moved for a few frames in a row. A button turning enabled fades its colour in, and
 * axe mid-fade reads a contrast the page never rests at; waiting once for the animations running at one
 * moment is not enough when the button turns enabled a moment later (its data still on the way). An endless
 * animation (the pulse MUI draws on a button that took the keyboard focus back) is not waited for.
 */
export async function waitUntilStill(page: Page) {
  await page.evaluate(async () => {
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);
    // At most a few seconds: a page that never rests is left to axe as it is.
    for (let quiet = 0, rounds = 0; quiet < 3 && rounds < 200; rounds += 1) {
      const running = moving();
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        // allSettled: an animation cancelled meanwhile rejects its promise, and is as still as a finished one.
        await Promise.allSettled(running.map((animation) => animation.finished));
      }
      await twoFrames();
    }
  });
}

/**
 * Opens a filter on a field from the filter bar: "Add filter" (`addLabel` in the page's language), then the
 * field's item once the menu has grown in. A click while the menu still moves can press on one item and
 * release on another, and then nothing is chosen (seen once in CI: the menu stayed open, the editor never came).
 */
export async function addFilter(page: Page, field: string, addLabel = "Add filter") {
  await page.getByRole("button", { name: addLabel }).click();
  await clickOnceStill(page, page.getByRole("menuitem", { name: field, exact: true }));
}

/** Clicks an item of a menu or list that is growing in, once it shows and nothing moves any more. */
async function clickOnceStill(page: Page, item: Locator) {
  await expect(item).toBeVisible();
  await waitUntilStill(page);
  await item.click();
}

/**
 * Chooses an option of a select: opens it, then clicks the option once the list has grown in, as addFilter
 * does for the filter bar's menu. A click while the list still moves can press on one option and release on
 * another, and then nothing is chosen (seen in CI: the list stayed open over the form, the choice unchanged).
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  name: string | RegExp,
  { exact }: { exact?: boolean } = {},
) {
  await select.click();
  await clickOnceStill(page, page.getByRole("option", { name, exact }));
}

/**
 * axe on a still page: no loading indicator left in the main area (a refetch after a save draws one for a
 * moment) and nothing moving (waitUntilStill).
 */
export async function expectStillAndAccessible(page: Page, what: string) {
  await expect(page.getByRole("main").locator(".MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root")).toHaveCount(0);
  await waitUntilStill(page);
  await expectAccessible(page, what);
}

/** Requests the page made, answered by the demo backend's service worker or not. */
export function recordRequests(page: Page) {
  const seen: { method: string; path: string; search: string; body: unknown }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api")) return;
    let body: unknown;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    seen.push({ method: request.method(), path: url.pathname.replace(/^\/api/, ""), search: url.search, body });
  });
  return seen;
}

/** A link of the side menu (the breadcrumb repeats some names). */
export const menuLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name, exact: true }).first();

/** Every page of this test opens in this language and theme, as the person's stored preferences (SPEC §6). */
export const openWithPreferences = (page: Page, language: "en-US" | "pt-BR", theme: "light" | "dark") =>
  page.addInitScript(
    ([chosen, mode]) => {
      localStorage.setItem("scm.language", chosen!);
      localStorage.setItem("scm.theme", mode!);
    },
    [language, theme],
  );

export const test = base;
export { expect };

/** The two walks of a screen's e2e: English in the light theme, Portuguese in the dark one. */
const LANGUAGE_WALKS = [
  ["en-US", "light"],
  ["pt-BR", "dark"],
] as const;

/**
 * A describe per walk, named by its language, whose pages open in that language and theme: both languages and
 * both themes are walked.
 */
export function describeInEachLanguage(body: (language: "en-US" | "pt-BR", theme: "light" | "dark") => void) {
  for (const [language, theme] of LANGUAGE_WALKS)
    test.describe(language, () => {
      test.beforeEach(async ({ page }) => {
        await openWithPreferences(page, language, theme);
      });
      body(language, theme);
    });
}
