import { chooseOption, expect, expectAccessible, signIn, test, waitUntilStill } from "./fixtures";

test("Pt-BR chosen in the settings survives a reload", async ({ page }) => {
  await signIn(page, "admin");
  await page.getByTestId("user-name").click();
  await chooseOption(page, page.getByRole("combobox", { name: "Language" }), "Pt-BR");
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

test("every shell page passes axe in the dark theme and in Pt-BR", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("scm.theme", "dark");
    localStorage.setItem("scm.language", "pt-BR");
  });
  await signIn(page, "admin");
  await expect(page.locator("body")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("concluded-count")).toBeVisible();
  await expectAccessible(page, "home, dark, pt-BR");
  await page.getByTestId("user-name").click();
  await expect(page.getByRole("combobox", { name: "Idioma" })).toBeVisible();
  await expectAccessible(page, "settings drawer, dark, pt-BR");
  await page.getByRole("tab", { name: "Notificações" }).click();
  await expect(page.getByTestId("notifications-panel").getByRole("button").first()).toBeVisible();
  await expectAccessible(page, "notifications panel, dark, pt-BR");
  await page.keyboard.press("Escape");
  await page.goto("/no/such/page");
  await expect(page.getByText("Página não encontrada.")).toBeVisible();
  await expectAccessible(page, "not found, dark, pt-BR");
  await page.goto("/user-profile-resource/matrix");
  await expect(page.getByRole("checkbox", { name: "Ler em main" })).toBeVisible();
  await expectAccessible(page, "permission matrix, dark, pt-BR");
  await page.goto("/informative/create");
  await expect(page.getByLabel(/^Título/)).toBeVisible();
  await expectAccessible(page, "notice form, dark, pt-BR");
  await page.goto("/login?as=noprofile");
  await page.waitForURL("**/unauthorized");
  await expect(page.getByText("Você não tem permissão para os recursos deste sistema.")).toBeVisible();
  await expectAccessible(page, "unauthorized, dark, pt-BR");
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Escolha uma conta de demonstração")).toBeVisible();
  await expectAccessible(page, "account chooser, dark, pt-BR");
});

test("a system that asks for reduced motion gets menus that appear in place, without growing in", async ({ page }) => {
  await signIn(page, "admin", "/informative");
  const menuTransition = async () => {
    await page.getByRole("button", { name: "Add filter" }).click();
    const item = page.getByRole("menuitem", { name: "Title", exact: true });
    await expect(item).toBeVisible();
    await waitUntilStill(page);
    // The paper the menu grows in: MUI's Grow writes its transition there.
    const duration = await item.evaluate((element) => getComputedStyle(element.closest(".MuiPaper-root")!).transitionDuration);
    await page.keyboard.press("Escape");
    await expect(item).toBeHidden();
    return duration;
  };
  expect(await menuTransition()).not.toMatch(/^0s(, 0s)*$/);
  // The preference is followed as it changes, without a reload.
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await menuTransition()).toMatch(/^0s(, 0s)*$/);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await menuTransition()).not.toMatch(/^0s(, 0s)*$/);
});
