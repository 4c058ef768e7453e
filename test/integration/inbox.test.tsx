import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const INBOX_GRANTS = "user-profile-resource";
const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole("row").slice(1);

/** The exception inbox in the app (DESIGN §9): what each person sees, the count, hiding and opening an item. */
describe("The exception inbox", () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows the planner their own lines, counts the open items beside the bell, and opens an item where it is resolved", async () => {
    const { user } = await signInAs("planner", "/inbox");
    await screen.findByRole("heading", { name: "Exception Inbox", level: 1 }, { timeout: 8000 });
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(rowsOf(grid).length).toBe(10), { timeout: 15000 });
    const count = await screen.findByRole("link", { name: /^Open the exception inbox: [\d,]+ open exceptions$/ }, { timeout: 15000 });
    const open = Number(/([\d,]+) open/.exec(count.getAttribute("aria-label") ?? "")?.[1]?.replace(/,/g, ""));
    expect(screen.getByTestId("list-total")).toHaveTextContent(`${open.toLocaleString("en-US")} records`);

    await user.click(screen.getByRole("button", { name: "Mine" }));
    await waitFor(() => expect(screen.getByTestId("list-total")).not.toHaveTextContent(`${open.toLocaleString("en-US")} records`), { timeout: 8000 });
    const mineGrid = screen.getByRole("grid");
    await waitFor(() => expect(within(mineGrid).getAllByText("EDB Material Capability").length + within(mineGrid).queryAllByText("EDB CTB").length + within(mineGrid).queryAllByText("EFA").length).toBeGreaterThan(0));
    const first = rowsOf(mineGrid)[0]!;
    expect(within(first).getByText(/^Order .+ needs .+ on \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();

    await user.click(within(first).getByRole("menuitem", { name: "Open where it is resolved" }));
    await waitFor(() => expect(["/material-capability/download-result", "/ctb/ctb_result", "/efa/download-result"]).toContain(currentPath()));
    expect(window.location.search).toMatch(/^\?q=/);
  }, 60_000);

  it("keeps a failed count read in the background to itself: no error toast over the screen the person is on", async () => {
    const answered: number[] = [];
    server.use(http.get(`${demoUrls.apiUrl}/inbox`, () => HttpResponse.json({ message: "Service unavailable" }, { status: 503 })));
    server.events.on("response:mocked", ({ request, response }) => {
      if (new URL(request.url).pathname.endsWith("/inbox")) answered.push(response.status);
    });
    await signInAs("planner", "/edb/edb-partner");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    // The read and its one retry, both failed.
    await waitFor(() => expect(answered.filter((status) => status === 503)).toHaveLength(2), { timeout: 15000 });
    // The badge only says where it leads; what failed is nothing the person asked for.
    expect(await screen.findByRole("link", { name: "Open the exception inbox" })).toBeInTheDocument();
    await act(() => delay(300));
    expect(screen.queryByTestId("toast")).toBeNull();
  }, 30_000);

  it("counts an item resolved elsewhere off the badge at once: a WAM saved in Trade compliance", async () => {
    const waiting = db
      .list("edb/priority-shipments")
      .find((row) => !row.arrived && row.ata === null && String(row.wam ?? "").trim() === "")!;
    const { user } = await signInAs("compliance", `/edb/trade-compliance/edit/${waiting.id}`);
    const badge = await screen.findByRole("link", { name: /^Open the exception inbox: [\d,]+ open exceptions?$/ }, { timeout: 15000 });
    const countOf = () => Number(/([\d,]+) open/.exec(badge.getAttribute("aria-label") ?? "")?.[1]?.replace(/,/g, ""));
    const before = countOf();
    const wam = await screen.findByRole("textbox", { name: "WAM" });
    await user.type(wam, "WAM-80808");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(currentPath()).toBe(`/edb/trade-compliance/show/${waiting.id}`), { timeout: 8000 });
    // Well before the badge's own minute.
    await waitFor(() => expect(countOf()).toBe(before - 1), { timeout: 8000 });
  }, 30_000);

  it("shows trade compliance only what it may list, and hides an item for that person until it changes", async () => {
    const posts: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/inbox/hidden")) posts.push(await request.clone().json());
    });
    const { user } = await signInAs("compliance", "/inbox?filter.kind.eq=compliance");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(0), { timeout: 15000 });
    expect(within(grid).queryByText("EDB Material Capability")).toBeNull();
    const [first, second] = rowsOf(grid);
    const subject = within(first!).getByText(/^INB\d+$/).textContent!;
    const next = within(second!).getByText(/^INB\d+$/).textContent!;
    const before = screen.getByTestId("list-total").textContent;
    // From the keyboard: the row leaves the list, and the focus goes to the same cell of the row in its place.
    act(() => within(first!).getByRole("button", { name: `Hide: ${subject}` }).focus());
    await user.keyboard("{Enter}");
    expect(await screen.findByText(`${subject} is hidden until it changes.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("list-total").textContent).not.toBe(before));
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const focusedRow = (document.activeElement as HTMLElement).closest('[role="row"]') as HTMLElement;
    expect(within(focusedRow).getByText(next)).toBeInTheDocument();
    expect(within(focusedRow).getByRole("button", { name: `Hide: ${next}` })).toBeInTheDocument();
    expect((document.activeElement as HTMLElement).closest('[role="gridcell"]')).toHaveAttribute("data-field", "hidden");
    expect(posts).toEqual([expect.objectContaining({ id: expect.stringMatching(/^compliance\.\d+$/), hidden: true })]);
    expect(within(screen.getByRole("grid")).queryByText(subject)).toBeNull();
    const stored = db.list("inbox-hidden");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: db.list("users").find((row) => row.userName === "COMPLIANCE")!.id });
  }, 60_000);

  it("a second click on Hide while it is under way stays in the inbox instead of opening the item", async () => {
    server.use(
      http.post(`${demoUrls.apiUrl}/inbox/hidden`, async () => {
        await delay(800);
        return undefined;
      }),
    );
    const { user } = await signInAs("compliance", "/inbox?filter.kind.eq=compliance");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(0), { timeout: 15000 });
    const subject = within(rowsOf(grid)[0]!).getByText(/^INB\d+$/).textContent!;
    const hide = within(rowsOf(grid)[0]!).getByRole("button", { name: `Hide: ${subject}` });
    await user.click(hide);
    await waitFor(() => expect(hide).toBeDisabled());
    // A browser sends the click on a disabled button to what lies under it: its cell.
    fireEvent.click(hide.closest('[role="gridcell"]')!);
    expect(await screen.findByText(`${subject} is hidden until it changes.`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(currentPath()).toBe("/inbox");
  }, 60_000);

  it("is neither in the menu nor beside the bell for a profile without its grant", async () => {
    await db.write((tx) => {
      for (const row of tx.list(INBOX_GRANTS)) if (row.resource === "inbox" && row.profileId === 4) tx.update(INBOX_GRANTS, row.id, { read: false });
    });
    await signInAs("viewer", "/main");
    await screen.findByRole("navigation", { name: "Main menu" }, { timeout: 8000 });
    await screen.findByRole("link", { name: "Home" });
    expect(screen.queryByRole("link", { name: "Exception Inbox" })).toBeNull();
    expect(screen.queryByTestId("inbox-count")).toBeNull();
  }, 60_000);
});
