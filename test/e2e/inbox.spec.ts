import { expect, expectStillAndAccessible, signIn, test, describeInEachLanguage } from "./fixtures";

/** The exception inbox (README: Exception inbox) in the production demo build, in both languages and themes. */

const texts = {
  "en-US": {
    inbox: "Exception Inbox",
    count: /^Open the exception inbox: [\d,]+ open exceptions$/,
    mine: "Mine",
    hidden: "Hidden",
    hide: "Hide",
    hiddenToast: / is hidden until it changes\.$/,
    showAgain: "Show again",
    late: /^.+: \d+ days? late against its plan; now expected on \d\d\/\d\d\/\d{4}\.$/,
    shortLine: /^Order .+ needs .+ on \d\d\/\d\d\/\d{4}: /,
    shipmentHeading: /^Shipment /,
    trackingNumber: "Tracking number",
    loading: "Loading",
  },
  "pt-BR": {
    inbox: "Caixa de Exceções",
    count: /^Abrir a caixa de exceções: [\d.]+ exceções abertas$/,
    mine: "Meus",
    hidden: "Ocultos",
    hide: "Ocultar",
    hiddenToast: / fica oculto até mudar\.$/,
    showAgain: "Mostrar de novo",
    late: /^.+: \d+ dias? de atraso em relação ao plano; agora previsto para \d\d\/\d\d\/\d{4}\.$/,
    shortLine: /^A ordem .+ precisa de .+ em \d\d\/\d\d\/\d{4}: /,
    shipmentHeading: /^Embarque /,
    trackingNumber: "Número de rastreio",
    loading: "Carregando",
  },
} as const;

describeInEachLanguage((language) => {
  const say = texts[language];

  test(`from the count beside the bell to a late shipment's detail, and a planner's own line to its result (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "planner", "/main");
    const count = page.getByRole("link", { name: say.count });
    await expect(count).toBeVisible();
    await count.click();
    await expect(page).toHaveURL(/\/inbox/);
    await expect(page.getByRole("heading", { name: say.inbox, level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: say.inbox, exact: true }).first()).toBeVisible();
    const grid = page.getByRole("grid");
    await expect(grid.getByRole("row").nth(1)).toBeVisible();
    await expectStillAndAccessible(page, `the exception inbox (${language})`);

    // Only the late shipments: the reason filter lives in the address like any list's.
    await page.goto("/inbox?filter.reason.eq=late");
    const late = grid.getByText(say.late).first();
    await expect(late).toBeVisible();
    await late.click();
    await expect(page).toHaveURL(/\/edb\/transport-tracking-shipments\/show\/\d+$/);
    await expect(page.getByText(say.trackingNumber).first()).toBeVisible();

    // The planner's own lines: a short line opens its result, filtered by the order. (A bare /inbox would
    // bring back the late filter this tab remembers.)
    await page.goto("/inbox?quick=open");
    await page.getByRole("button", { name: say.mine, exact: true }).click();
    await expect(page).toHaveURL(/quick=mine/);
    // The grid keeps the previous rows on screen while the planner's own are on their way: once the page has
    // rendered the filter (pressed), the progress bar says they are coming; the line read is the one clicked.
    await expect(page.getByRole("button", { name: say.mine, exact: true, pressed: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: say.loading, exact: true })).toHaveCount(0);
    const sentence = (await grid.getByText(say.shortLine).first().textContent())!;
    const order = sentence.match(/(WO \d+)/)![1]!;
    await grid.getByText(sentence, { exact: true }).first().click();
    await expect(page).toHaveURL(/\/(material-capability\/download-result|ctb\/ctb_result|efa\/download-result)\?q=/);
    await expect(page.getByRole("grid").getByText(order).first()).toBeVisible();
  });

  test(`hides an item until it changes, and shows it again (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "compliance", "/inbox?filter.kind.eq=compliance");
    const grid = page.getByRole("grid");
    const first = grid.getByRole("row").nth(1);
    await expect(first).toBeVisible();
    const subject = (await first.getByText(/^INB\d+$/).textContent())!;
    await first.getByRole("button", { name: `${say.hide}: ${subject}` }).click();
    await expect(page.getByText(say.hiddenToast).first()).toBeVisible();
    await expect(grid.getByText(subject, { exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: say.hidden, exact: true }).click();
    const again = grid.getByRole("row").filter({ hasText: subject });
    await expect(again).toBeVisible();
    await expectStillAndAccessible(page, `the inbox's hidden items (${language})`);
    await again.getByRole("button", { name: `${say.showAgain}: ${subject}` }).click();
    await expect(grid.getByText(subject, { exact: true })).toHaveCount(0);
  });
});

/** How many simulation values the demo keeps for later tabs (src/demo/planning/stored-results.ts). */
const keptValues = () =>
  new Promise<number>((resolve) => {
    const opening = indexedDB.open("scm-demo-results");
    opening.onerror = () => resolve(0);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains("values")) return resolve(0);
      const counting = db.transaction("values").objectStore("values").count();
      counting.onsuccess = () => resolve(counting.result);
      counting.onerror = () => resolve(0);
    };
  });

test("a reload shows the same items from the results the first visit computed and the demo kept", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "admin", "/inbox");
  const grid = page.getByRole("grid");
  const firstRow = grid.getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  const total = page.getByTestId("list-total");
  await expect(total).toHaveText(/^[1-9][\d,]* /);
  const before = { total: await total.innerText(), first: await firstRow.innerText() };
  // Three modules' inbox lines and the shipments' items, kept once the worker has answered.
  await expect.poll(() => page.evaluate(keptValues), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

  await page.reload();
  await expect(firstRow).toBeVisible();
  await expect(total).toHaveText(before.total);
  expect(await firstRow.innerText()).toBe(before.first);
});
