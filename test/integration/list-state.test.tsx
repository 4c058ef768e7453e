import { act, render, screen, waitFor, within } from "@testing-library/react";
import App from "../../src/app/app";
import { http } from "msw";
import { demoUrls, server } from "../msw-server";
import { renderWithRefine, signInAs } from "../render-with-refine";

/** The query strings the list asked the demo backend for, for one resource path. */
function recordListRequests(path: string) {
  const searches: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname.endsWith(path)) searches.push(url.search);
  });
  return searches;
}

const firstCountry = async () => {
  const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
  await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(1), { timeout: 8000 });
  return within(grid).getAllByRole("row")[1].textContent;
};

describe("list state kept in the address", () => {
  afterEach(() => server.events.removeAllListeners());

  it("pages on the server and a reload of the address shows the same page", async () => {
    const requests = recordListRequests("/edb/country-list");
    const { user, unmount } = await signInAs("admin", "/edb/country-list");
    expect(await firstCountry()).toContain("Afghanistan");
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("249 records"));
    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("current")).toBe("2"));
    await waitFor(() => {
      const request = new URLSearchParams(requests.at(-1));
      expect([request.get("_start"), request.get("_end")]).toEqual(["10", "20"]);
    });
    const secondPage = await waitFor(async () => {
      const first = await firstCountry();
      expect(first).not.toContain("Afghanistan");
      return first;
    }, { timeout: 8000 });
    unmount();

    renderWithRefine({ route: `/edb/country-list${window.location.search}` });
    await waitFor(async () => expect(await firstCountry()).toBe(secondPage), { timeout: 8000 });
    expect(screen.getByText("11–20 of 249")).toBeInTheDocument();
  });

  it("leaves the field a quick filter sets to it: no filter of the person's silently replaces it", async () => {
    const requests = recordListRequests("/edb/robot-process-log");
    // Error pressed, and a status filter of Success typed in the address (or kept from before).
    const { user } = await signInAs("admin", "/edb/robot-process-log?quick=error&filter.type.eq=success");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 8000 });
    const sent = new URLSearchParams(requests.at(-1));
    expect(sent.getAll("type")).toEqual(["error"]);
    expect(screen.getByRole("button", { name: "Error" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByTestId("filter-chip")).toBeNull();
    // The status is not offered as a filter of the person's while a quick filter sets it.
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Status" })).toBeNull();
    expect(within(menu).getByRole("menuitem", { name: "Routine" })).toBeInTheDocument();
  });

  it("shows an exact text filter a link opened the list with in its editor, and keeps it on Apply", async () => {
    const { user } = await signInAs("admin", "/edb/transport-tracking-shipments?quick=all&filter.supplier.eq=DHL");
    const chip = await screen.findByTestId("filter-chip", {}, { timeout: 8000 });
    await user.click(chip);
    const exact = await screen.findByRole("textbox", { name: "Supplier (LSP) is exactly" }, { timeout: 8000 });
    expect(exact).toHaveValue("DHL");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Supplier (LSP) is exactly" })).toBeNull());
    expect(new URLSearchParams(window.location.search).get("filter.supplier.eq")).toBe("DHL");
    expect(screen.getByTestId("filter-chip")).toHaveTextContent("DHL");
  });

  it("says a range whose To is below its From could match nothing, and does not apply it", async () => {
    const { user } = await signInAs("admin", "/edb/edb-transit-time?filter.transitTime.gte=10&filter.transitTime.lte=5");
    await user.click(await screen.findByTestId("filter-chip", {}, { timeout: 8000 }));
    expect(await screen.findByText("“To” is before “From”: nothing could match.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    const to = screen.getByRole("textbox", { name: "To" });
    await user.clear(to);
    await user.type(to, "12");
    expect(screen.queryByText("“To” is before “From”: nothing could match.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("filter.transitTime.lte")).toBe("12"));
  });

  it("keeps the focus in the filter bar when a chip is removed from the keyboard, and after Clear all", async () => {
    const { user } = await signInAs("admin", "/edb/country-list?filter.code2.contains=B&filter.country.contains=bra&filter.continent.eq=AF");
    await waitFor(() => expect(screen.getAllByTestId("filter-chip")).toHaveLength(3), { timeout: 8000 });
    const [first, second, third] = screen.getAllByTestId("filter-chip");
    // The middle chip removed: the focus goes to the one after it.
    act(() => second!.focus());
    await user.keyboard("{Delete}");
    await waitFor(() => expect(screen.getAllByTestId("filter-chip")).toHaveLength(2));
    await waitFor(() => expect(third).toHaveFocus());
    // The last one removed: to the one before it.
    await user.keyboard("{Delete}");
    await waitFor(() => expect(screen.getAllByTestId("filter-chip")).toHaveLength(1));
    await waitFor(() => expect(first).toHaveFocus());
    // Clear all goes with the chips: the focus goes to Add filter.
    act(() => screen.getByRole("button", { name: "Clear all" }).focus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByTestId("filter-chip")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Add filter" })).toHaveFocus());
  });

  it("puts the focus on the row that takes a deleted row's place, not at the top of the page", async () => {
    const { user } = await signInAs("admin", "/informative");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(2), { timeout: 8000 });
    const deletedName = within(grid).getAllByRole("row")[1]!.textContent;
    await waitFor(() => expect(within(grid).getAllByLabelText("Delete")[0]).toBeEnabled(), { timeout: 8000 });
    await user.click(within(grid).getAllByLabelText("Delete")[0]!);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(within(screen.getByRole("grid")).getAllByRole("row")[1]!.textContent).not.toBe(deletedName), { timeout: 8000 });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const focusedRow = (document.activeElement as HTMLElement).closest('[role="row"]');
    expect(focusedRow).toBe(within(screen.getByRole("grid")).getAllByRole("row")[1]);
    expect((document.activeElement as HTMLElement).closest("[data-field]")).toHaveAttribute("data-field", "__actions");
  });

  it("takes a page past the end to the last page with rows", async () => {
    await signInAs("admin", "/edb/country-list?current=99");
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("current")).toBe("25"), {
      timeout: 8000,
    });
    expect(await screen.findByText("241–249 of 249", {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(async () => expect(await firstCountry()).not.toBe(""), { timeout: 8000 });
    expect(screen.queryByText("No data to display")).toBeNull();
  });

  it("opens a bookmarked order, column filter and search as they were", async () => {
    const requests = recordListRequests("/edb/country-list");
    await signInAs(
      "admin",
      "/edb/country-list?sort=country&order=desc&filter.continent.eq=SA&q=a",
    );
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/^[\d,]+ records?$/), { timeout: 8000 });
    const request = new URLSearchParams(requests.at(-1));
    expect(request.get("_sort")).toBe("country");
    expect(request.get("_order")).toBe("desc");
    expect(request.get("continent")).toBe("SA");
    expect(request.get("q")).toBe("a");
    expect(screen.getByLabelText("Search")).toHaveValue("a");
    expect(await firstCountry()).toContain("Venezuela");
  });

  it("changes the order from the column header and puts it in the address", async () => {
    const { user } = await signInAs("admin", "/edb/country-list");
    expect(await firstCountry()).toContain("Afghanistan");
    await user.click(screen.getByRole("columnheader", { name: /^Country \(English\)/ }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("order")).toBe("desc"));
    await waitFor(async () => expect(await firstCountry()).toContain("Zimbabwe"), { timeout: 8000 });
  });

  it("moving to another list never shows the previous list's rows under the new title", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${demoUrls.apiUrl}/robot-pipeline`, async () => {
        await held;
        return undefined; // then the demo backend answers as usual
      }),
    );
    const { user } = await signInAs("admin", "/parameter-system");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getByText("filterDays")).toBeInTheDocument(), { timeout: 8000 });
    await user.click(screen.getByRole("link", { name: "SAP Transactions" }));
    await screen.findByRole("heading", { name: "SAP Transactions", level: 1 });
    expect(screen.queryByText("filterDays")).toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("8 records"), { timeout: 8000 });
  });

  it("a signed-in deep link's rows are asked for at start-up, and only once", async () => {
    const { unmount, wiring } = await signInAs("admin", "/main");
    unmount();
    const requests = recordListRequests("/parameter-system");
    window.history.replaceState(null, "", "/parameter-system?sort=value&order=desc");
    // What src/app/start.tsx does before rendering a signed-in tab.
    wiring.services.prefetchPage(window.location);
    await waitFor(() => expect(requests).toHaveLength(1));
    render(<App {...wiring} />);
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/records/));
    expect(requests).toEqual(["?_end=10&_order=desc&_sort=value&_start=0"]);
  });

  it("a signed-in bare list address asks at start-up for the state this tab remembers, and only once", async () => {
    const { unmount, wiring } = await signInAs("admin", "/main");
    unmount();
    sessionStorage.setItem("scm.list.parameter-system", "sort=value&order=desc");
    const requests = recordListRequests("/parameter-system");
    window.history.replaceState(null, "", "/parameter-system");
    wiring.services.prefetchPage(window.location);
    await waitFor(() => expect(requests).toHaveLength(1));
    render(<App {...wiring} />);
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/records/), { timeout: 8000 });
    expect(requests).toEqual(["?_end=10&_order=desc&_sort=value&_start=0"]);
  });

  it("a list the person may not see is not asked for at start-up", async () => {
    const { unmount, wiring } = await signInAs("viewer", "/main");
    await screen.findByTestId("user-name", {}, { timeout: 8000 });
    unmount();
    const requests = recordListRequests("/sap-impersonate-users");
    window.history.replaceState(null, "", "/sap-impersonate-users");
    wiring.services.prefetchPage(window.location);
    render(<App {...wiring} />);
    expect(
      await screen.findByText("You do not have permission for this module, contact your administrator.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("the page a sign-in returns to gets its rows asked for as sign-in ends, before the list is drawn", async () => {
    const requests: { search: string; gridShown: boolean }[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/robot-pipeline"))
        requests.push({ search: url.search, gridShown: document.querySelector('[role="grid"]') !== null });
    });
    await signInAs("admin", "/robot-pipeline?q=md06");
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("1 record"), { timeout: 8000 });
    expect(requests).toEqual([{ search: "?_end=10&_order=asc&_sort=name&_start=0&q=md06", gridShown: false }]);
  });

  it("what a sign-in that found no profile asked for early is never handed to the next account's page", async () => {
    const { wiring, unmount } = await signInAs("noprofile", "/parameter-system");
    await waitFor(() => expect(window.location.pathname).toBe("/unauthorized"));
    unmount();
    const requests: { token: string | null; gridShown: boolean }[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "GET" && new URL(request.url).pathname.endsWith("/parameter-system"))
        requests.push({ token: request.headers.get("authorization"), gridShown: document.querySelector('[role="grid"]') !== null });
    });
    // The same tab, another account, the same page, well within a prefetch's freshness.
    const outcome = await wiring.services.session.signIn({ as: "admin", returnTo: "/parameter-system" });
    expect(outcome).toEqual({ kind: "ready", to: "/parameter-system" });
    window.history.replaceState(null, "", "/parameter-system");
    render(<App {...wiring} />);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getByText("filterDays")).toBeInTheDocument(), { timeout: 8000 });
    // Asked for afresh with the admin's token before the list was drawn: not the refused answer of before.
    expect(requests).toEqual([{ token: `Bearer ${sessionStorage.getItem("scm.accessToken")}`, gridShown: false }]);
  });

  it("the home a sign-in ends on gets both its reads asked for as sign-in ends, each once, the window from filterDays", async () => {
    const requests: { path: string; search: string; homeShown: boolean }[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (request.method === "GET" && /\/(parameter-system|edb\/transport-tracking-shipments)$/.test(url.pathname))
        requests.push({
          path: url.pathname.slice(new URL(demoUrls.apiUrl).pathname.length),
          search: url.search,
          homeShown: screen.queryByRole("heading", { name: /Shipments concluded in the last/ }) !== null,
        });
    });
    await signInAs("admin", "/main");
    await waitFor(() => expect(screen.getByTestId("concluded-count")).toBeInTheDocument(), { timeout: 8000 });
    // The seeded filterDays is 30: the window starts at midnight 29 days back.
    const from = new Date();
    from.setHours(0, 0, 0, 0);
    from.setDate(from.getDate() - 29);
    expect(requests).toEqual([
      { path: "/parameter-system", search: "?name=filterDays", homeShown: false },
      {
        path: "/edb/transport-tracking-shipments",
        search: `?_order=desc&_sort=localDate&localDate_gte=${encodeURIComponent(from.toISOString())}&status=Closed`,
        homeShown: false,
      },
    ]);
  });
});
