import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { signInAs } from "../render-with-refine";

/** Priority shipments' three screens over one set of rows (DESIGN §9.4). */
describe("Priority shipments", () => {
  afterEach(() => server.events.removeAllListeners());

  it("trade compliance types only its own fields: the rest shows read-only, and only those go to the server", async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH") sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    });
    const line = db.get("edb/priority-shipments", 7)!;
    const { user } = await signInAs("admin", "/edb/trade-compliance/edit/7");
    await screen.findByRole("heading", { name: "Edit Trade Compliance Line" }, { timeout: 8000 });
    const wam = await screen.findByRole("textbox", { name: "WAM" });
    await waitFor(() => expect(wam).toHaveValue(String(line.wam)));
    // The line's own fields are shown as values, with no input to type into.
    expect(screen.getByText(String(line.invoiceInb))).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^Invoice INB/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /^Qty/ })).toBeNull();
    await user.clear(wam);
    await user.type(wam, "WAM-70707");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(db.get("edb/priority-shipments", 7)?.wam).toBe("WAM-70707"), { timeout: 8000 });
    expect(sent.at(-1)?.path).toMatch(/\/edb\/trade-compliance\/7$/);
    expect(Object.keys(sent.at(-1)?.body as object)).toEqual(["wam"]);
  });

  it("shows Inbound's trade compliance fields read-only, and a planner may read trade compliance but not edit it", async () => {
    await signInAs("planner", "/edb/priority-shipments/edit/7");
    await screen.findByRole("heading", { name: "Edit Priority Shipment" }, { timeout: 8000 });
    expect(await screen.findByText("Trade compliance comments")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Trade compliance comments" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Inbound comments" })).toBeEnabled();

    await signInAs("planner", "/edb/trade-compliance");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("menuitem", { name: "Edit" })[0]).toHaveAttribute("aria-disabled", "true"), {
      timeout: 8000,
    });
  });

  it("flags a line as duplicated once another repeats its invoice INB and material", async () => {
    const line = db.list("edb/priority-shipments").find((row) => row.id === 7)!;
    const field = (name: string) => screen.getByText(name, { selector: "dt" }).parentElement!;
    const first = await signInAs("planner", "/edb/priority-shipments/show/7");
    await screen.findByRole("heading", { name: "Priority Shipment: details" }, { timeout: 8000 });
    await waitFor(() => expect(within(field("Duplicated")).getByText("No")).toBeInTheDocument(), { timeout: 8000 });
    first.unmount();
    const { id: _id, ...copy } = line;
    await db.write((tx) => tx.insert("edb/priority-shipments", { ...copy, invoiceInb: ` ${String(line.invoiceInb).toLowerCase()} ` }));
    await signInAs("planner", "/edb/priority-shipments/show/7");
    await screen.findByRole("heading", { name: "Priority Shipment: details" }, { timeout: 8000 });
    await waitFor(() => expect(within(field("Duplicated")).getByText("Yes")).toBeInTheDocument(), { timeout: 8000 });
    // A line entered twice is a warning, not the green of a plain yes.
    expect(within(field("Duplicated")).getByText("Yes").closest(".MuiChip-root")).toHaveClass("MuiChip-colorWarning");
  });

  it("keeps codes and dates on one line on the board: a material's spaces never break it", async () => {
    await signInAs("planner", "/edb/priority-shipments-display");
    const board = (await screen.findAllByRole("table", {}, { timeout: 8000 }))[0]!;
    const [header, first] = within(board).getAllByRole("row");
    const cells = (row: HTMLElement) => within(row).getAllByRole(row === header ? "columnheader" : "cell");
    const column = (label: string) => cells(header!).findIndex((cell) => cell.textContent === label);
    const material = cells(first!)[column("Material")]!;
    expect(material.textContent).toContain(" ");
    for (const label of ["Invoice INB", "Material", "Qty", "ETA"]) {
      expect(getComputedStyle(cells(first!)[column(label)]!).whiteSpace, label).toBe("nowrap");
    }
  });

  it("says the board is not loaded when its first read fails, and Retry reads it again", async () => {
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/priority-shipments-display`, () =>
        HttpResponse.json({ message: "Injected failure" }, { status: 500 }),
      ),
    );
    const { user } = await signInAs("planner", "/edb/priority-shipments-display");
    const alert = await screen.findByText(/^The lines could not be loaded: Injected failure/, {}, { timeout: 15000 });
    expect(screen.getByTestId("board-updated")).toHaveTextContent("Not loaded");
    server.resetHandlers();
    // From the keyboard: once the board is back, the focus is on its title, not at the top of the document.
    act(() => within(alert.closest('[role="alert"]') as HTMLElement).getByRole("button", { name: "Retry" }).focus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("board-updated")).toHaveTextContent(/^Updated /), { timeout: 8000 });
    expect(screen.queryByText(/^The lines could not be loaded/)).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
  });
});
