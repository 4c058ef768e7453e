import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { Page } from "@playwright/test";
import { expect, expectAccessible as axe, expectStillAndAccessible, recordRequests, signIn, test, waitUntilStill } from "./fixtures";

/** axe once the page is still: a button turning enabled fades its colour in, and mid-fade fails contrast. */
async function expectAccessible(page: Page, what: string) {
  await waitUntilStill(page);
  await axe(page, what);
}

/**
 * The planners' loop in the production build (DESIGN §9.2): the blank template downloaded, filled and
 * uploaded; a renamed text file refused; a confirmed SAP sync and a second start refused while it waits; a
 * simulation; the result downloaded and read back. axe on each page, in both languages.
 */
const texts = {
  "en-US": {
    blank: "Download blank template",
    choose: "Choose file",
    upload: "Upload",
    uploaded: /was uploaded: 3 lines\./,
    renamed: /its content is not an Excel workbook/i,
    syncNow: "Sync now",
    confirm: "Confirm",
    waiting: "Waiting: Processing in progress",
    success: "Success.",
    run: "Run simulation",
    seeResult: "See the result",
    download: "Download",
    fileHeaders: ["Order", "Material", "Plant", "Need date", "Priority", "Quantity", "Buildable now", "Clear-to-build date", "Days late", "Limiting components", "Status", "MRP controller", "ETA shift", "Shipment"],
    statuses: ["Clear", "Partial", "Short"],
  },
  "pt-BR": {
    blank: "Baixar template em branco",
    choose: "Escolher arquivo",
    upload: "Enviar",
    uploaded: /foi enviado: 3 linhas\./,
    renamed: /não é uma pasta de trabalho do Excel/i,
    syncNow: "Sincronizar agora",
    confirm: "Confirmar",
    waiting: "Aguarde: Existe(m) processo(s) em andamento.",
    success: "Sucesso.",
    run: "Executar simulação",
    seeResult: "Ver o resultado",
    download: "Download",
    fileHeaders: ["Ordem", "Material", "Centro", "Data de necessidade", "Prioridade", "Quantidade", "Produzível agora", "Data de liberação", "Dias de atraso", "Componentes limitantes", "Status", "Planejador MRP", "Impacto do ETA", "Embarque"],
    statuses: ["Liberada", "Parcial", "Em falta"],
  },
} as const;

for (const language of ["en-US", "pt-BR"] as const) {
  test(`the planners' loop end to end (${language})`, async ({ page }) => {
    test.setTimeout(360_000);
    const say = texts[language];
    await page.addInitScript((lang) => localStorage.setItem("scm.language", lang), language);
    const requests = recordRequests(page);

    // 1. The blank template, filled with three lines by "the planner", uploaded after its check.
    await signIn(page, "planner", "/material-capability/upload-of-template");
    await expect(page.getByRole("button", { name: say.blank })).toBeEnabled();
    await expectAccessible(page, `Upload of template (${language})`);
    const blankDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: say.blank }).click();
    const blank = await readSheet(await (await blankDownload).path());
    const headers = blank[0] as string[];
    expect(headers.slice(0, 4)).toEqual(["Order", "Product", "Plant", "Quantity"]);
    const example = blank[1] as unknown[];
    const line = (order: string, quantity: number): SheetData[number] =>
      headers.map((header, index) => {
        const value = header === "Order" ? order : header === "Quantity" ? quantity : example[index];
        if (value instanceof Date) return { value, type: Date, format: "yyyy-mm-dd" };
        if (typeof value === "number") return { value, type: Number };
        return value === null || value === undefined ? null : { value: String(value), type: String };
      });
    const filled = join(tmpdir(), `week-48-${language}.xlsx`);
    await writeXlsxFile([
      headers.map((value) => ({ value })),
      line("SO 4199001/10", 12),
      line("SO 4199002/10", 24),
      line("SO 4199003/10", 36),
    ]).toFile(filled);

    // A text file renamed to .xlsx is refused by its content, and nothing is sent.
    const renamed = join(tmpdir(), `notes-${language}.xlsx`);
    await writeFile(renamed, "Material;Plant\n7891234-001;BR10\n");
    await page.getByTestId("excel-file-input").setInputFiles(renamed);
    await expect(page.getByText(say.renamed)).toBeVisible();
    expect(requests.some((request) => request.method === "POST" && request.path.endsWith("/uploads"))).toBe(false);

    await page.getByTestId("excel-file-input").setInputFiles(filled);
    await expect(page.getByRole("button", { name: say.upload, exact: true })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole("button", { name: say.upload, exact: true }).click();
    await expect(page.getByText(say.uploaded)).toBeVisible({ timeout: 15_000 });
    expect(requests.filter((request) => request.method === "POST" && request.path === "/material-capability/uploads")).toHaveLength(1);

    // 2. A confirmed SAP sync; a second start while it waits is refused with the waiting text.
    await page.goto("/edb/upload-of-template-material-capability");
    await expect(page.getByTestId("sap-source")).toHaveCount(4);
    await expectAccessible(page, `Data Upload (${language})`);
    await page.getByRole("button", { name: say.syncNow }).click();
    await page.getByRole("dialog").getByRole("button", { name: say.confirm }).click();
    const status = page.getByTestId("job-status");
    await expect(status.getByText(say.waiting)).toBeVisible();
    const second = await page.evaluate(async () => {
      const response = await fetch("/api/material-capability/simulations", {
        method: "POST",
        headers: { authorization: `Bearer ${sessionStorage.getItem("scm.accessToken")}`, "content-type": "application/json" },
        body: JSON.stringify({ variant: "mrp" }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(second).toEqual({ status: 409, body: expect.objectContaining({ message: "Waiting: Processing in progress" }) });
    await expect(status.getByText(say.success)).toBeVisible({ timeout: 30_000 });

    // 3. A simulation, then its result downloaded and read back.
    await page.getByRole("button", { name: say.run }).click();
    await expect(status.getByText(say.success)).toBeVisible({ timeout: 30_000 });
    await status.getByRole("link", { name: say.seeResult }).click();
    await expect(page).toHaveURL(/\/material-capability\/download-result$/);
    await expect(page.getByTestId("kpi-clear")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("grid")).toBeVisible();
    await expectAccessible(page, `Download result (${language})`);
    const lines = Number((await page.getByTestId("list-total").textContent())!.replace(/\D/g, ""));
    const resultDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: say.download, exact: true }).click();
    const result = await resultDownload;
    expect(result.suggestedFilename()).toMatch(/^edb-result-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(await readFile(await result.path()));
    // The page's language, in the headers and in each line's status.
    expect(rows[0]).toEqual(say.fileHeaders);
    expect(rows).toHaveLength(lines + 1);
    expect(rows.slice(1).every((row) => (say.statuses as readonly unknown[]).includes(row[10]))).toBe(true);

    // The other screens of the loop pass axe too.
    for (const path of [
      "/material-capability/components-availability",
      "/ctb/ctb_upload",
      "/ctb/ctb_result",
      "/efa/upload-of-template",
      "/efa/components-availability",
      "/efa/download-result",
      "/efa/reports",
      "/edb/robot-process-log",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The screen's data, which enables its buttons, may come after the network is idle (a result the demo's
      // worker computes): axe once no loading indicator is left and nothing moves.
      await expectStillAndAccessible(page, `${path} (${language})`);
    }
  });
}
