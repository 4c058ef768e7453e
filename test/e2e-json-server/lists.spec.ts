import type { Page } from "@playwright/test";
import {
  addFilter,
  expect,
  expectAccessible,
  gridRows,
  nextBackendCall,
  readBackend,
  seed,
  shownTitles,
  signIn,
  test,
  type BackendCall,
  type Notice,
} from "./fixtures";
import { TIME_ZONE } from "./json-server-env";

const total = (page: Page) => page.getByTestId("list-total");
const records = (count: number) => (count === 1 ? "1 record" : `${count} records`);

/** The list's own order (newest notification first), as the person expects it. */
const newestFirst = (rows: readonly Notice[]) =>
  [...rows]
    .sort((a, b) => b.notificationDate.localeCompare(a.notificationDate))
    .map((notice) => notice.title);

const isListCall = (call: BackendCall) => call.method === "GET" && call.path === "/informative";

test("pages, sorts and searches on the server: _start/_end, _sort/_order, q and X-Total-Count", async ({
  page,
}) => {
  const first = nextBackendCall(page, isListCall);
  await signIn(page, "admin", "/informative");
  const firstCall = await first;
  expect(Object.fromEntries(firstCall.params)).toMatchObject({
    _start: "0",
    _end: "10",
    _sort: "notificationDate",
    _order: "desc",
  });
  // The total is X-Total-Count, read across origins: json-server exposes it.
  await expect(total(page)).toHaveText(records(seed.informative.length));
  const byDate = newestFirst(seed.informative);
  await expect(shownTitles(page)).toHaveText(byDate.slice(0, 10));

  const second = nextBackendCall(page, (call) => isListCall(call) && call.params.get("_start") === "10");
  await page.getByRole("button", { name: "Go to next page" }).click();
  expect((await second).params.get("_end")).toBe("20");
  await expect(shownTitles(page)).toHaveText(byDate.slice(10, 20));
  await expect(page.getByText(`11–20 of ${seed.informative.length}`)).toBeVisible();
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(shownTitles(page)).toHaveText(byDate.slice(20));

  // A click on a column's header sorts by it on the server, from the first page.
  const sorted = nextBackendCall(page, (call) => isListCall(call) && call.params.get("_sort") === "title");
  await page.getByRole("columnheader", { name: /^Title/ }).click();
  const sortCall = await sorted;
  expect(sortCall.params.get("_order")).toBe("asc");
  expect(sortCall.params.get("_start")).toBe("0");
  await expect(page).toHaveURL(/sort=title&order=asc/);
  // json-server sorts as JavaScript compares text (lodash orderBy).
  const byTitle = seed.informative.map((notice) => notice.title).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await expect(shownTitles(page)).toHaveText(byTitle.slice(0, 10));
  await page.getByRole("columnheader", { name: /^Title/ }).click();
  await expect(page).toHaveURL(/sort=title&order=desc/);
  await expect(shownTitles(page)).toHaveText([...byTitle].reverse().slice(0, 10));

  // The search box is json-server's full-text q: any field that contains the text, in any case.
  const searched = nextBackendCall(page, (call) => isListCall(call) && call.params.get("q") === "Campinas");
  await page.getByRole("searchbox", { name: "Search" }).fill("Campinas");
  await searched;
  const matching = seed.informative.filter((notice) =>
    Object.values(notice).some((value) => String(value).toLowerCase().includes("campinas")),
  );
  expect(matching.length).toBeGreaterThan(1);
  await expect(total(page)).toHaveText(records(matching.length));
  await expect(shownTitles(page)).toHaveText(
    [...matching]
      .sort((a, b) => (a.title < b.title ? 1 : a.title > b.title ? -1 : 0))
      .map((notice) => notice.title),
  );
  await expectAccessible(page, "informative list searched, on json-server");
});

