import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { TransportTrackingDetail } from "../../src/api/contract";
import { TRACKING_DETAILS } from "../../src/demo/seed";
import { timelineOrder } from "../../src/features/transport-tracking/tracking-model";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const SHIPMENTS = "edb/transport-tracking-shipments";
const PARTNERS = "edb/edb-partner";
const details = () => db.list(TRACKING_DETAILS) as unknown as TransportTrackingDetail[];
/** The chip a detail page shows as the value of the term labelled `label`. */
async function valueChip(label: string): Promise<Element> {
  const term = await screen.findByText(label, { selector: "dt" }, { timeout: 8000 });
  // The terms show while the record loads; its values follow.
  return waitFor(() => term.nextElementSibling!.querySelector(".MuiChip-root") ?? Promise.reject(new Error(`no value for ${label}`)), { timeout: 8000 });
}
const helperOf = (field: string) => document.getElementById(`field-${field}-helper-text`);

/** Every request the app sent to the demo backend, as path and query. */
function sentRequests() {
  const sent: URL[] = [];
  server.events.on("request:start", ({ request }) => {
    sent.push(new URL(request.url));
  });
  return sent;
}

describe("Transport tracking (DESIGN §9.3)", () => {
  it("lists the open shipments first, and Closed and All on one click, each sent to the server", async () => {
    const sent = sentRequests();
    const { user } = await signInAs("admin", `/${SHIPMENTS}`);
    const open = details().filter((shipment) => shipment.status === "Open").length;
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(`${open.toLocaleString("en-US")} records`), { timeout: 8000 });
    const lists = () => sent.filter((url) => url.pathname.endsWith(`/${SHIPMENTS}`));
    expect(lists().at(-1)?.searchParams.get("status")).toBe("Open");
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Closed" }));
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(`${(1200 - open).toLocaleString("en-US")} records`), { timeout: 8000 });
    expect(lists().at(-1)?.searchParams.get("status")).toBe("Closed");
    await user.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("1,200 records"), { timeout: 8000 });
    // The pager writes the count as the total does.
    expect(screen.getByText("1–10 of 1,200")).toBeInTheDocument();
    expect(lists().at(-1)?.searchParams.has("status")).toBe(false);
    expect(window.location.search).toContain("quick=all");
  });

  it("shows a shipment's milestones in time order with their codes, its legs and how late it is", async () => {
    const shipment = details().find(
      (candidate) => candidate.status === "Open" && candidate.routes.filter((leg) => leg.modal === "Air").length === 2 && candidate.late,
    ) ?? details().find((candidate) => candidate.routes.filter((leg) => leg.modal === "Air").length === 2)!;
    await signInAs("admin", `/${SHIPMENTS}/show/${shipment.id}`);
    const timeline = await screen.findByTestId("milestone-timeline", {}, { timeout: 8000 });
    const items = within(timeline).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".MuiChip-label")?.textContent)).toEqual(
      timelineOrder(shipment.milestones).map((milestone) => milestone.code),
    );
    // The code beside its label, in the page's language.
    expect(within(items[0]!).getByText("BKD")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Booked")).toBeInTheDocument();
    const legs = screen.getByRole("table", { name: "Route legs" });
    for (const leg of shipment.routes) expect(within(legs).getByText(leg.voyage)).toBeInTheDocument();
    // The map is its own chunk, shown when it has loaded.
    expect(await screen.findByRole("img", { name: `Route and current position of ${shipment.trackingNumber}` }, { timeout: 8000 })).toBeInTheDocument();
  });

  it("opens the shipment's tracking log for who may read it, and shows it disabled, with the reason, to who may not", async () => {
    const shipment = details()[0]!;
    await signInAs("admin", `/${SHIPMENTS}/show/${shipment.id}`);
    const link = await screen.findByTestId("shipment-log-link", {}, { timeout: 8000 });
    expect(link).toHaveAttribute("href", `/edb/transport-tracking-shipments-log?filter.trackingNumber.eq=${encodeURIComponent(shipment.trackingNumber)}`);
    cleanup();

    // Trade compliance follows shipments but not the partners' log (SPEC §6: shown, not hidden).
    await signInAs("compliance", `/${SHIPMENTS}/show/${shipment.id}`);
    const refused = await screen.findByTestId("shipment-log-link", {}, { timeout: 8000 });
    expect(refused).not.toHaveAttribute("href");
    expect(refused).toHaveAttribute("aria-disabled", "true");
    expect(refused.closest('[data-testid="permission-reason"]')).toHaveAccessibleName("You don't have permission to access");
  });

  it("says how far behind the plan a shipment is: late past the tolerance, behind within it, or on time", async () => {
    const behind = details().find((candidate) => !candidate.late && candidate.lateHours > 0)!;
    await signInAs("admin", `/${SHIPMENTS}/show/${behind.id}`);
    expect(await screen.findByTestId("shipment-lateness", {}, { timeout: 8000 })).toHaveTextContent(
      `${behind.lateHours} h behind the plan, within the 12 h tolerance`,
    );
  });

  it("marks a shipment's Late and In exception as bad news when yes, not in a plain yes's green", async () => {
    const troubled = details().find((candidate) => candidate.late && candidate.inException)!;
    await signInAs("admin", `/${SHIPMENTS}/show/${troubled.id}`);
    const late = await valueChip("Late");
    expect(late).toHaveTextContent("Yes");
    expect(late).toHaveClass("MuiChip-colorWarning");
    const inException = await valueChip("In exception");
    expect(inException).toHaveTextContent("Yes");
    expect(inException).toHaveClass("MuiChip-colorError");
  });

  it("shows a plain no of Late in the neutral colour", async () => {
    const onTime = details().find((candidate) => !candidate.late && !candidate.inException)!;
    await signInAs("admin", `/${SHIPMENTS}/show/${onTime.id}`);
    const notLate = await valueChip("Late");
    expect(notLate).toHaveTextContent("No");
    expect(notLate).toHaveClass("MuiChip-colorDefault");
  });

  it("says a lateness in words, leaving out a part that is zero", async () => {
    const hoursOnly = details().find((candidate) => candidate.late && candidate.lateHours < 24)!;
    const { unmount } = await signInAs("admin", `/${SHIPMENTS}/show/${hoursOnly.id}`);
    expect(await screen.findByTestId("shipment-lateness", {}, { timeout: 8000 })).toHaveTextContent(
      new RegExp(`^${hoursOnly.lateHours} hours late against the plan$`),
    );
    unmount();
    const both = details().find((candidate) => candidate.late && candidate.lateHours > 48 && candidate.lateHours % 24 > 1)!;
    await signInAs("admin", `/${SHIPMENTS}/show/${both.id}`, "pt-BR");
    expect(await screen.findByTestId("shipment-lateness", {}, { timeout: 8000 })).toHaveTextContent(
      `${Math.floor(both.lateHours / 24)} dias e ${both.lateHours % 24} horas de atraso em relação ao plano`,
    );
  });

  it("counts the dashboard's KPIs from the shipments, and each KPI opens the list it counts", async () => {
    const { user } = await signInAs("admin", "/edb/transport-tracking-home");
    const open = details().filter((shipment) => shipment.status === "Open");
    const late = open.filter((shipment) => shipment.late).length;
    const kpi = await screen.findByTestId("kpi-late", {}, { timeout: 8000 });
    expect(kpi).toHaveTextContent(`${late}Late against ETA`);
    expect(screen.getByTestId("kpi-open")).toHaveTextContent(`${open.length}Open shipments`);
    expect(screen.getByTestId("kpi-inException")).toHaveTextContent(`${open.filter((shipment) => shipment.inException).length}In exception`);
    await user.click(kpi);
    await waitFor(() => expect(currentPath()).toBe(`/${SHIPMENTS}`));
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(`${late.toLocaleString("en-US")} records`), { timeout: 8000 });
  });

  it("shows the dashboard's figures and exceptions as plain text to whoever may not read the shipments", async () => {
    const grant = db.list("user-profile-resource").find((row) => row.profileId === 4 && row.resource === SHIPMENTS)!;
    await db.write((tx) => tx.update("user-profile-resource", grant.id as number, { read: false }));
    await signInAs("viewer", "/edb/transport-tracking-home");
    const kpi = await screen.findByTestId("kpi-late", {}, { timeout: 8000 });
    expect(kpi).toHaveTextContent("Late against ETA");
    expect(kpi.closest("a")).toBeNull();
    const byLsp = await screen.findByRole("table", { name: "Open shipments by LSP and status" }, { timeout: 8000 });
    expect(within(byLsp).queryAllByRole("link")).toEqual([]);
    const exceptions = screen.getByRole("region", { name: "Newest exceptions" });
    expect(within(exceptions).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(within(exceptions).queryAllByRole("link")).toEqual([]);
  });

  it("names a shipment held by an exception as such on the map, not by its red dot alone", async () => {
    await signInAs("admin", "/edb/transport-tracking-home");
    const map = await screen.findByRole("group", { name: /^Current positions of \d+ open shipments$/ }, { timeout: 10000 });
    const held = details().find((shipment) => shipment.status === "Open" && shipment.inException)!;
    expect(within(map).getByRole("button", { name: new RegExp(`^${held.trackingNumber}, .*, In exception, `) })).toBeInTheDocument();
    expect(screen.getByText("Red: held by an exception")).toBeInTheDocument();
  });

  it("says 'the last day' for a one-day window", async () => {
    const parameter = db.list("parameter-system").find((row) => row.name === "filterDays")!;
    await db.write((tx) => tx.update("parameter-system", parameter.id as number, { value: "1" }));
    await signInAs("admin", "/edb/transport-tracking-home", "pt-BR");
    expect(await screen.findByTestId("kpi-delivered", {}, { timeout: 8000 })).toHaveTextContent(/Entregues no último dia$/);
    expect(await screen.findByRole("heading", { name: "Entregas por dia, último dia" }, { timeout: 8000 })).toBeInTheDocument();
  });

  it("asks for the dashboard's parts at once and counts deliveries over the server's filterDays window", async () => {
    const parameter = db.list("parameter-system").find((row) => row.name === "filterDays")!;
    await db.write((tx) => tx.update("parameter-system", parameter.id as number, { value: "14" }));
    const sent = sentRequests();
    await signInAs("admin", "/edb/transport-tracking-home");
    // The last 14 days are 14 calendar days of the person's clock, today included, as on the chart beside the
    // KPI and on the home: from the start of the day 13 days ago.
    const since = new Date(new Date().setHours(0, 0, 0, 0) - 13 * 24 * 60 * 60 * 1000).getTime();
    const delivered = details().filter((shipment) => shipment.deliveredAt !== null && Date.parse(shipment.deliveredAt) >= since).length;
    expect(await screen.findByTestId("kpi-delivered", {}, { timeout: 8000 })).toHaveTextContent(`${delivered}Delivered in the last 14 days`);
    expect(await screen.findByRole("heading", { name: "Deliveries per day, last 14 days" }, { timeout: 8000 })).toBeInTheDocument();
    const perDay = await screen.findByRole("table", { name: "Deliveries per day, last 14 days" }, { timeout: 8000 });
    const counted = within(perDay)
      .getAllByRole("row")
      .slice(1)
      .reduce((sum, row) => sum + Number((row.lastElementChild?.textContent ?? "0").replace(/\D/g, "")), 0);
    expect(counted).toBe(delivered);
    // No call of the dashboard waits for the parameter: none is made for it.
    expect(sent.some((url) => url.pathname.endsWith("/parameter-system") && url.searchParams.get("name") === "filterDays")).toBe(false);
    expect(sent.find((url) => url.pathname.endsWith("/transport-tracking-home/kpis"))?.searchParams.has("days")).toBe(false);
  });

  it("keeps the other parts of the dashboard on screen when one fails, and Retry brings it back", async () => {
    let fail = true;
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/transport-tracking-home/charts`, () =>
        fail ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await signInAs("admin", "/edb/transport-tracking-home");
    // One sentence whatever the reason's own punctuation ("Database unavailable", "error comunication", "… action.").
    const alert = await screen.findByText(
      "Open shipments by LSP and status could not be loaded: Database unavailable. The rest of the dashboard is shown.",
      {},
      { timeout: 8000 },
    );
    expect(screen.getByTestId("kpi-open")).toBeInTheDocument();
    fail = false;
    // From the keyboard: the retry button goes with the message, and the focus to the part it brought back.
    act(() => within(alert.closest(".MuiAlert-root") as HTMLElement).getByRole("button", { name: "Try again" }).focus());
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("table", { name: "Open shipments by LSP and status" }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Open shipments by LSP and status", level: 2 })).toHaveFocus());
  });

  it("asks again for a part that failed when the dashboard's menu entry is clicked while it is on screen", async () => {
    let fail = true;
    let asked = 0;
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/transport-tracking-home/charts`, () => {
        asked += 1;
        return fail ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 }) : undefined;
      }),
    );
    const { user } = await signInAs("admin", "/edb/transport-tracking-home");
    await screen.findByText(/Open shipments by LSP and status could not be loaded: Database unavailable/, {}, { timeout: 8000 });
    const askedWhileFailing = asked;
    fail = false;
    await user.click(screen.getAllByRole("link", { name: "Dashboard" })[0]!);
    expect(await screen.findByRole("table", { name: "Open shipments by LSP and status" }, { timeout: 8000 })).toBeInTheDocument();
    expect(asked).toBeGreaterThan(askedWhileFailing);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it.each([
    ["en-US", "Save", "Title", "This partner already exists"],
    ["pt-BR", "Salvar", "Título", "Este parceiro já existe"],
  ] as const)("refuses a partner that already exists beside its title (%s)", async (language, save, title, message) => {
    const before = db.list(PARTNERS).length;
    const { user } = await signInAs("admin", `/${PARTNERS}/create`, language);
    const input = await screen.findByLabelText(new RegExp(`^${title}`), {}, { timeout: 8000 });
    await user.type(input, "DHL");
    await user.click(screen.getByText(save, { selector: "button" }));
    await waitFor(() => expect(helperOf("title")).toHaveTextContent(message), { timeout: 8000 });
    expect((input as HTMLInputElement).value).toBe("DHL");
    expect(db.list(PARTNERS)).toHaveLength(before);
  });
});
