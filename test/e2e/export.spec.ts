import { readSheet } from "read-excel-file/node";
import { expect, expectAccessible, recordRequests, signIn, test } from "./fixtures";

// A filtered, sorted list with a date-time column: Transit Time, air routes only, newest change first.
const LIST = "/edb/edb-transit-time?filter.modal.eq=AIR&sort=changeDate&order=desc";

const pad = (value: number) => String(value).padStart(2, "0");
/** A date cell as the en-US grid writes it (MM/DD/YYYY hh:mm A): the sheet's dates carry the wall-clock time. */
const asOnScreen = (date: Date) => {
  const hours = date.getUTCHours() % 12 || 12;
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${pad(hours)}:${pad(date.getUTCMinutes())} ${date.getUTCHours() < 12 ? "AM" : "PM"}`;
};

test("Export to Excel downloads the filtered list: every row, the grid's headers, real dates", async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", LIST);
  await expect(page.getByTestId("list-total")).toHaveText(/^[\d,]+ records?$/);
  const total = Number((await page.getByTestId("list-total").textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(1);
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("row")).toHaveCount(Math.min(total, 10) + 1);
  const headers = (await grid.getByRole("columnheader").allTextContents()).map((h) => h.trim()).filter((h) => h !== "Actions");
  const dateColumn = headers.indexOf("Change date");
  const firstRowDate = (await grid.getByRole("row").nth(1).getByRole("gridcell").allTextContents()).map((c) => c.trim());
  await expectAccessible(page, "a list with its Export button");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Transit Time-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByTestId("toast").filter({ hasText: `${total} rows exported to ${file.suggestedFilename()}` })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Asked of the server with the list's own filter and order.
  const exportRequests = requests.filter((r) => r.path === "/edb/edb-transit-time" && r.search.includes("_end=500"));
  expect(exportRequests).toHaveLength(1);
  const asked = new URLSearchParams(exportRequests[0].search);
  expect(["modal", "_sort", "_order", "_start"].map((key) => asked.get(key))).toEqual(["AIR", "changeDate", "desc", "0"]);

  const sheet = await readSheet(await file.path());
  expect(sheet[0]).toEqual(headers);
  expect(sheet).toHaveLength(total + 1);
  const [first] = sheet.slice(1);
  expect(first[dateColumn]).toBeInstanceOf(Date);
  // The first row of the file is the grid's first row, its date the one on screen.
  expect(firstRowDate).toContain(asOnScreen(first[dateColumn] as unknown as Date));
  expect(sheet.slice(1).every((row) => row[headers.indexOf("Modal")] === "Air")).toBe(true);
});

test("a server error during the export downloads nothing and says what went wrong", async ({ page }) => {
  await signIn(page, "admin", LIST);
  await expect(page.getByTestId("list-total")).toHaveText(/^[\d,]+ records?$/);
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.evaluate(() => window.scmDemoFaults!.fail("get", "/edb/edb-transit-time", 500, "Database unavailable", 1));
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: "The export failed: nothing was downloaded." });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Database unavailable");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  expect(downloads).toBe(0);
});
