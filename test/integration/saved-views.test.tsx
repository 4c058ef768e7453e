import { act, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { vi } from "vitest";
import { isHttpError } from "../../src/data/http-error";
import { translateServerMessage } from "../../src/data/server-messages";
import { changeSavedView, deleteSavedView } from "../../src/crud/saved-views/saved-views-calls";
import { db, demoUrls, server } from "../msw-server";
import { renderWithRefine, signInAs } from "../render-with-refine";

const LIST = "edb/lead-time-maintenance";
/** Air lead times, 25 a page, by material descending, standard density. */
const AIR = "pageSize=25&sort=material&order=desc&filter.modal.eq=AIR&density=standard";

const userNamed = (userName: string) => db.list("users").find((row) => row.userName === userName)!;

/** A view saved by one of the seeded staff (src/demo/seed/auth.ts), as the demo backend stores it. */
async function seedView(userName: string, fields: { name: string; state?: string; shared?: boolean; isDefault?: boolean }) {
  const owner = userNamed(userName);
  const row = await db.write((tx) =>
    tx.insert("saved-views", {
      resource: LIST,
      state: AIR,
      shared: false,
      isDefault: false,
      ...fields,
      ownerId: owner.id,
      ownerName: owner.name,
      profileId: owner.profileId,
      updatedAt: "2026-11-20T10:00:00.000Z",
    }),
  );
  return row.id;
}

/** The query strings the list asked the demo backend for. */
function listRequests() {
  const searches: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname.endsWith(`/${LIST}`)) searches.push(url.search);
  });
  return searches;
}

const openViewsMenu = async (user: ReturnType<typeof renderWithRefine>["user"], name = "Views") => {
  await user.click(await screen.findByRole("button", { name }, { timeout: 8000 }));
  return screen.findByRole("menu");
};

const address = () => new URLSearchParams(window.location.search);

