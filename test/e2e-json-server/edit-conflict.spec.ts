import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  nextBackendCall,
  readBackend,
  seed,
  shownDateTime,
  signIn,
  test,
  type Notice,
} from "./fixtures";
import { TIME_ZONE } from "./json-server-env";

const notice = seed.informative[5];
const EDIT = `/informative/edit/${notice.id}`;

/** A PATCH of the notice and the backend's answer to it. */
async function save(page: Page) {
  const sent = nextBackendCall(
    page,
    (call) => call.method === "PATCH" && call.path === `/informative/${notice.id}`,
  );
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/informative/${notice.id}` &&
      response.request().method() === "PATCH",
  );
  await page.getByRole("button", { name: "Save" }).click();
  const response = await answered;
  return {
    call: await sent,
    status: response.status(),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Two tabs of one browser, each signed in (the session lives in the tab), with the same notice's form open. */
async function twoTabs(first: Page) {
  const second = await first.context().newPage();
  for (const tab of [first, second]) {
    await signIn(tab, "admin", EDIT);
    await expect(tab.getByLabel(/^Title/)).toHaveValue(notice.title);
  }
  return [first, second] as const;
}

test("two tabs edit one notice: the later save is refused with who and when, and 'Save mine over it' keeps both changes", async ({
  page,
  request,
}) => {
  const [tabA, tabB] = await twoTabs(page);

  await tabA.getByLabel(/^Title/).fill("Carrier strike in Santos port: ends Friday");
  const first = await save(tabA);
  expect(first.call.body).toEqual({ title: "Carrier strike in Santos port: ends Friday" });
  expect(first.call.headers["if-match"]).toBe(`"${notice.updateDate}"`);
  expect(first.status).toBe(200);
  const savedByA = first.body as unknown as Notice;
  await tabA.waitForURL(`**/informative/show/${notice.id}`);

  // Tab B still holds the version it read: its save is refused, and nothing of it is stored.
  await tabB
    .getByLabel(/^Description/)
    .fill("Expect up to five days of delay on ocean imports through Santos.");
  const refused = await save(tabB);
  expect(refused.call.body).toEqual({
    description: "Expect up to five days of delay on ocean imports through Santos.",
  });
  expect(refused.call.headers["if-match"]).toBe(`"${notice.updateDate}"`);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ statusCode: 409, changedBy: "ADMIN", changedAt: savedByA.updateDate });

  const panel = tabB.getByTestId("edit-conflict");
  await expect(panel.getByText("Someone else saved this record after you opened it")).toBeVisible();
  await expect(
    panel.getByText(`Saved by ADMIN on ${shownDateTime(savedByA.updateDate, TIME_ZONE)}.`),
  ).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveText([
    `Description — yours: Expect up to five days of delay on ocean imports through Santos.; now: ${notice.description}`,
  ]);
  await expect(tabB.getByLabel(/^Description/)).toHaveValue(
    "Expect up to five days of delay on ocean imports through Santos.",
  );
  await expect(tabB).toHaveURL(new RegExp(`${EDIT}$`));
  await expectAccessible(tabB, "edit conflict panel on json-server");

  // Overwrite: the same changes again, now against the version the panel read.
  await expect(panel.getByRole("button", { name: "Save mine over it" })).toBeEnabled();
  const overwrite = nextBackendCall(tabB, (call) => call.method === "PATCH");
  await panel.getByRole("button", { name: "Save mine over it" }).click();
  const again = await overwrite;
  expect(again.body).toEqual({
    description: "Expect up to five days of delay on ocean imports through Santos.",
  });
  expect(again.headers["if-match"]).toBe(`"${savedByA.updateDate}"`);
  await tabB.waitForURL(`**/informative/show/${notice.id}`);
  await expect(tabB.getByText("Carrier strike in Santos port: ends Friday")).toBeVisible();
  await expect(
    tabB.getByText("Expect up to five days of delay on ocean imports through Santos."),
  ).toBeVisible();

  // Only the changed fields were sent, so neither tab reverted the other's save.
  const stored = await readBackend<Notice>(request, `/informative/${notice.id}`);
  expect(stored).toMatchObject({
    title: "Carrier strike in Santos port: ends Friday",
    description: "Expect up to five days of delay on ocean imports through Santos.",
    status: notice.status,
    publish: notice.publish,
    notificationDate: notice.notificationDate,
    createdDate: notice.createdDate,
    updatedBy: "ADMIN",
  });
  expect(stored.updateDate > savedByA.updateDate).toBe(true);
});

test("two tabs change the same field: 'Reload the record' takes the other tab's save, and the next save goes with its version", async ({
  page,
  request,
}) => {
  const [tabA, tabB] = await twoTabs(page);

  await tabA.getByLabel(/^Title/).fill("Carrier strike in Santos port: over");
  const first = await save(tabA);
  expect(first.status).toBe(200);
  const savedByA = first.body as unknown as Notice;

  await tabB.getByLabel(/^Title/).fill("Carrier strike in Santos port: second week");
  const refused = await save(tabB);
  expect(refused.status).toBe(409);
  const panel = tabB.getByTestId("edit-conflict");
  await expect(
    panel.getByText(`Saved by ADMIN on ${shownDateTime(savedByA.updateDate, TIME_ZONE)}.`),
  ).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveText([
    "Title — yours: Carrier strike in Santos port: second week; now: Carrier strike in Santos port: over",
  ]);

  await panel.getByRole("button", { name: "Reload the record" }).click();
  await expect(panel).toHaveCount(0);
  await expect(tabB.getByLabel(/^Title/)).toHaveValue("Carrier strike in Santos port: over");

  await tabB.getByRole("combobox", { name: /^Publish/ }).click();
  await tabB.getByRole("option", { name: notice.publish === "yes" ? "No" : "Yes" }).click();
  const next = await save(tabB);
  expect(next.call.body).toEqual({ publish: notice.publish === "yes" ? "no" : "yes" });
  expect(next.call.headers["if-match"]).toBe(`"${savedByA.updateDate}"`);
  expect(next.status).toBe(200);
  await tabB.waitForURL(`**/informative/show/${notice.id}`);

  const stored = await readBackend<Notice>(request, `/informative/${notice.id}`);
  expect(stored.title).toBe("Carrier strike in Santos port: over");
  expect(stored.publish).toBe(notice.publish === "yes" ? "no" : "yes");
});
