import { act, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, renderWithRefine, signInAs } from "../render-with-refine";

const byLabel = (text: string | RegExp) => screen.getByLabelText(text);

describe("System administration", () => {
  it("never sends the SAP secret to the browser: not in the list, the detail page or the edit form", async () => {
    const secret = String(db.list("sap-impersonate-users")[0].value);
    const bodies: string[] = [];
    server.events.on("response:mocked", async ({ response }) => bodies.push(await response.clone().text()));
    const { unmount } = await signInAs("admin", "/sap-impersonate-users");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getByText("RFC_SCM_EDB")).toBeInTheDocument());
    expect([...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).not.toContain("Value");
    unmount();

    const show = renderWithRefine({ route: "/sap-impersonate-users/show/1" });
    await screen.findByText("RFC_SCM_EDB", {}, { timeout: 8000 });
    expect(await screen.findByText(/^Set on /)).toBeInTheDocument();
    show.unmount();

    renderWithRefine({ route: "/sap-impersonate-users/edit/1" });
    await screen.findByText("Unchanged: type a new value to replace it.", {}, { timeout: 8000 });
    expect((screen.getByLabelText(/^Value/) as HTMLInputElement).value).toBe("");
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.join("\n")).not.toContain(secret);
    expect(document.body.textContent).not.toContain(secret);
    server.events.removeAllListeners();
  });

  it("keeps a new secret typed in the form hidden until asked, and the detail page in pt-BR says it is set", async () => {
    const { user } = await signInAs("admin", "/sap-impersonate-users/edit/2");
    const input = (await screen.findByLabelText(/^Value/, {}, { timeout: 8000 })) as HTMLInputElement;
    await screen.findByText("Unchanged: type a new value to replace it.");
    await user.type(input, "Rotated#2027");
    expect(input.type).toBe("password");
    await user.click(screen.getByLabelText("Show value"));
    expect(input.type).toBe("text");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(db.get("sap-impersonate-users", 2)?.value).toBe("Rotated#2027"), { timeout: 8000 });
  });

  it("validates beside the field in the page's language and sends nothing invalid", async () => {
    const posts: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST") posts.push(request.url);
    });
    const { user } = await signInAs("admin", "/users-profile/create", "pt-BR");
    await screen.findByText("Criar Perfil de Usuário", {}, { timeout: 8000 });
    const level = byLabel(/^Nível de acesso/);
    await user.clear(level);
    await user.type(level, "120");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    expect(await screen.findByText("Informe 99 ou menos.")).toBeInTheDocument();
    expect(screen.getAllByText("Este campo é obrigatório.").length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((url) => url.endsWith("/users-profile"))).toEqual([]);
    server.events.removeAllListeners();
  });

  it("refuses a profile name with a character its policy lines cannot hold, beside the field", async () => {
    const { user } = await signInAs("admin", "/users-profile/create", "pt-BR");
    await screen.findByText("Criar Perfil de Usuário", {}, { timeout: 8000 });
    await user.type(byLabel(/^Nome/), "Leitor, EDB");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    expect(await screen.findByText('Um nome de perfil não pode conter , " ( ) [ ou ].')).toBeInTheDocument();
  });

  it("a failed save keeps what was typed and shows the server's message", async () => {
    server.use(
      http.patch(`${demoUrls.apiUrl}/parameter-system/:id`, () =>
        HttpResponse.json({ message: "Value rejected by SAP sync rules", statusCode: 422 }, { status: 422 }),
      ),
    );
    const { user } = await signInAs("admin", "/parameter-system/edit/1");
    const value = (await screen.findByLabelText(/^Value/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe("30"));
    await user.clear(value);
    await user.type(value, "45");
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByText("Value rejected by SAP sync rules", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(value.value).toBe("45");
    expect(currentPath()).toBe("/parameter-system/edit/1");
    expect(db.get("parameter-system", 1)?.value).toBe("30");
  });

  it("refuses a home window the app cannot read (filterDays 'abc') beside the field, in pt-BR too, and keeps the stored one", async () => {
    const { user } = await signInAs("admin", "/parameter-system/edit/1", "pt-BR");
    const value = (await screen.findByLabelText(/^Valor/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe("30"));
    await user.clear(value);
    await user.type(value, "abc");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    expect((await screen.findAllByText("Informe um número de 1 a 366.", {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(value.value).toBe("abc");
    expect(db.get("parameter-system", 1)).toMatchObject({ name: "filterDays", value: "30" });
  });

  it("says beside a parameter the app reads which values it takes, before any save, in pt-BR too", async () => {
    const { user, unmount } = await signInAs("admin", "/parameter-system/edit/1", "pt-BR");
    const value = (await screen.findByLabelText(/^Valor/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe("30"));
    const hint =
      "Dias que os painéis do início e do rastreamento de transporte consideram: um número inteiro de 1 a 366.";
    expect(value).toHaveAccessibleDescription(hint);
    // A refused value puts the server's message in the hint's place.
    await user.clear(value);
    await user.type(value, "400");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    await waitFor(() => expect(value).toHaveAccessibleDescription("Informe um número de 1 a 366."), { timeout: 8000 });
    unmount();

    const customs = db.list("parameter-system").find((row) => row.name === "customsHandlingDays")!;
    renderWithRefine({ route: `/parameter-system/edit/${customs.id}` });
    const customsValue = (await screen.findByLabelText(/^Value/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(customsValue.value).toBe("3"));
    expect(customsValue).toHaveAccessibleDescription(
      "Days from a tracked shipment's ETA until its goods count in clear-to-build: a whole number from 0 to 60.",
    );
  });

  it("gives a parameter the app does not read no hint", async () => {
    const mailbox = db.list("parameter-system").find((row) => row.name === "supportMailbox")!;
    await signInAs("admin", `/parameter-system/edit/${mailbox.id}`);
    const value = (await screen.findByLabelText(/^Value/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe("scm-support@scm-demo.com"));
    expect(value).toHaveAccessibleDescription("");
  });

  it("shows the demo backend's duplicate message when a profile name is taken", async () => {
    const { user } = await signInAs("admin", "/users-profile/edit/2");
    const name = (await screen.findByLabelText(/^Name/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Supply Planner"));
    await user.clear(name);
    await user.type(name, "Viewer");
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect((await screen.findAllByText("This profile already exists", {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(name.value).toBe("Viewer");
  });

  it("searches on the server, keeps the search in the address, and says when nothing matches", async () => {
    const queries: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname.endsWith("/robot-pipeline")) queries.push(new URL(request.url).search);
    });
    const { user } = await signInAs("admin", "/robot-pipeline");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("8 records"));
    await user.type(screen.getByLabelText("Search"), "md06");
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("1 record"), { timeout: 8000 });
    expect(new URLSearchParams(window.location.search).get("q")).toBe("md06");
    expect(queries.some((q) => q.includes("q=md06") && q.includes("_start=0") && q.includes("_end=10"))).toBe(true);
    await user.clear(screen.getByLabelText("Search"));
    await user.type(screen.getByLabelText("Search"), "no such transaction");
    expect(await screen.findByText("No data to display", {}, { timeout: 8000 })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("renders a notice's text as text, never as HTML", async () => {
    await signInAs("admin", "/informative/show/2");
    expect(await screen.findByText(/<b>HTML-looking<\/b>/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(document.querySelector("dd b")).toBeNull();
  });

  it("shows buttons without permission disabled for the viewer, not hidden", async () => {
    await signInAs("viewer", "/informative");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByLabelText("Delete")[0]).toBeDisabled(), { timeout: 8000 });
    expect(screen.getByText("Create").closest("a")).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(within(grid).getAllByLabelText("Edit")[0]).toHaveAttribute("aria-disabled", "true"));
  });

  it("says why a button is disabled, in a tooltip reached by pointer and keyboard, in both languages", async () => {
    const { user, unmount } = await signInAs("viewer", "/informative");
    const reason = await waitFor(() => screen.getByText("Create").closest('[data-testid="permission-reason"]') as HTMLElement, {
      timeout: 8000,
    });
    expect(reason).toHaveAccessibleName("You don't have permission to access");
    await user.hover(reason);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("You don't have permission to access");
    unmount();
    await signInAs("viewer", "/informative/show/1", "pt-BR");
    const excluir = await waitFor(() => screen.getByText("Excluir").closest('[data-testid="permission-reason"]') as HTMLElement, {
      timeout: 8000,
    });
    // Reached by the keyboard too, and read out with its reason.
    expect(excluir).toHaveAttribute("tabindex", "0");
    expect(excluir).toHaveAccessibleName("Você não tem permissão de acesso");
    await user.hover(excluir);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Você não tem permissão de acesso");
  });

  it("refuses an admin page to a user without list permission", async () => {
    await signInAs("viewer", "/users-profile");
    expect(
      await screen.findByText("You do not have permission for this module, contact your administrator.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it("a permission granted in the matrix applies after the user signs in again", async () => {
    const { user, unmount } = await signInAs("admin", "/user-profile-resource/matrix");
    await user.click(await screen.findByLabelText(/^Profile/, {}, { timeout: 8000 }));
    await user.click(await screen.findByRole("option", { name: "Viewer" }));
    const readProfiles = await screen.findByLabelText("Read on users-profile", {}, { timeout: 8000 });
    await waitFor(() => expect(readProfiles).not.toBeChecked());
    await waitFor(() => expect(readProfiles).toBeEnabled());
    // Resources by their menu names, the path beside; a breadcrumb; the owner entry marked in the menu.
    const row = readProfiles.closest("tr") as HTMLElement;
    expect(within(row).getByText("Users Profile")).toBeInTheDocument();
    expect(within(row).getByText("users-profile")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Profile Resources" })).toHaveAttribute("href", "/user-profile-resource");
    expect(within(crumbs).getByText("Permission matrix")).toHaveAttribute("aria-current", "page");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Profile Resources" })).toHaveAttribute("aria-current", "page");
    await user.click(readProfiles);
    await waitFor(() =>
      expect(db.list("user-profile-resource").some((r) => r.profileId === 4 && r.resource === "users-profile" && r.read)).toBe(true),
    );
    // Each saved change is said so.
    expect(await screen.findByText("Saved: Read on Users Profile is now on.")).toHaveAttribute("role", "status");
    unmount();

    await signInAs("viewer", "/users-profile");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getByText("Supply Planner")).toBeInTheDocument());
    expect(sessionStorage.getItem("scm.policy")).toContain("p, viewer, users-profile, ^(list|show)$, allow");
  });

  it("reads a profiles answer wrapped as { data: [...] }, as SPEC §7 words it, on its list and in the permission matrix", async () => {
    server.use(
      http.get(`${demoUrls.apiUrl}/users-profile`, () =>
        HttpResponse.json({ data: db.list("users-profile") }, { headers: { "X-Total-Count": String(db.list("users-profile").length) } }),
      ),
    );
    const { user } = await signInAs("admin", "/users-profile");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getByText("Supply Planner")).toBeInTheDocument());
    await user.click(within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Profile Resources" }));
    await user.click(await screen.findByRole("link", { name: "Permission matrix" }, { timeout: 8000 }));
    await user.click(await screen.findByLabelText(/^Profile/, {}, { timeout: 8000 }));
    expect(await screen.findByRole("option", { name: "Viewer" })).toBeInTheDocument();
  });

  it("the permission matrix says what its boxes let this person change: existing lines, new ones, or nothing", async () => {
    const grant = async (rights: { create: boolean; update: boolean }) => {
      const row = db.list("user-profile-resource").find((r) => r.profileId === 4 && r.resource === "user-profile-resource");
      await db.write((tx) =>
        row
          ? tx.update("user-profile-resource", row.id as number, { read: true, delete: false, ...rights })
          : tx.insert("user-profile-resource", { profileId: 4, resource: "user-profile-resource", read: true, delete: false, ...rights }),
      );
    };
    const warningFor = async (rights: { create: boolean; update: boolean }) => {
      await grant(rights);
      const view = await signInAs("viewer", "/user-profile-resource/matrix");
      await screen.findByLabelText(/^Profile/, {}, { timeout: 8000 });
      const text = (await screen.findByText(/^You may/, {}, { timeout: 8000 })).textContent;
      view.unmount();
      return text;
    };
    expect(await warningFor({ create: false, update: true })).toBe(
      "You may change the permissions a resource already has, but not grant any to a resource that has none yet.",
    );
    expect(await warningFor({ create: true, update: false })).toBe(
      "You may grant permissions to a resource that has none yet, but not change those a resource already has.",
    );
    expect(await warningFor({ create: false, update: false })).toBe("You may look at the matrix but not change it.");
  }, 40_000);

  describe("the permission matrix while it saves", () => {
    const matrixOf = async (profileName: string) => {
      const view = await signInAs("admin", "/user-profile-resource/matrix");
      await view.user.click(await screen.findByLabelText(/^Profile/, {}, { timeout: 8000 }));
      await view.user.click(await screen.findByRole("option", { name: profileName }));
      return view;
    };

    it("shows a click at once, and a second click on a line just created changes that line instead of creating it again", async () => {
      await db.write((tx) => tx.insert("users-profile", { name: "Auditor", resource: "main", idmGroup: "SCM Auditors", description: "", isadmin: false, accessLevel: 7 }));
      const posts: number[] = [];
      server.events.on("response:mocked", ({ request, response }) => {
        if (request.method === "POST" && request.url.endsWith("/user-profile-resource")) posts.push(response.status);
      });
      // The rows are read back slowly, as from a distant backend.
      server.use(
        http.get(`${demoUrls.apiUrl}/user-profile-resource`, async () => {
          await delay(700);
          return undefined;
        }),
      );
      const { user } = await matrixOf("Auditor");
      const read = await screen.findByLabelText("Read on edb/edb-partner", {}, { timeout: 8000 });
      await waitFor(() => expect(read).toBeEnabled());
      await user.click(read);
      expect(read).toBeChecked();
      await screen.findByText("Saved: Read on Partners is now on.", {}, { timeout: 8000 });
      await user.click(screen.getByLabelText("Create on edb/edb-partner"));
      expect(screen.getByLabelText("Create on edb/edb-partner")).toBeChecked();
      await screen.findByText("Saved: Create on Partners is now on.", {}, { timeout: 8000 });
      const profile = db.list("users-profile").find((row) => row.name === "Auditor")!;
      const lines = db.list("user-profile-resource").filter((row) => row.profileId === profile.id && row.resource === "edb/edb-partner");
      expect(lines).toMatchObject([{ read: true, create: true }]);
      expect(posts).toEqual([201]);
      server.events.removeAllListeners();
    });

    it("keeps the box the keyboard is on enabled and focused while its change is saved", async () => {
      const { user } = await matrixOf("Viewer");
      const read = await screen.findByLabelText("Read on users-profile", {}, { timeout: 8000 });
      await waitFor(() => expect(read).toBeEnabled());
      // A box disabled while focused loses the focus ring for good, and the focus itself in browsers.
      let everDisabled = false;
      const watch = new MutationObserver(() => (everDisabled ||= (read as HTMLInputElement).disabled));
      watch.observe(read, { attributes: true, attributeFilter: ["disabled"] });
      act(() => read.focus());
      await user.keyboard(" ");
      await screen.findByText("Saved: Read on Users Profile is now on.", {}, { timeout: 8000 });
      watch.disconnect();
      expect(everDisabled).toBe(false);
      expect(read).toHaveFocus();
      expect(read).toBeChecked();
    });

    it("says a change was saved only while its profile is shown", async () => {
      const { user } = await matrixOf("Viewer");
      const read = await screen.findByLabelText("Read on users-profile", {}, { timeout: 8000 });
      await waitFor(() => expect(read).toBeEnabled());
      await user.click(read);
      await screen.findByText("Saved: Read on Users Profile is now on.", {}, { timeout: 8000 });
      // Another profile's boxes under a line about the one before would read as a change made to it.
      await user.click(screen.getByLabelText(/^Profile/));
      await user.click(await screen.findByRole("option", { name: "Supply Planner" }));
      await waitFor(() => expect(screen.getByTestId("matrix-saved")).toBeEmptyDOMElement());
      expect(screen.queryByText("Saved: Read on Users Profile is now on.")).not.toBeInTheDocument();
    });

    it("says why the rows could not be read, with Retry, instead of showing every permission off", async () => {
      let failing = true;
      server.use(
        http.get(`${demoUrls.apiUrl}/user-profile-resource`, () =>
          failing ? HttpResponse.json({ message: "Database unavailable", statusCode: 503 }, { status: 503 }) : undefined,
        ),
      );
      const { user } = await signInAs("admin", "/user-profile-resource/matrix");
      expect(await screen.findByText("Database unavailable", {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByLabelText("Read on main")).not.toBeInTheDocument();
      failing = false;
      await user.click(screen.getByRole("button", { name: "Retry" }));
      expect(await screen.findByLabelText("Read on main", {}, { timeout: 8000 })).toBeChecked();
    });
  });
});
