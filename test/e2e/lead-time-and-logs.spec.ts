import { tmpdir } from "node:os";
import { join } from "node:path";
import writeXlsxFile from "write-excel-file/node";
import { chooseOption, expect, expectStillAndAccessible, recordRequests, signIn, test, describeInEachLanguage } from "./fixtures";
import { LEAD_TIME_UPLOAD_COLUMNS } from "../../src/domain/lead-time";
import { resourceNames } from "../../src/domain/resource-names";

/**
 * Lead time maintenance, the robot process logs of EDB and EFA, and every route of SPEC §2 (DESIGN §9.4), in
 * the production demo build: en-US in the light theme, pt-BR in the dark one, axe on every page.
 */

const texts = {
  "en-US": {
    leadTimes: "Lead Time Maintenance",
    create: "Create Lead Time",
    vendor: /^Vendor( \*)?$/,
    material: /^Material/,
    plant: /^Plant/,
    modal: /^Modal/,
    leadTime: /^Vendor lead time/,
    sea: "Sea",
    plantOption: "BR20 – Manaus",
    save: "Save",
    total: (days: number) => `${days} days`,
    uploadButton: "Upload lead times",
    uploadHeading: "Lead time upload",
    upload: "Upload",
    uploaded: "lead-times.xlsx was uploaded: 1 line.",
    tooLong: "Expected whole days from 0 to 999.",
    logs: "Robot Process Log",
    error: "Error",
    details: "Log entry: details",
    sapUser: "SAP user",
    produced: "Data this run produced",
    notFound: "Page not found.",
  },
  "pt-BR": {
    leadTimes: "Manutenção de Lead Time",
    create: "Criar Lead Time",
    vendor: /^Fornecedor( \*)?$/,
    material: /^Material/,
    plant: /^Planta/,
    modal: /^Modal/,
    leadTime: /^Lead time do fornecedor/,
    sea: "Marítimo",
    plantOption: "BR20 – Manaus",
    save: "Salvar",
    total: (days: number) => `${days} dias`,
    uploadButton: "Enviar lead times",
    uploadHeading: "Upload de lead time",
    upload: "Enviar",
    uploaded: "lead-times.xlsx foi enviado: 1 linha.",
    tooLong: "Esperado um número inteiro de dias de 0 a 999.",
    logs: "Log de Processos do Robô",
    error: "Erro",
    details: "Registro de log: detalhes",
    sapUser: "Usuário SAP",
    produced: "Dados que esta execução produziu",
    notFound: "Página não encontrada.",
  },
} as const;

async function leadTimeFile(name: string, leadTime: number): Promise<string> {
  const path = join(tmpdir(), name);
  const cells = ["100045", "KRC161868/1", "BR10", "AIR", leadTime, "Air freight", "B01", "", ""];
  await writeXlsxFile([
    LEAD_TIME_UPLOAD_COLUMNS.map((column) => ({ value: column.header })),
    cells.map((value) => (value === "" ? null : { value })),
  ]).toFile(path);
  return path;
}

describeInEachLanguage((language) => {
  const say = texts[language];

  test(`a planner adds a lead time seeing its total as typed, and uploads lead times (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const requests = recordRequests(page);
    await signIn(page, "planner", "/edb/lead-time-maintenance");
    await expect(page.getByRole("heading", { name: say.leadTimes, level: 1 })).toBeVisible();
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
    await expectStillAndAccessible(page, `Lead times (${language})`);

    await page.goto("/edb/lead-time-maintenance/create");
    await expect(page.getByRole("heading", { name: say.create, level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: say.vendor }).fill("100045");
    await page.getByRole("textbox", { name: say.material }).fill("KDU137848/11");
    await chooseOption(page, page.getByRole("combobox", { name: say.plant }), say.plantOption);
    await chooseOption(page, page.getByRole("combobox", { name: say.modal }), say.sea, { exact: true });
    await page.getByRole("textbox", { name: say.leadTime }).fill("30");
    // The seeded sea transit from China is 45 to 48 days: the total shows as soon as both are known.
    await expect(page.getByText(/^(7[5-8]) (days|dias)$/)).toBeVisible();
    await expectStillAndAccessible(page, `Lead time form (${language})`);
    await page.getByRole("button", { name: say.save }).click();
    await expect(page).toHaveURL(/\/edb\/lead-time-maintenance\/show\/\d+$/);
    const post = requests.find((request) => request.method === "POST" && request.path === "/edb/lead-time-maintenance");
    expect(post?.body).toMatchObject({ vendor: "100045", modal: "SEA", vendorLeadTime: 30 });
    expect(post?.body).not.toHaveProperty("totalLeadTime");

    await page.goto("/edb/lead-time-maintenance");
    await page.getByRole("link", { name: say.uploadButton }).click();
    await expect(page.getByRole("heading", { name: say.uploadHeading, level: 1 })).toBeVisible();
    await page.getByTestId("excel-file-input").setInputFiles(await leadTimeFile(`too-long-${language}.xlsx`, 1200));
    await expect(page.getByText(say.tooLong).first()).toBeVisible();
    expect(requests.some((request) => request.method === "POST" && request.path.endsWith("/uploads"))).toBe(false);
    await page.getByTestId("excel-file-input").setInputFiles(await leadTimeFile("lead-times.xlsx", 21));
    await expect(page.getByRole("button", { name: say.upload, exact: true })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole("button", { name: say.upload, exact: true }).click();
    await expect(page.getByText(say.uploaded)).toBeVisible({ timeout: 15_000 });
    await expectStillAndAccessible(page, `Lead time upload (${language})`);
  });

  test(`the robot logs of EDB and EFA: a failed run, its SAP user and what a run produced (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin", "/edb/robot-process-log");
    await expect(page.getByRole("heading", { name: say.logs, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: say.error, exact: true }).click();
    await expect(page).toHaveURL(/quick=error/);
    await expect(page.getByTestId("list-total")).toHaveText(/^[1-9][\d.,]* /);
    await expectStillAndAccessible(page, `EDB robot log, errors (${language})`);
    await page.getByRole("grid").getByRole("row").nth(1).getByRole("menuitem").first().click();
    await expect(page.getByRole("heading", { name: say.details, level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: say.sapUser })).toBeVisible();
    await expectStillAndAccessible(page, `EDB robot log entry (${language})`);

    // A successful EFA run links to the screens its data shows on.
    await page.goto("/efa/robot-process-log?quick=success");
    await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("grid").getByRole("row").nth(1).getByRole("menuitem").first().click();
    const produced = page.getByRole("region", { name: say.produced });
    await expect(produced.getByRole("link").first()).toBeVisible();
    await expectStillAndAccessible(page, `EFA robot log entry (${language})`);
  });

  test(`every route of SPEC §2 opens a page, none 'Page not found.' (${language})`, async ({ page }) => {
    test.setTimeout(360_000);
    await signIn(page, "admin", "/main");
    const routes = [
      ...resourceNames.map((name) => `/${name}`),
      "/edb/robot-process-log/show/1",
      "/efa/robot-process-log/show/1",
      "/edb/transport-tracking-shipments/show/1",
      "/edb/transport-tracking-shipments-log/show/1",
    ];
    for (const route of routes) {
      await page.goto(route);
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading, route).toBeVisible();
      await expect(heading, route).not.toHaveText(say.notFound);
      expect(new URL(page.url()).pathname, route).toBe(route);
    }
  });
});
