import { expect, recordRequests, signIn, test } from "./fixtures";

const rows = (page: import("@playwright/test").Page) => page.getByRole("grid").getByRole("row");

test("a column filter and the order go to the server and into the address, and survive a reload", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", "/edb/country-list");
  await expect(page.getByTestId("list-total")).toHaveText("249 records");

  const header = page.getByRole("columnheader", { name: /^Country \(English\)/ });
  await header.hover();
  await header.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Filter" }).click();
  await page.getByPlaceholder("Filter value").fill("bra");
  await expect(page).toHaveURL(/filter\.country\.contains=bra/);
  await expect(page.getByTestId("list-total")).toHaveText("3 records");
  for (const country of ["Brazil", "Congo - Brazzaville", "Gibraltar"])
    await expect(rows(page).filter({ hasText: country })).toHaveCount(1);
  expect(requests.some((r) => r.method === "GET" && r.path === "/edb/country-list" && r.search.includes("country_like=bra"))).toBe(true);
  await page.keyboard.press("Escape");

  await header.click();
  await expect(page).toHaveURL(/sort=country&order=desc/);
  await expect(rows(page).nth(1)).toContainText("Gibraltar");

  await page.reload();
  await expect(page.getByTestId("list-total")).toHaveText("3 records");
  await expect(rows(page).nth(1)).toContainText("Gibraltar");
  await expect(rows(page).nth(3)).toContainText("Brazil");
});
