import { expect, expectStillAndAccessible, describeInEachLanguage, recordRequests, signIn, test } from "./fixtures";

/**
 * Clear-to-build dates that follow the tracked shipments' ETA (DESIGN §9.2, §9.3), in the production demo build:
 * a planner runs CTB's simulation, lists the lines a late shipment moved, reads by how many days, and opens
 * that shipment's tracking detail from the line. English in the light theme, Portuguese in the dark one.
 */

const UPLOAD = "/ctb/ctb_upload";
const RESULT = "/ctb/ctb_result";

const texts = {
  "en-US": {
    run: "Run simulation",
    success: "Success.",
    seeResult: "See the result",
    movedLater: "Moved later by a shipment",
    etaShift: "ETA shift",
    details: "Shipment: details",
    late: /late against the plan$/,
    carried: "Purchase orders carried",
  },
  "pt-BR": {
    run: "Executar simulação",
    success: "Sucesso.",
    seeResult: "Ver o resultado",
    movedLater: "Atrasadas por um embarque",
    etaShift: "Impacto do ETA",
    details: "Embarque: detalhes",
    late: /de atraso em relação ao plano$/,
    carried: "Pedidos de compra transportados",
  },
} as const;

describeInEachLanguage((language, theme) => {
  test(`a CTB line moved by a late shipment names it, by how many days, and opens it (${language}, ${theme})`, async ({ page }) => {
    test.setTimeout(300_000);
    const say = texts[language];
    const requests = recordRequests(page);

    // 1. The planner runs CTB's simulation on the SAP data as it stands.
    await signIn(page, "planner", UPLOAD);
    const status = page.getByTestId("job-status");
    await page.getByRole("button", { name: say.run }).click();
    await expect(status.getByText(say.success)).toBeVisible({ timeout: 30_000 });
    await status.getByRole("link", { name: say.seeResult }).click();
    await expect(page).toHaveURL(new RegExp(`${RESULT}$`));
    await expect(page.getByTestId("kpi-clear")).toBeVisible({ timeout: 30_000 });

    // 2. The lines a shipment moved later, the most moved first.
    await page.getByRole("button", { name: say.movedLater, exact: true }).click();
    await expect(page).toHaveURL(/quick=shipmentLate/);
    await expect
      .poll(() => requests.filter((request) => request.path === "/ctb/result-lines").at(-1)?.search ?? "")
      .toContain("etaShiftDays_gte=1");
    const header = page.getByRole("columnheader", { name: say.etaShift });
    // Ascending, then descending: a click while the grid takes in the first one's rows may be lost, so the
    // header is clicked until the order is descending.
    await expect(async () => {
      if (!/order=desc/.test(page.url())) await header.click();
      await expect(page).toHaveURL(/sort=etaShiftDays&order=desc/, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("list-total")).toHaveText(/^[1-9][\d,.]* /);

    // The grid keeps the previous rows on screen while the sorted ones are on their way: wait for the order.
    const shifts = page.getByRole("grid").getByTestId("eta-shift");
    const shownDays = async () => (await shifts.allInnerTexts()).map((text) => Number(/^\+(\d+)/.exec(text.trim())?.[1]));
    await expect
      .poll(async () => {
        const days = await shownDays();
        return days.length > 1 && days.every((value, index) => index === 0 || value <= days[index - 1]!);
      })
      .toBe(true);

    // The first line: its clear date moved days later, and it names the shipment, a link to its detail.
    const shift = shifts.first();
    await expect(shift).toHaveText(/^\+\d+ d · \S+$/);
    const days = Number(/^\+(\d+)/.exec((await shift.innerText()).trim())?.[1]);
    expect(days).toBeGreaterThanOrEqual(2);
    const link = shift.getByRole("link");
    const trackingNumber = (await link.innerText()).trim();
    expect((await shift.innerText()).trim()).toBe(`+${days} d · ${trackingNumber}`);
    await expect(link).toHaveAttribute("href", /^\/edb\/transport-tracking-shipments\/show\/\d+$/);
    await expectStillAndAccessible(page, `CTB result, lines moved by a shipment (${language}, ${theme})`);

    // 3. The link opens the shipment: late against its plan, and carrying purchase orders.
    await link.click();
    await expect(page).toHaveURL(/\/edb\/transport-tracking-shipments\/show\/\d+$/);
    await expect(page.getByRole("heading", { name: say.details, level: 1 })).toBeVisible();
    await expect(page.getByTestId("shipment-lateness")).toHaveText(say.late);
    await expect(page.getByText(say.carried, { exact: true })).toBeVisible();
    await expect(page.getByText(trackingNumber, { exact: true }).first()).toBeVisible();
    await expectStillAndAccessible(page, `the shipment that moved the line (${language}, ${theme})`);
  });
});
