import { expect, expectAccessible, signIn, test } from "./fixtures";

test("Pt-BR chosen in the settings survives a reload", async ({ page }) => {
  await signIn(page, "admin");
  await page.getByTestId("user-name").click();
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: "Pt-BR" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Embarques concluídos nos últimos 30 dias" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Embarques concluídos nos últimos 30 dias" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Início" })).toBeVisible();
  await expectAccessible(page, "home in pt-BR");
});

test("the dark theme survives a reload and passes axe", async ({ page }) => {
  await signIn(page, "admin");
  await expect(page.locator("body")).toHaveAttribute("data-theme", "light");
  await page.getByTestId("theme-switch").click();
  await expect(page.locator("body")).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(page.locator("body")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("concluded-count")).toBeVisible();
  await expectAccessible(page, "home in dark");
  await page.goto("/informative");
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page, "informative list in dark");
});
