import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { windowStart } from "../../src/features/home/concluded-by-day";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, renderWithRefine, signInAs } from "../render-with-refine";

/** What the home dashboard counts by default: the shipments closed in the window of the last 30 days. */
const closedInLast30Days = () => {
  const since = windowStart(new Date(), 30).toISOString();
  return db.list("edb/transport-tracking-shipments").filter((row) => row.status === "Closed" && String(row.localDate) >= since).length;
};

describe("the signed-in shell", () => {
  it("says a record is not found at once, without asking the server a second time", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname.endsWith("/informative/99999")) asked.push(request.method);
    });
    await signInAs("admin", "/informative/show/99999");
    expect(await screen.findByText("Record not found.", {}, { timeout: 8000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(asked).toEqual(["GET"]);
    server.events.removeAllListeners();
  });

  it("shows the title, the version and the menu tree from the registry", async () => {
    await signInAs("admin");
    expect(await screen.findAllByText("Supply Chain Management")).not.toHaveLength(0);
    expect(screen.getByTestId("app-version")).toHaveTextContent("v.1.0.0");
    const home = await screen.findAllByRole("link", { name: "Home" });
    expect(home[0]).toHaveAttribute("href", "/main");
  });

  it("asks the main backend for the bell's notices on an EFA page too", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/informative/unviewed/")) asked.push(new URL(request.url).pathname);
    });
    await signInAs("admin", "/efa/master-data");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("notification-count")).toHaveTextContent("4"), { timeout: 8000 });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((path) => path.startsWith("/api/informative/"))).toBe(true);
    server.events.removeAllListeners();
  });

  it("counts unviewed notices, lists them as text, and posts the view when one is clicked", async () => {
    const views: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/informative/view")) views.push(await request.clone().json());
    });
    const { user } = await signInAs("admin");
    const badge = await screen.findByTestId("notification-count");
    await waitFor(() => expect(badge).toHaveTextContent("4"));

    await user.click(screen.getByRole("button", { name: /Notifications: 4 new notifications/ }));
    const panel = await screen.findByTestId("notifications-panel");
    // The drawer is a named modal dialog: a screen reader says where the focus went.
    const drawer = screen.getByRole("dialog", { name: "User panel" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(drawer).toContainElement(panel);
    const items = within(panel).getAllByRole("button", { name: /Mark ".*" as read/ });
    expect(items).toHaveLength(4);
    // Server text is text: the HTML-looking notice shows its tags literally.
    expect(within(panel).getByText(/<b>HTML-looking<\/b>/)).toBeInTheDocument();
    expect(within(panel).getAllByText(/^Updated \d\d\/\d\d\/\d{4}/)).toHaveLength(4);
    // A screen reader hears the notice itself with the button: its text and its date.
    for (const item of items) expect(item).toHaveAccessibleDescription(/\S.* Updated \d\d\/\d\d\/\d{4}/);

    // Asked for again at click time: a refetch of the notices may have redrawn the list meanwhile.
    await user.click(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })[0]);
    await waitFor(() => expect(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })).toHaveLength(3), {
      timeout: 8000,
    });
    await waitFor(() => expect(badge).toHaveTextContent("3"), { timeout: 8000 });
    const userId = db.list("users").find((u) => u.userName === "ADMIN")?.id;
    expect(views).toEqual([{ notificationId: expect.any(Number), userId }]);
    server.events.removeAllListeners();
  });

  it("keeps the focus in the panel as notices read from the keyboard leave it", async () => {
    const { user } = await signInAs("admin");
    await waitFor(() => expect(screen.getByTestId("notification-count")).toHaveTextContent("4"), { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: /Notifications: 4 new notifications/ }));
    const panel = await screen.findByTestId("notifications-panel");
    const marks = () => within(panel).queryAllByRole("button", { name: /Mark ".*" as read/ });
    await waitFor(() => expect(marks()).toHaveLength(4));
    // Each read with Enter: the focus goes to the notice that takes its place, then to "No new notifications."
    for (let left = 4; left > 0; left -= 1) {
      const next = marks()[1] ?? null;
      act(() => marks()[0]!.focus());
      await user.keyboard("{Enter}");
      await waitFor(() => expect(marks()).toHaveLength(left - 1), { timeout: 8000 });
      if (next) await waitFor(() => expect(next).toHaveFocus());
    }
    await waitFor(() => expect(within(panel).getByText("No new notifications.")).toHaveFocus());
  });

  it("says in the page's language why the notices could not be read, and Retry reads them at once", async () => {
    server.use(
      http.get(`${demoUrls.apiUrl}/informative/unviewed/:userId`, () => HttpResponse.json({ message: "Injected failure" }, { status: 500 })),
    );
    const { user } = await signInAs("admin", "/main", "pt-BR");
    await user.click(await screen.findByRole("button", { name: /^Notificações/ }, { timeout: 8000 }));
    const panel = await screen.findByTestId("notifications-panel");
    const alert = await within(panel).findByRole("alert", {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("Falha simulada");
    server.resetHandlers();
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(within(panel).getAllByRole("button", { name: /^Marcar/ })).toHaveLength(4), { timeout: 8000 });
    expect(within(panel).queryByRole("alert")).toBeNull();
  });

  it("says 'No new notifications.' when everything was read", async () => {
    server.use(http.get(`${demoUrls.apiUrl}/informative/unviewed/:id`, () => HttpResponse.json([])));
    const { user } = await signInAs("viewer");
    await user.click(await screen.findByRole("button", { name: /Notifications: 0 new notifications/ }));
    expect(await screen.findByText("No new notifications.")).toBeInTheDocument();
  });

  it("a failed marking is only logged and the notice still leaves the list", async () => {
    server.use(http.post(`${demoUrls.apiUrl}/informative/view`, () => HttpResponse.json({ message: "nope" }, { status: 500 })));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user } = await signInAs("admin");
    await waitFor(() => expect(screen.getByTestId("notification-count")).toHaveTextContent("4"));
    await user.click(screen.getByRole("button", { name: /Notifications/ }));
    const panel = await screen.findByTestId("notifications-panel");
    await user.click(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })[0]);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // The list is redrawn after the warning: the notice leaves it a render later.
    await waitFor(() => expect(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })).toHaveLength(3), {
      timeout: 8000,
    });
  });

  it("keeps a clicked notice out of the list when a fetch under way when it was clicked answers later", async () => {
    let gets = 0;
    let lateAnswers = 0;
    // The first fetch answers at once; later ones (the panel's own) are slow, then fall through to the demo handler.
    server.use(
      http.get(`${demoUrls.apiUrl}/informative/unviewed/:id`, async () => {
        gets += 1;
        if (gets > 1) {
          await delay(600);
          lateAnswers += 1;
        }
        return undefined;
      }),
      http.post(`${demoUrls.apiUrl}/informative/view`, () => HttpResponse.json({ message: "nope" }, { status: 500 })),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user } = await signInAs("admin");
    await waitFor(() => expect(screen.getByTestId("notification-count")).toHaveTextContent("4"));
    await user.click(screen.getByRole("button", { name: /Notifications/ }));
    const panel = await screen.findByTestId("notifications-panel");
    await user.click(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })[0]);
    await waitFor(() => expect(lateAnswers).toBeGreaterThan(0), { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("notification-count")).toHaveTextContent("3"));
    expect(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })).toHaveLength(3);
  });

  it("resets the demo data from the settings panel through the main backend, on an EFA page too", async () => {
    const resets: { path: string; auth: string | null }[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/demo/reset")) {
        resets.push({ path: new URL(request.url).pathname, auth: request.headers.get("authorization") });
      }
    });
    const { user } = await signInAs("admin", "/efa/master-data");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await user.click(screen.getByTestId("user-name"));
    await user.click(await screen.findByRole("button", { name: "Reset demo data" }, { timeout: 8000 }));
    // Asked first: Cancel changes nothing.
    let ask = await screen.findByRole("dialog", { name: "Reset the demo data?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reset the demo data?" })).toBeNull());
    expect(resets).toEqual([]);
    await user.click(await screen.findByRole("button", { name: "Reset demo data" }));
    ask = await screen.findByRole("dialog", { name: "Reset the demo data?" });
    await user.click(within(ask).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Demo data restored to its initial state.")).toBeInTheDocument();
    expect(resets).toEqual([{ path: "/api/demo/reset", auth: `Bearer ${sessionStorage.getItem("scm.accessToken")}` }]);
    server.events.removeAllListeners();
  });

  it("counts the notices read this session as new again once the demo data is reset", async () => {
    const { user } = await signInAs("admin");
    const badge = await screen.findByTestId("notification-count");
    await waitFor(() => expect(badge).toHaveTextContent("4"));
    await user.click(screen.getByRole("button", { name: /Notifications: 4 new notifications/ }));
    const panel = await screen.findByTestId("notifications-panel");
    await user.click(within(panel).getAllByRole("button", { name: /Mark ".*" as read/ })[0]!);
    await waitFor(() => expect(badge).toHaveTextContent("3"), { timeout: 8000 });
    await user.click(screen.getByTestId("user-name"));
    await user.click(await screen.findByRole("button", { name: "Reset demo data" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Reset the demo data?" })).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Demo data restored to its initial state.")).toBeInTheDocument();
    await waitFor(() => expect(badge).toHaveTextContent("4"), { timeout: 8000 });
  });

  it("shows the server's message when the demo reset fails", async () => {
    server.use(http.post(`${demoUrls.apiUrl}/demo/reset`, () => HttpResponse.json({ message: "Reset refused" }, { status: 500 })));
    const { user } = await signInAs("admin");
    await user.click(await screen.findByTestId("user-name"));
    await user.click(await screen.findByRole("button", { name: "Reset demo data" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Reset the demo data?" })).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Reset refused")).toBeInTheDocument();
  });

  it("switches to Pt-BR from the settings panel and stores the choice", async () => {
    const { user } = await signInAs("admin");
    expect(await screen.findByRole("heading", { name: "Shipments concluded in the last 30 days" })).toBeInTheDocument();
    await user.click(screen.getByTestId("user-name"));
    await user.click(await screen.findByRole("combobox", { name: "Language" }));
    // SPEC §2's words for the two languages, to the letter.
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["en-US", "Pt-BR"]);
    await user.click(await screen.findByRole("option", { name: "Pt-BR" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("heading", { name: "Embarques concluídos nos últimos 30 dias" })).toBeInTheDocument();
    expect(localStorage.getItem("scm.language")).toBe("pt-BR");
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(screen.getAllByText("Início").length).toBeGreaterThan(0);
  });

  it("a form's own messages follow a switch of language", async () => {
    const { user } = await signInAs("admin", "/users-profile/create");
    const field = async (label: RegExp) => (await screen.findByLabelText(label, { selector: "input, textarea" }, { timeout: 8000 })) as HTMLInputElement;
    const level = await field(/^Access level/);
    await user.clear(level);
    await user.type(level, "120");
    await user.type(await field(/^Name/), "a".repeat(65));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter 99 or less.")).toBeInTheDocument();
    await user.click(screen.getByTestId("user-name"));
    await user.click(await screen.findByRole("combobox", { name: "Language" }));
    await user.click(await screen.findByRole("option", { name: "Pt-BR" }));
    await user.keyboard("{Escape}");
    await screen.findByRole("button", { name: "Salvar" });
    expect(await screen.findByText("Informe 99 ou menos.")).toBeInTheDocument();
    expect(screen.queryByText("Enter 99 or less.")).toBeNull();
    expect(screen.queryByText(/^Enter at most 60 characters/)).toBeNull();
    // The same values, refused in the page's language.
    expect(level).toHaveValue("120");
    expect(level).toHaveAttribute("aria-invalid", "true");
  });

  it("names the theme switch by its visible word, checked when the theme is dark", async () => {
    localStorage.setItem("scm.theme", "dark");
    const { user } = await signInAs("admin");
    const dark = await screen.findByRole("checkbox", { name: "Dark" });
    expect(dark).toBeChecked();
    await user.click(dark);
    expect(screen.getByRole("checkbox", { name: "Dark" })).not.toBeChecked();
    expect(localStorage.getItem("scm.theme")).toBe("light");
  });

  it("starts in the stored language", async () => {
    await signInAs("admin", "/main", "pt-BR");
    expect(await screen.findByRole("heading", { name: "Embarques concluídos nos últimos 30 dias" })).toBeInTheDocument();
    expect(await screen.findByText("Número de rastreio")).toBeInTheDocument();
  });

  it("shows 'Page not found.' for an unknown route", async () => {
    await signInAs("admin", "/no/such/page");
    expect(await screen.findByText("Page not found.")).toBeInTheDocument();
    // Still the page's heading for those who move by headings, and announced.
    expect(screen.getByRole("heading", { level: 1, name: "Page not found." })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Page not found.");
  });

  it("shows the server's message when a call fails, and 'error comunication' when the network is gone", async () => {
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/transport-tracking-shipments`, () =>
        HttpResponse.json({ message: "Database unavailable", statusCode: 500 }, { status: 500 }),
      ),
    );
    const { user } = await signInAs("admin");
    expect(await screen.findByText(/The shipments could not be loaded: Database unavailable/, {}, { timeout: 8000 })).toBeInTheDocument();
    // The toast carries the status and the server's own words.
    expect(await screen.findByText("Error (status code: 500)")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    server.resetHandlers();
    server.use(http.get(`${demoUrls.apiUrl}/edb/transport-tracking-shipments`, () => HttpResponse.error()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/The shipments could not be loaded: error comunication/, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("puts the focus on the page's title when Try again brings the home back", async () => {
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/transport-tracking-shipments`, () =>
        HttpResponse.json({ message: "Database unavailable", statusCode: 500 }, { status: 500 }),
      ),
    );
    const { user } = await signInAs("admin");
    await screen.findByText(/The shipments could not be loaded: Database unavailable/, {}, { timeout: 8000 });
    server.resetHandlers();
    act(() => screen.getByRole("button", { name: "Try again" }).focus());
    await user.keyboard("{Enter}");
    await screen.findByTestId("concluded-count", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
  });

  it.each([
    ["en-US", ["Import", "Export", "Domestic"], "Origin"],
    ["pt-BR", ["Importação", "Exportação", "Nacional"], "Origem"],
  ] as const)("shows the concluded shipments' origin in the reader's language (%s)", async (language, labels, header) => {
    await signInAs("admin", "/main", language);
    const table = await screen.findByRole("table", {}, { timeout: 8000 });
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    const origin = headers.indexOf(header);
    expect(origin).toBeGreaterThan(-1);
    const shown = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[origin].textContent ?? "");
    expect(shown.length).toBeGreaterThan(0);
    for (const label of shown) expect(labels).toContain(label);
  });

  it("says 'the last day' for a one-day window, and its chart is a level-2 section", async () => {
    const parameter = db.list("parameter-system").find((row) => row.name === "filterDays")!;
    await db.write((tx) => tx.update("parameter-system", parameter.id as number, { value: "1" }));
    await signInAs("admin", "/main");
    expect(await screen.findByRole("heading", { name: "Shipments concluded in the last day", level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Concluded shipments by day", level: 2 })).toBeInTheDocument();
    const chart = screen.getByRole("img", { name: /concluded between/ });
    expect(chart.getAttribute("aria-label")).toMatch(/^(\d+ shipments|1 shipment) concluded between/);
    expect(document.body.textContent).not.toMatch(/last 1 days/);
  });

  it("writes the count of a year's concluded shipments as the page's language does", async () => {
    const parameter = db.list("parameter-system").find((row) => row.name === "filterDays")!;
    await db.write((tx) => tx.update("parameter-system", parameter.id as number, { value: "366" }));
    await signInAs("admin", "/main", "pt-BR");
    const count = await screen.findByTestId("concluded-count", {}, { timeout: 8000 });
    expect(count.textContent).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect(screen.getByText(`${count.textContent} embarques concluídos`)).toBeInTheDocument();
    // The pager counts as the page's language does, as the lists' pagers do.
    expect(screen.getByText(`1–10 de ${count.textContent}`)).toBeInTheDocument();
  });

  it("opens a concluded shipment's tracking page from its tracking number", async () => {
    const { user } = await signInAs("admin", "/main");
    const table = await screen.findByRole("table", { name: "Shipments concluded in the last 30 days" }, { timeout: 8000 });
    const first = within(table).getAllByRole("row")[1]!;
    const link = within(first).getByRole("link");
    const trackingNumber = link.textContent!;
    expect(link.getAttribute("href")).toMatch(/^\/edb\/transport-tracking-shipments\/show\/\d+$/);
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe(link.getAttribute("href")));
    expect(await screen.findAllByText(trackingNumber, {}, { timeout: 8000 })).not.toHaveLength(0);
  });

  it("re-checks the session on a 401 and keeps the user on the page", async () => {
    // Signed in first: the home's reads a sign-in asks for early are not the page's own (list-state.test.tsx).
    await signInAs("admin");
    await screen.findByTestId("concluded-count", {}, { timeout: 8000 });
    cleanup();
    const rejectedTokens: (string | null)[] = [];
    server.use(
      http.get(
        `${demoUrls.apiUrl}/edb/transport-tracking-shipments`,
        ({ request }) => {
          rejectedTokens.push(request.headers.get("authorization"));
          return HttpResponse.json({ message: "Session expired. Sign in again.", statusCode: 401 }, { status: 401 });
        },
        { once: true },
      ),
    );
    renderWithRefine({ route: "/main" });
    expect(await screen.findByTestId("concluded-count", {}, { timeout: 8000 })).toHaveTextContent(String(closedInLast30Days()));
    expect(rejectedTokens).toHaveLength(1);
    expect(currentPath()).toBe("/main");
    // The retry went out with a renewed token, which is the one kept.
    expect(rejectedTokens[0]).toMatch(/^Bearer /);
    expect(`Bearer ${sessionStorage.getItem("scm.accessToken")}`).not.toBe(rejectedTokens[0]);
  });

  it("signs out when the session cannot be renewed after a 401", async () => {
    await signInAs("admin");
    await screen.findByTestId("concluded-count");
    server.use(
      http.get(`${demoUrls.apiUrl}/*`, () => HttpResponse.json({ message: "Session expired." }, { status: 401 })),
      http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.json({ message: "Account disabled" }, { status: 401 })),
    );
    renderWithRefine({ route: "/main" });
    await waitFor(() => expect(currentPath()).toBe("/login"), { timeout: 8000 });
  });
});
