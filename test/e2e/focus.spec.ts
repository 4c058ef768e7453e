import type { Locator, Page } from "@playwright/test";
import { expect, menuLink, signIn, test } from "./fixtures";

const rows = (page: Page) => page.getByRole("grid").getByRole("row");

/** The list has its rows and nothing in flight: a refetch re-renders the rows (and drops a focused button). */
async function gridSettled(page: Page) {
  await expect(page.getByTestId("list-total")).toHaveText(/^[\d,]+ records?$/);
  await expect(page.getByRole("main").locator(".MuiLinearProgress-root, .MuiCircularProgress-root")).toHaveCount(0);
  await expect(rows(page).nth(1).getByRole("menuitem", { name: "Edit" })).toBeEnabled();
}
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? "");

test("after navigating the focus is on the new page's heading; not on the first load, nor when only the query changes", async ({
  page,
}) => {
  await signIn(page, "admin", "/edb/edb-transit-time");
  // Landed on by a sign-in, the page's heading takes the focus (the chosen account's button is gone).
  const transit = page.getByRole("heading", { name: "Transit Time", level: 1 });
  await expect(transit).toBeFocused();
  // It is not a control: no focus ring around the page's title, though no key was pressed since the load.
  expect(await transit.evaluate((heading) => [heading.matches(":focus-visible"), getComputedStyle(heading).outlineStyle])).toEqual([
    true,
    "none",
  ]);
  // A load of a tab that holds its session: the browser starts at the top.
  await page.reload();
  await gridSettled(page);
  await expect(transit).not.toBeFocused();

  await menuLink(page, "Country List").click();
  const countries = page.getByRole("heading", { name: "Country List", level: 1 });
  await expect(countries).toBeFocused();
  await expect(countries).toHaveAttribute("tabindex", "-1");

  // Sorting and paging change only the query string: the focus stays in the grid, where the person is
  // (249 countries: the next page's button stays enabled on page 2).
  await gridSettled(page);
  await page.getByRole("columnheader", { name: /^Country \(English\)/ }).click();
  await expect(page).toHaveURL(/sort=country&order=desc/);
  await gridSettled(page);
  const nextPage = page.getByRole("button", { name: "Go to next page" });
  await nextPage.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/current=2/);
  await gridSettled(page);
  await expect(countries).not.toBeFocused();
  await expect(nextPage).toBeFocused();

  // A row opened from the keyboard: the detail page's heading.
  await rows(page).nth(1).getByRole("gridcell").nth(2).click();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/edb\/country-list\/show\/\d+$/);
  await expect(page.getByRole("heading", { name: "Country: details", level: 1 })).toBeFocused();
});

test("Enter on a row's Edit opens the form with its first field focused", async ({ page }) => {
  await signIn(page, "admin", "/edb/country-list?sort=country&order=asc");
  await gridSettled(page);
  const actions = rows(page).nth(1).locator('[data-field="__actions"]');
  await actions.click({ position: { x: 2, y: 2 } });
  // The arrows move within the cell only once the click has put the focus on one of its actions.
  const focusedAction = () =>
    actions.evaluate((cell) =>
      cell.contains(document.activeElement) && document.activeElement?.getAttribute("role") === "menuitem"
        ? document.activeElement.getAttribute("aria-label")
        : null,
    );
  await expect.poll(() => actions.evaluate((cell) => cell.contains(document.activeElement))).toBe(true);
  if ((await focusedAction()) === null) {
    // A click between the buttons focuses the cell itself. The grid's arrows then leave it and come back, and
    // a cell reached by the keyboard hands its focus to its first action.
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => actions.evaluate((cell) => cell.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("ArrowLeft");
  }
  await expect.poll(focusedAction).not.toBeNull();
  // Walk left to the first action from wherever the click left the focus. Left on the first action is the
  // grid's own move to the previous cell, so the walk stops there rather than pressing a fixed count.
  for (let step = 0; step < 3 && (await focusedAction()) !== "Show"; step++) await page.keyboard.press("ArrowLeft");
  await expect(actions.getByRole("menuitem", { name: "Show" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(actions.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/edb\/country-list\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Edit Country", level: 1 })).toBeVisible();
  // The two codes are locked on edit: the first field that takes typing is the country's name.
  const country = page.getByRole("textbox", { name: /^Country \(English\)/ });
  await expect(country).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type("!");
  await expect(country).toHaveValue(/!$/);
});

/** WCAG relative luminance contrast of two CSS rgb()/rgba() colours, the second one opaque. */
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** The focus outline drawn on `target`, and the colour it is drawn over (its own, or its parent's when outside). */
async function focusRing(target: Locator) {
  return target.evaluate((element) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    // What the screen shows under an element: the backgrounds from the page down, each over the last.
    const backdrop = (from: Element | null) => {
      const chain: Element[] = [];
      for (let node = from; node; node = node.parentElement) chain.unshift(node);
      return chain.reduce(
        (under, node) => {
          const [r, g, b, a = 1] = rgba(getComputedStyle(node).backgroundColor);
          return a === 0 ? under : [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
        },
        [255, 255, 255],
      );
    };
    const style = getComputedStyle(element);
    const inside = parseFloat(style.outlineOffset) < 0;
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: rgba(style.outlineColor).slice(0, 3),
      behind: backdrop(inside ? element : element.parentElement),
    };
  });
}

/** Presses Tab until `target` has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

test("the theme switch and the menu show a focus ring of 3:1 or more in the light theme", async ({ page }) => {
  await signIn(page, "admin", "/edb/country-list");
  await expect(rows(page).nth(1)).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-theme", "light");

  const entry = menuLink(page, "Country List");
  await tabTo(page, entry);
  const menuRing = await focusRing(entry);
  expect(menuRing.style).toBe("solid");
  expect(menuRing.width).toBeGreaterThanOrEqual(2);
  expect(contrast(menuRing.color, menuRing.behind)).toBeGreaterThanOrEqual(3);

  const group = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "EDB General" });
  await group.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const groupRing = await focusRing(group);
  expect(groupRing.style).toBe("solid");
  expect(contrast(groupRing.color, groupRing.behind)).toBeGreaterThanOrEqual(3);

  const toggle = page.getByRole("checkbox", { name: "Dark" });
  await tabTo(page, toggle);
  const switchRing = await focusRing(page.locator(".MuiSwitch-root").filter({ has: toggle }));
  expect(switchRing.style).toBe("solid");
  expect(switchRing.width).toBeGreaterThanOrEqual(2);
  expect(contrast(switchRing.color, switchRing.behind)).toBeGreaterThanOrEqual(3);
  expect(await focusedTag(page)).toBe("INPUT");
});
