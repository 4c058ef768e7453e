import type { Page } from "@playwright/test";
import { addFilter, chooseOption, expect, expectStillAndAccessible, signIn, test, describeInEachLanguage } from "./fixtures";

/**
 * Saved views (DESIGN §6, lists) in the production demo build: a list's filter, order and density saved
 * under a name, opened again from the Views menu after a reload, and shared as a link that opens the same
 * list for another account. en-US in the light theme, pt-BR in the dark one, axe on every state visited.
 */

const LIST = "/edb/lead-time-maintenance";

const texts = {
  "en-US": {
    title: "Lead Time Maintenance",
    addFilter: "Add filter",
    apply: "Apply",
    clearAll: "Clear all",
    modal: "Modal",
    air: "Air",
    chip: "Modal: Air",
    density: "Density",
    comfortable: "Comfortable",
    views: "Views",
    save: "Save view…",
    saveTitle: "Save view",
    name: /^Name/,
    saveButton: "Save",
    saved: "View “Air by material” saved",
    copyLink: "Copy link",
    linkCopied: "Link copied",
    empty: "No saved views yet",
    signOut: "Sign out",
    chooseAccount: "Choose a demo account",
  },
  "pt-BR": {
    title: "Manutenção de Lead Time",
    addFilter: "Adicionar filtro",
    apply: "Aplicar",
    clearAll: "Limpar tudo",
    modal: "Modal",
    air: "Aéreo",
    chip: "Modal: Aéreo",
    density: "Densidade",
    comfortable: "Confortável",
    views: "Visões",
    save: "Salvar visão…",
    saveTitle: "Salvar visão",
    name: /^Nome/,
    saveButton: "Salvar",
    saved: "Visão “Air by material” salva",
    copyLink: "Copiar link",
    linkCopied: "Link copiado",
    empty: "Nenhuma visão salva ainda",
    signOut: "Sair",
    chooseAccount: "Escolha uma conta de demonstração",
  },
} as const;

const chips = (page: Page) => page.getByTestId("filter-chip");
const materialHeader = (page: Page) => page.getByRole("columnheader", { name: /^Material/ });
const state = (page: Page) => new URL(page.url()).searchParams;

/** The list as the saved view left it: air only, by material ascending, comfortable rows. */
async function expectTheView(page: Page, say: (typeof texts)[keyof typeof texts]) {
  await expect(chips(page)).toHaveText([say.chip]);
  await expect(materialHeader(page)).toHaveAttribute("aria-sort", "ascending");
  await expect(page.locator(".MuiDataGrid-root--densityComfortable")).toHaveCount(1);
  expect(state(page).get("filter.modal.eq")).toBe("AIR");
  expect(state(page).get("sort")).toBe("material");
  expect(state(page).get("order")).toBe("asc");
  expect(state(page).get("density")).toBe("comfortable");
}

describeInEachLanguage((language) => {
  const say = texts[language];

  test(`a list's state is saved as a view, opened again from the menu, and shared as a link with another account (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "admin", LIST);
    await expect(page.getByRole("heading", { name: say.title, level: 1 })).toBeVisible();
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();

    // A filter, an order and a density.
    await addFilter(page, say.modal, say.addFilter);
    await chooseOption(page, page.getByRole("combobox", { name: say.modal }), say.air, { exact: true });
    await page.getByRole("button", { name: say.apply }).click();
    await expect(chips(page)).toHaveText([say.chip]);
    await materialHeader(page).click();
    await expect(page).toHaveURL(/sort=material&order=asc/);
    await page.getByRole("button", { name: say.density }).click();
    await page.getByRole("menuitem", { name: say.comfortable }).click();
    await expect(page).toHaveURL(/density=comfortable/);
    await expect(page.getByTestId("list-total")).toHaveText(/^\d/);
    const total = await page.getByTestId("list-total").textContent();

    // Saved under a name.
    await page.getByRole("button", { name: say.views, exact: true }).click();
    await expect(page.getByRole("menuitem", { name: say.empty })).toBeVisible();
    await expectStillAndAccessible(page, `Views menu, no view yet (${language})`);
    await page.getByRole("menuitem", { name: say.save }).click();
    const dialog = page.getByRole("dialog", { name: say.saveTitle });
    await dialog.getByRole("textbox", { name: say.name }).fill("Air by material");
    await expectStillAndAccessible(page, `Save view dialog (${language})`);
    await dialog.getByRole("button", { name: say.saveButton }).click();
    await expect(page.getByText(say.saved)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The list back to its defaults, and a reload: the view is still there, and opens from the menu.
    await page.getByRole("button", { name: say.clearAll }).click();
    await expect(chips(page)).toHaveCount(0);
    await page.goto(`${LIST}?pageSize=10`);
    await page.reload();
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
    await expect(chips(page)).toHaveCount(0);
    await page.getByRole("button", { name: say.views, exact: true }).click();
    const view = page.getByRole("menuitem", { name: /^Air by material/ });
    await expect(view).toBeVisible();
    await expectStillAndAccessible(page, `Views menu with a view (${language})`);
    await view.click();
    await expectTheView(page, say);
    await expect(page.getByTestId("list-total")).toHaveText(total!);
    await expectStillAndAccessible(page, `list opened from a saved view (${language})`);

    // The link: from the clipboard, or from the dialog that shows it when there is no clipboard.
    await page.getByRole("button", { name: say.views, exact: true }).click();
    await page.getByRole("menuitem", { name: say.copyLink }).click();
    const shown = page.getByTestId("saved-view-link");
    await expect(shown.or(page.getByText(say.linkCopied))).toBeVisible();
    const link = (await shown.isVisible())
      ? await shown.inputValue()
      : await page.evaluate(() => navigator.clipboard.readText());
    const linked = new URL(link);
    expect(linked.pathname).toBe(LIST);
    expect(linked.searchParams.get("filter.modal.eq")).toBe("AIR");
    expect(linked.searchParams.get("density")).toBe("comfortable");
    if (await shown.isVisible()) await page.keyboard.press("Escape");

    // Another person, of another profile: the view is not theirs, the link opens the same list.
    await page.getByTestId("user-name").click();
    await page.getByRole("button", { name: say.signOut }).click();
    await expect(page.getByText(say.chooseAccount)).toBeVisible();
    await page.getByRole("button", { name: /Carla Mendes/ }).click();
    await expect(page.getByTestId("user-name")).toHaveText("VIEWER");
    await page.goto(`${linked.pathname}${linked.search}`);
    await expect(page.getByRole("heading", { name: say.title, level: 1 })).toBeVisible();
    await expectTheView(page, say);
    await expect(page.getByTestId("list-total")).toHaveText(total!);
    await page.getByRole("button", { name: say.views, exact: true }).click();
    await expect(page.getByRole("menuitem", { name: say.empty })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectStillAndAccessible(page, `list opened from a shared link by another account (${language})`);
  });
});
