import { expect, expectAccessible, menuLink, recordRequests, signIn, test, waitUntilStill } from "./fixtures";

test("the rule editor edits clauses from the keyboard, refuses forbidden words and saves", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await signIn(page, "admin", "/edb/sys-roles");
  await expect(page.getByRole("heading", { name: "Orders Book Calculation Rules", level: 1 })).toBeVisible();
  await expect(page.getByTestId("list-total")).toHaveText("12 records");
  await expect(menuLink(page, "Orders Book Calculation Rules")).toBeVisible();
  await expectAccessible(page, "rules list");

  await page.goto("/edb/sys-roles/edit/1");
  const where = (n: number) => page.getByRole("group", { name: `Where clause ${n}` });
  await expect(where(3)).toBeVisible();
  const sentence = page.getByTestId("rule-sentence");
  await expect(sentence).toHaveText(
    "Set Priority to 1 and Transit time to 7 when Plant equal to BR10 and Origin equal to CN and Modal equal to AIR.",
  );
  await expectAccessible(page, "rule editor");

  // Add a clause and fill it without the mouse.
  await page.getByRole("button", { name: "Add where clause" }).focus();
  await page.keyboard.press("Enter");
  await expect(where(4).getByRole("combobox", { name: "Column" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "MRP controller" }).press("Enter");
  await where(4)
    .getByLabel(/^Value/)
    .fill("P01");
  await expect(sentence).toContainText("and Modal equal to AIR and MRP controller equal to P01.");
  await where(4).getByRole("button", { name: "Move Where clause 4 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(where(3).getByLabel(/^Value/)).toHaveValue("P01");
  await expect(sentence).toContainText("and MRP controller equal to P01 and Modal equal to AIR.");

  await where(1)
    .getByLabel(/^Value/)
    .fill("BR10; drop table orders");
  await expect(where(1).getByText("Not allowed word: ;")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The filter contains" })).toHaveText(
    "The filter contains forbidden words such as ;, DROP",
  );
  expect(requests.some((r) => r.method === "PATCH" && r.path.startsWith("/edb/sys-roles"))).toBe(false);
  await expectAccessible(page, "rule editor with a forbidden word");

  await where(1)
    .getByLabel(/^Value/)
    .fill("BR10");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/edb\/sys-roles\/show\/1$/);
  await expect(page.getByTestId("rule-sentence")).toContainText(
    "and MRP controller equal to P01 and Modal equal to AIR.",
  );
  const patch = requests.find((r) => r.method === "PATCH" && r.path === "/edb/sys-roles/1");
  expect(patch?.body).toMatchObject({
    whereClauses: expect.arrayContaining([
      { column: "mrpController", operator: "eq", connector: "AND", value: "P01" },
    ]),
  });
  await expectAccessible(page, "rule details");
});

test("the configurable templates pass axe in both modules", async ({ page }) => {
  await signIn(page, "admin", "/edb/configurable-template");
  await expect(page.getByLabel("Column 1: Header")).toHaveValue("Vendor");
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await waitUntilStill(page);
  await expectAccessible(page, "EDB configurable templates");
  await page.goto("/efa/configurable-template");
  await expect(menuLink(page, "Configurable Template")).toBeVisible();
  await expect(page.getByLabel("Column 1: Header")).toHaveValue("Order");
  // The save button turns enabled once the permission check answers; let its colour transition finish.
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await waitUntilStill(page);
  await expectAccessible(page, "EFA configurable templates");
});

test("the rule editor and a template pass axe in the dark theme and in Pt-BR", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("scm.theme", "dark");
    localStorage.setItem("scm.language", "pt-BR");
  });
  await signIn(page, "admin", "/edb/sys-roles/edit/3");
  await expect(page.locator("body")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("rule-sentence")).toHaveText(
    "Definir Tempo de trânsito como 42 quando Origem igual a KR e Modal igual a SEA.",
  );
  await page
    .getByRole("group", { name: "Cláusula de filtro 1" })
    .getByLabel(/^Valor/)
    .fill("KR --");
  await expect(page.getByText("Palavra não permitida: --")).toBeVisible();
  await expectAccessible(page, "rule editor, dark, pt-BR");
  await page.goto("/ctb/configurable-template");
  await expect(page.getByLabel("Coluna 1: Cabeçalho")).toHaveValue("Work order");
  await expect(page.getByRole("button", { name: "Salvar" })).toBeEnabled();
  await waitUntilStill(page);
  await expectAccessible(page, "CTB template, dark, pt-BR");
});
