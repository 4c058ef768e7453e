import { expect, signIn, test } from "./fixtures";

const languages = [
  { language: "en-US", missing: "This record does not exist, or was deleted.", save: "Save", heading: "Edit Informative Notice" },
  { language: "pt-BR", missing: "Este registro não existe ou foi excluído.", save: "Salvar", heading: "Editar Informativo" },
] as const;

for (const { language, missing, save, heading } of languages) {
  test(`editing a record that does not exist says so, with no form to save (${language})`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("scm.language", chosen), language);
    await signIn(page, "admin", "/informative/edit/99999");
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByTestId("record-load-error")).toHaveText(missing);
    await expect(page.locator("main form")).toHaveCount(0);
    await expect(page.getByRole("button", { name: save })).toHaveCount(0);
  });
}

test("a list that failed to load shows the error with Retry, not an empty list, and Retry brings the rows", async ({
  page,
}) => {
  await signIn(page, "admin", "/informative");
  await expect(page.getByRole("grid")).toBeVisible();
  // Injected faults live in the page's demo backend: set once the app runs, then move inside the app.
  // The first attempt and the query's one retry both fail.
  await page.evaluate(() => window.scmDemoFaults!.fail("get", "/parameter-system", 500, "Database unavailable", 2));
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Parameter System", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Parameter System", level: 1 })).toBeVisible();

  const failure = page.getByRole("alert").filter({ hasText: "The list could not be loaded." });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Database unavailable");
  const main = page.getByRole("main");
  await expect(main.getByText("0 records")).toHaveCount(0);
  await expect(main.getByText("No data to display")).toHaveCount(0);
  await expect(main.getByRole("grid")).toHaveCount(0);

  await page.evaluate(() => window.scmDemoFaults!.clear());
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible();
  await expect(page.getByTestId("list-total")).toHaveText(/^[\d,]+ records?$/);
});

test("a start whose code cannot be downloaded says why in the stored language, not a blank page, and Reload opens the address again", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("scm.language", "pt-BR"));
  await signIn(page, "admin", "/parameter-system");
  await expect(page.getByRole("grid")).toBeVisible();
  // The app's start-up chunk fails, as when the network drops or a new deployment replaced the files.
  let failing = true;
  await page.route(/\/assets\/start-[^/]+\.js$/, (route) => (failing ? route.abort("internetdisconnected") : route.continue()));
  await page.reload();
  const failure = page.getByRole("alert");
  await expect(failure.getByRole("heading", { name: "Não foi possível carregar o app.", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/parameter-system$/);

  failing = false;
  await failure.getByRole("button", { name: "Recarregar a página" }).click();
  await expect(page.getByRole("gridcell", { name: "filterDays" })).toBeVisible({ timeout: 30_000 });
});