describe("saved views", () => {
  afterEach(() => server.events.removeAllListeners());

  it("offers a view shared by a user of the same profile, which opens but cannot be changed", async () => {
    // Mariana Costa is a Supply Planner, as the planner account is once signed in.
    await seedView("MARIANA.COSTA", { name: "Air by material", shared: true });
    await seedView("MARIANA.COSTA", { name: "Mariana's private view" });
    const { user } = await signInAs("planner", `/${LIST}`);
    await screen.findByRole("heading", { name: "Lead Time Maintenance", level: 1 }, { timeout: 8000 });

    const menu = await openViewsMenu(user);
    const shared = await within(menu).findByRole("menuitem", { name: /^Air by material/ }, { timeout: 8000 });
    expect(shared).toHaveTextContent("Shared by Mariana Costa");
    expect(within(menu).queryByText("Mariana's private view")).toBeNull();
    expect(within(menu).getByText("Shared with my profile")).toBeInTheDocument();
    // Nothing of the planner's own to manage: a shared view is not theirs to rename, overwrite or delete.
    expect(within(menu).getByRole("menuitem", { name: "Manage my views…" })).toHaveAttribute("aria-disabled", "true");

    await user.click(shared);
    await waitFor(() => expect(address().get("filter.modal.eq")).toBe("AIR"));
    expect(Object.fromEntries(address())).toMatchObject({ current: "1", pageSize: "25", sort: "material", order: "desc", density: "standard" });
    const air = db.list(LIST).filter((row) => row.modal === "AIR").length;
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(`${air} record`), { timeout: 8000 });
    expect(screen.getByRole("button", { name: /^Filter: Modal: Air/ })).toBeInTheDocument();
    const reopened = await openViewsMenu(user);
    expect(within(reopened).getByRole("menuitem", { name: /^Air by material/ })).toHaveTextContent("Shown now");

    // The link holds the list's state, on its first page.
    await user.click(within(reopened).getByRole("menuitem", { name: "Copy link" }));
    expect(await screen.findByText(/^Link copied/)).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe(`/${LIST}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      current: "1",
      pageSize: "25",
      sort: "material",
      order: "desc",
      "filter.modal.eq": "AIR",
      density: "standard",
    });
    // A browser that refuses the clipboard: the link is shown to copy.
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Refused"));
    await user.click(within(await openViewsMenu(user)).getByRole("menuitem", { name: "Copy link" }));
    const shown = await screen.findByRole("dialog", { name: "Link to this list" });
    expect((within(shown).getByTestId("saved-view-link") as HTMLTextAreaElement).value).toBe(link.href);
    await user.click(within(shown).getByRole("button", { name: "Close" }));
  });

  it("puts an opened view's search in the search box, and keeps it there", async () => {
    await seedView("PLANNER", { name: "Searching", state: "pageSize=10&q=BR20" });
    const { user } = await signInAs("planner", `/${LIST}?pageSize=10&q=old`);
    const search = await screen.findByRole("searchbox", { name: "Search" }, { timeout: 8000 });
    expect(search).toHaveValue("old");
    await user.click(await within(await openViewsMenu(user)).findByRole("menuitem", { name: /^Searching/ }, { timeout: 8000 }));
    await waitFor(() => expect(search).toHaveValue("BR20"));
    // Past the search box's pause: the box did not send its old text back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(address().get("q")).toBe("BR20");
  });

  it("does not offer a shared view to a user of another profile", async () => {
    await seedView("MARIANA.COSTA", { name: "Air by material", shared: true });
    const { user } = await signInAs("viewer", `/${LIST}`);
    await screen.findByRole("heading", { name: "Lead Time Maintenance", level: 1 }, { timeout: 8000 });
    const menu = await openViewsMenu(user);
    expect(await within(menu).findByRole("menuitem", { name: "No saved views yet" }, { timeout: 8000 })).toBeInTheDocument();
    expect(within(menu).queryByText("Air by material")).toBeNull();
  });

  it("refuses a change to someone else's view with a translated 403", async () => {
    const id = await seedView("MARIANA.COSTA", { name: "Air by material", shared: true });
    const { wiring, i18n } = await signInAs("planner", `/${LIST}`, "pt-BR");
    for (const attempt of [() => changeSavedView(wiring.clients.default, id, { name: "Minha" }), () => deleteSavedView(wiring.clients.default, id)]) {
      const refusal = await attempt().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isHttpError(refusal) && refusal.statusCode).toBe(403);
      expect(isHttpError(refusal) && translateServerMessage(refusal.message, (key, values) => i18n.t(key, values))).toBe(
        "Só quem salvou esta visão pode alterá-la.",
      );
    }
    expect(db.get("saved-views", id)).toMatchObject({ name: "Air by material" });
  });

  it("saves the list as shown; a private view is seen by its owner only, a shared one by the profile", async () => {
    const { user, unmount } = await signInAs("planner", `/${LIST}?${AIR}`);
    await screen.findByRole("heading", { name: "Lead Time Maintenance", level: 1 }, { timeout: 8000 });
    for (const [name, shared] of [["Air, mine only", false], ["Air for planners", true]] as const) {
      const menu = await openViewsMenu(user);
      await user.click(within(menu).getByRole("menuitem", { name: "Save view…" }));
      const dialog = await screen.findByRole("dialog", { name: "Save view" });
      // A name is required before anything is sent.
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(within(dialog).getByText("This field is required.")).toBeInTheDocument();
      await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), name);
      if (shared) await user.click(within(dialog).getByRole("checkbox", { name: "Visible to everyone with my profile" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save view" })).toBeNull(), { timeout: 8000 });
    }
    const stored = db.list("saved-views");
    expect(stored.map((row) => [row.name, row.shared, row.ownerId])).toEqual([
      ["Air, mine only", false, userNamed("PLANNER").id],
      ["Air for planners", true, userNamed("PLANNER").id],
    ]);
    // What the list showed, page size and density included.
    expect(new URLSearchParams(String(stored[0]!.state)).get("filter.modal.eq")).toBe("AIR");
    expect(Object.fromEntries(new URLSearchParams(String(stored[0]!.state)))).toMatchObject({ pageSize: "25", density: "standard", sort: "material" });

    // A second name taken on the same list is refused by the server, in the dialog, under the name.
    const menu = await openViewsMenu(user);
    expect(within(menu).getByRole("menuitem", { name: /^Air for planners/ })).toHaveTextContent("Shared with my profile");
    await user.click(within(menu).getByRole("menuitem", { name: "Save view…" }));
    const dialog = await screen.findByRole("dialog", { name: "Save view" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "air, MINE only");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("You already have a view with this name on this list.", {}, { timeout: 8000 })).toBeInTheDocument();
    // Another name is not known to be taken: the server's word on the one sent goes as the name changes.
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), " 2");
    expect(within(dialog).queryByText("You already have a view with this name on this list.")).toBeNull();
    // While it saves, the dialog cannot be dismissed: the view would be saved all the same.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`${demoUrls.apiUrl}/saved-views`, async () => void (await held), { once: true }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled());
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Save view" })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save view" })).toBeNull(), { timeout: 8000 });
    expect(db.list("saved-views").map((row) => row.name)).toContain("air, MINE only 2");
    unmount();

    // Someone of another profile: neither.
    const admin = await signInAs("admin", `/${LIST}`);
    await screen.findByRole("heading", { name: "Lead Time Maintenance", level: 1 }, { timeout: 8000 });
    const adminMenu = await openViewsMenu(admin.user);
    expect(await within(adminMenu).findByRole("menuitem", { name: "No saved views yet" }, { timeout: 8000 })).toBeInTheDocument();
    admin.unmount();
    // Someone of the same profile: the shared one only.
    expect(userNamed("MARIANA.COSTA").profileId).toBe(userNamed("PLANNER").profileId);
    const seen = await fetchViewsAs("MARIANA.COSTA");
    expect(seen.map((view) => [view.name, view.mine])).toEqual([["Air for planners", false]]);
  });

  it("renames, overwrites, marks default and deletes the person's own views", async () => {
    const id = await seedView("PLANNER", { name: "Sea" });
    const other = await seedView("PLANNER", { name: "Road", state: "pageSize=10&filter.modal.eq=ROAD", isDefault: true });
    const { user } = await signInAs("planner", `/${LIST}?pageSize=10&filter.modal.eq=SEA`);
    await screen.findByRole("heading", { name: "Lead Time Maintenance", level: 1 }, { timeout: 8000 });

    await user.click(within(await openViewsMenu(user)).getByRole("menuitem", { name: "Manage my views…" }));
    const manage = await screen.findByRole("dialog", { name: "My views of Lead Time Maintenance" });
    await waitFor(() => expect(within(manage).getAllByRole("listitem")).toHaveLength(2), { timeout: 8000 });

    await user.click(within(manage).getByRole("button", { name: "Save the list as shown now into “Sea”" }));
    // Asked first: Cancel keeps the view as it was.
    let ask = await screen.findByRole("dialog", { name: "Save the list as shown into “Sea”?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save the list as shown into “Sea”?" })).toBeNull());
    expect(new URLSearchParams(String(db.get("saved-views", id)!.state)).get("filter.modal.eq")).not.toBe("SEA");
    await user.click(await within(manage).findByRole("button", { name: "Save the list as shown now into “Sea”" }));
    ask = await screen.findByRole("dialog", { name: "Save the list as shown into “Sea”?" });
    await user.click(within(ask).getByRole("button", { name: "Save into it" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save the list as shown into “Sea”?" })).toBeNull());
    await waitFor(() => expect(new URLSearchParams(String(db.get("saved-views", id)!.state)).get("filter.modal.eq")).toBe("SEA"));

    const star = await within(manage).findByRole("button", { name: "“Sea” is the default for this list" });
    expect(star).toHaveAttribute("aria-pressed", "false");
    await user.click(star);
    await waitFor(() => expect(within(manage).getByRole("button", { name: "“Sea” is the default for this list" })).toHaveAttribute("aria-pressed", "true"));
    expect(db.get("saved-views", other)).toMatchObject({ isDefault: false });

    await user.click(within(manage).getByRole("button", { name: "Edit “Sea”" }));
    const edit = await screen.findByRole("dialog", { name: "Edit view" });
    const name = within(edit).getByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "Sea freight");
    await user.click(within(edit).getByRole("checkbox", { name: "Visible to everyone with my profile" }));
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(db.get("saved-views", id)).toMatchObject({ name: "Sea freight", shared: true, isDefault: true }), { timeout: 8000 });

    await user.click(await within(manage).findByRole("button", { name: "Delete “Road”" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the view “Road”?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(db.get("saved-views", other)).toBeUndefined(), { timeout: 8000 });
    await waitFor(() => expect(within(manage).getAllByRole("listitem")).toHaveLength(1));
  });

  it("opens the person's default view at the bare list address, and once known, without showing the list twice", async () => {
    await seedView("PLANNER", { name: "My air", isDefault: true });
    const requests = listRequests();
    const { unmount } = await signInAs("planner", `/${LIST}`);
    await waitFor(() => expect(address().get("filter.modal.eq")).toBe("AIR"), { timeout: 8000 });
    await waitFor(() => expect(requests.at(-1)).toContain("modal=AIR"), { timeout: 8000 });
    unmount();

    // Another tab of the same browser (its own list memory), arriving through the menu's bare address.
    sessionStorage.removeItem(`scm.list.${LIST}`);
    requests.length = 0;
    window.history.replaceState(null, "", `/${LIST}`);
    renderWithRefine({ route: `/${LIST}` });
    const air = db.list(LIST).filter((row) => row.modal === "AIR").length;
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(`${air} record`), { timeout: 8000 });
    expect(address().get("filter.modal.eq")).toBe("AIR");
    expect(requests).toHaveLength(1);
    expect(new URLSearchParams(requests[0]).get("modal")).toBe("AIR");
  });
});

/** The views a seeded user who has no demo account is offered, asked of the demo backend directly. */
async function fetchViewsAs(userName: string) {
  const login = await fetch(`${demoUrls.apiUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: userName }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await fetch(`${demoUrls.apiUrl}/saved-views?resource=${encodeURIComponent(LIST)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as { name: string; mine: boolean }[];
}
