import { chooseOption, expect, expectStillAndAccessible, recordRequests, signIn, test, openWithPreferences, describeInEachLanguage } from "./fixtures";

/** Priority shipments, Inbound (DESIGN §9.4), in the production demo build, in both languages and themes. */

const INBOUND = "/edb/priority-shipments";
const COMPLIANCE = "/edb/trade-compliance";
const BOARD = "/edb/priority-shipments-display";

const texts = {
  "en-US": {
    heading: "Inbound",
    create: "Create Priority Shipment",
    late: "Late",
    save: "Save",
    field: (name: string) =>
      ({ invoice: "Invoice INB", material: "Material", qty: "Qty", type: "Type", modal: "Modal", pickup: "Pickup date", eta: "ETA", ata: "ATA" })[name]!,
    production: "Production",
    air: "Air",
    ataBeforePickup: "The ATA cannot be before the pickup date.",
    details: "Priority Shipment: details",
    compliance: "Trade Compliance",
    editCompliance: "Edit Trade Compliance Line",
    board: "Display",
    updated: /^Updated .+ · refreshes every minute$/,
    meeting: /^Meeting of \d\d\/\d\d\/\d{4} · \d+ lines?$/,
    // en-US types month, day, year.
    day: (d: string, m: string, y: string) => `${m}${d}${y}`,
  },
  "pt-BR": {
    heading: "Inbound",
    create: "Criar Embarque Prioritário",
    late: "Atrasados",
    save: "Salvar",
    field: (name: string) =>
      ({ invoice: "Invoice INB", material: "Material", qty: "Qtd.", type: "Tipo", modal: "Modal", pickup: "Data de coleta", eta: "ETA", ata: "ATA" })[name]!,
    production: "Produção",
    air: "Aéreo",
    ataBeforePickup: "A ATA não pode ser anterior à data de coleta.",
    details: "Embarque Prioritário: detalhes",
    compliance: "Trade Compliance",
    editCompliance: "Editar Linha de Trade Compliance",
    board: "Painel da Reunião",
    updated: /^Atualizado em .+ · atualiza a cada minuto$/,
    meeting: /^Reunião de \d\d\/\d\d\/\d{4} · \d+ linhas?$/,
    day: (d: string, m: string, y: string) => `${d}${m}${y}`,
  },
} as const;

describeInEachLanguage((language) => {
  const say = texts[language];

  test(`a planner lists the late lines and adds one, refused first for an ATA before its pickup (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const requests = recordRequests(page);
    await signIn(page, "planner", INBOUND);
    await expect(page.getByRole("heading", { name: say.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("button", { name: say.late, exact: true }).click();
    await expect(page).toHaveURL(/quick=late/);
    await expect.poll(() => requests.filter((r) => r.path === INBOUND).at(-1)?.search ?? "").toContain("late=true");
    await expect(page.getByTestId("list-total")).toHaveText(/^[1-9]\d* /);
    await expectStillAndAccessible(page, `Inbound, late lines (${language})`);

    await page.goto(`${INBOUND}/create`);
    await expect(page.getByRole("heading", { name: say.create, level: 1 })).toBeVisible();
    const field = (name: string) => page.getByRole("textbox", { name: new RegExp(`^${say.field(name)}`) });
    await field("invoice").fill("INB99990001");
    await field("material").fill("RDH 102 45/1");
    await page.getByRole("textbox", { name: new RegExp(`^${say.field("qty")}`) }).fill("12");
    for (const [name, option] of [
      ["type", say.production],
      ["modal", say.air],
    ] as const) {
      await chooseOption(page, page.getByRole("combobox", { name: new RegExp(`^${say.field(name)}`) }), option, { exact: true });
    }
    await field("pickup").click();
    await page.keyboard.type(say.day("20", "11", "2026"));
    await field("eta").click();
    await page.keyboard.type(say.day("24", "11", "2026"));
    await field("ata").click();
    await page.keyboard.type(say.day("18", "11", "2026"));
    await page.getByRole("button", { name: say.save }).click();
    // The server refuses the date order beside the field, and what was typed stays.
    await expect(page.locator("#field-ata-helper-text")).toHaveText(say.ataBeforePickup);
    await expect(field("invoice")).toHaveValue("INB99990001");
    await expect(page).toHaveURL(new RegExp(`${INBOUND}/create$`));

    await field("ata").click();
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.type(say.day("25", "11", "2026"));
    await page.getByRole("button", { name: say.save }).click();
    await expect(page).toHaveURL(new RegExp(`${INBOUND}/show/\\d+$`));
    await expect(page.getByRole("heading", { name: say.details, level: 1 })).toBeVisible();
    // Who created it is the signed-in planner, set by the server.
    await expect(page.locator("#main-content").getByText("PLANNER", { exact: true })).toBeVisible();
    await expectStillAndAccessible(page, `Inbound, the new line (${language})`);
  });
});

for (const language of ["en-US", "pt-BR"] as const) {
  const say = texts[language];
  test(`trade compliance edits its own fields; the meeting's board reads in the dark theme (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await openWithPreferences(page, language, "dark");
    const requests = recordRequests(page);
    await signIn(page, "admin", COMPLIANCE);
    await expect(page.getByRole("heading", { name: say.compliance, level: 1 })).toBeVisible();
    await page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(2).click();
    await page.getByRole("link", { name: language === "pt-BR" ? "Editar" : "Edit" }).click();
    await expect(page.getByRole("heading", { name: say.editCompliance, level: 1 })).toBeVisible();
    const wam = page.getByRole("textbox", { name: "WAM" });
    await expect(wam).toBeEditable();
    await wam.fill("WAM-40404");
    await page.getByRole("button", { name: say.save }).click();
    await expect(page).toHaveURL(new RegExp(`${COMPLIANCE}/show/\\d+$`));
    await expect(page.getByText("WAM-40404")).toBeVisible();
    expect(requests.some((r) => r.method === "PATCH" && r.path.startsWith(`${COMPLIANCE}/`))).toBe(true);
    await expectStillAndAccessible(page, `Trade compliance line (${language}, dark)`);

    await page.goto(BOARD);
    await expect(page.getByRole("heading", { name: say.board, level: 1 })).toBeVisible();
    await expect(page.getByTestId("board-updated")).toHaveText(say.updated);
    const meetings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(meetings.first()).toHaveText(say.meeting);
    await expect(page.getByRole("main").getByRole("table").first()).toBeVisible();
    // A board for a shared screen: nothing to press.
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    await expectStillAndAccessible(page, `Priority meeting board (${language}, dark)`);
  });
}

test("the viewer reads Inbound, with Create and Edit shown disabled", async ({ page }) => {
  await signIn(page, "viewer", INBOUND);
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("link", { name: "Create" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("grid").getByRole("menuitem", { name: "Edit" }).first()).toHaveAttribute("aria-disabled", "true");
  await expectStillAndAccessible(page, "Inbound as viewer");
});