/** Applies the filter and checks what went over the wire, what the list shows, and clears it again. */
async function applyAndCheck(
  page: Page,
  expected: { params: Record<string, string>; rows: readonly Notice[]; chip: string },
) {
  const keys = Object.keys(expected.params);
  const sent = nextBackendCall(page, (call) => isListCall(call) && keys.every((key) => call.params.has(key)));
  await page.getByRole("button", { name: "Apply" }).click();
  const { params } = await sent;
  expect(Object.fromEntries(keys.map((key) => [key, params.get(key)]))).toEqual(expected.params);
  await expect(page.getByTestId("filter-chip")).toHaveText([expected.chip]);
  await expect(total(page)).toHaveText(records(expected.rows.length));
  await expect(shownTitles(page)).toHaveText(newestFirst(expected.rows));
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(total(page)).toHaveText(records(seed.informative.length));
}

/** A day of the browser's zone (TIME_ZONE: UTC-3 all year) as the instant it starts or ends. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000-03:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999-03:00`).toISOString();
const within = (value: string, from: string, to: string) => value >= dayStart(from) && value <= dayEnd(to);

test("every column filters on the server, text with regular-expression characters as typed", async ({
  page,
  request,
}) => {
  // The trap is real: json-server reads _like as a regular expression ("1.2" also finds "102" and "1-2").
  expect(await readBackend<Notice[]>(request, "/informative?title_like=1.2")).toHaveLength(3);

  await signIn(page, "admin", "/informative");
  await expect(total(page)).toHaveText(records(seed.informative.length));
  // The expected days below are this zone's (the config's timezoneId).
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(TIME_ZONE);

  // Contains is json-server's _like, a regular expression: the app sends the text escaped, so "(", "[",
  // "." and "$" are looked for as typed. Unescaped, "plant (" would answer 500, "(PR)" would match any "pr",
  // "[2026]" any title with a 0, 2 or 6, "1.2" also "102" and "1-2", and "R$ 1.500" nothing.
  const contains = [
    ["Title", "title", "plant (", String.raw`plant \(`],
    ["Title", "title", "(PR)", String.raw`\(PR\)`],
    ["Title", "title", "[2026]", String.raw`\[2026\]`],
    ["Title", "title", "1.2", String.raw`1\.2`],
    ["Description", "description", "R$ 1.500", String.raw`R\$ 1\.500`],
  ] as const;
  for (const [label, field, typed, sent] of contains) {
    const rows = seed.informative.filter((notice) =>
      notice[field].toLowerCase().includes(typed.toLowerCase()),
    );
    expect(rows.length, `seed rows of ${field} containing ${typed}`).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(3);
    await addFilter(page, label);
    await page.getByRole("textbox", { name: `${label} contains` }).fill(typed);
    await applyAndCheck(page, {
      params: { [`${field}_like`]: sent },
      rows,
      chip: `${label} contains “${typed}”`,
    });
  }

  // A choice is an exact match.
  const choices = [
    ["Status", "status", "Draft", "draft"],
    ["Publish", "publish", "No", "no"],
  ] as const;
  for (const [label, field, option, value] of choices) {
    await addFilter(page, label);
    await page.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
    const rows = seed.informative.filter((notice) => notice[field] === value);
    await applyAndCheck(page, { params: { [field]: value }, rows, chip: `${label}: ${option}` });
  }

  // A date range is _gte/_lte, each bound the start or the end of a day in the browser's zone.
  const ranges = [
    ["Notification date", "notificationDate", "2026-11-01", "2026-11-30"],
    ["Created on", "createdDate", "2026-10-01", "2026-10-31"],
    ["Updated on", "updateDate", "2026-12-01", "2026-12-31"],
  ] as const;
  for (const [label, field, from, to] of ranges) {
    await addFilter(page, label);
    const typed = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;
    await page.getByRole("textbox", { name: "From", exact: true }).click();
    await page.keyboard.type(typed(from));
    await page.getByRole("textbox", { name: "To", exact: true }).click();
    await page.keyboard.type(typed(to));
    const rows = seed.informative.filter((notice) => within(notice[field], from, to));
    expect(rows.length, `seed rows of ${field} in ${from}..${to}`).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    await applyAndCheck(page, {
      params: { [`${field}_gte`]: dayStart(from), [`${field}_lte`]: dayEnd(to) },
      rows,
      chip: `${label}: ${shown(from)} – ${shown(to)}`,
    });
  }
  await expect(gridRows(page)).toHaveCount(10);
});
