import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const TRANSIT = "edb/edb-transit-time";
const EDIT = `/${TRANSIT}/edit/1`;

/** The next save of transit time 1 answers 401, as when the backend token has expired. */
const expireTokenOnSave = () =>
  server.use(
    http.patch(`${demoUrls.apiUrl}/${TRANSIT}/1`, () => HttpResponse.json({ message: "Token expired" }, { status: 401 }), {
      once: true,
    }),
  );

async function typeIntoNotes(route = EDIT) {
  const rendered = await signInAs("admin", route);
  const notes = (await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 })) as HTMLTextAreaElement;
  await waitFor(() => expect(notes.value).toBe(String(db.get(TRANSIT, 1)?.obs)));
  await rendered.user.clear(notes);
  await rendered.user.type(notes, "Typed before the session check.");
  return { ...rendered, notes };
}

describe("a 401 whose re-check fails (DESIGN §8)", () => {
  it("keeps the person signed in, on the page, with the typing, when the re-check could not be made", async () => {
    const { user, notes } = await typeIntoNotes();
    expireTokenOnSave();
    server.use(
      http.post(`${demoUrls.apiUrl}/auth/login`, () =>
        HttpResponse.json({ message: "Sign-in service unavailable" }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sign-in service unavailable", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(currentPath()).toBe(EDIT);
    expect(notes.value).toBe("Typed before the session check.");
    expect(screen.getByTestId("user-name")).toBeInTheDocument();
    expect(sessionStorage.getItem("scm.accessToken")).toMatch(/^demo-token\./);

    // The fault passes; the same Save goes through.
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(currentPath()).toBe(`/${TRANSIT}/show/1`), { timeout: 8000 });
    expect(db.get(TRANSIT, 1)?.obs).toBe("Typed before the session check.");
  });

  it("ends the session when the re-check is refused, says why, and offers the typing back after signing in again", async () => {
    const stored = db.get(TRANSIT, 1)?.obs;
    const { user } = await typeIntoNotes();
    expireTokenOnSave();
    server.use(
      http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.json({ message: "Your account is disabled." }, { status: 401 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Your session has ended and could not be renewed.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId("session-ended-reason")).toHaveTextContent("Your account is disabled.");
    expect(currentPath()).toBe("/login");
    expect(new URLSearchParams(window.location.search).get("to")).toBe(EDIT);
    expect(sessionStorage.getItem("scm.accessToken")).toBeNull();
    expect(localStorage.getItem("profileId")).toBeNull();
    expect(db.get(TRANSIT, 1)?.obs).toBe(stored);
    // Nothing starts by itself: the person reads why, then signs in again.
    expect(screen.queryByText("Choose a demo account")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    await user.click(await screen.findByRole("button", { name: /Ana Souza/ }, { timeout: 8000 }));
    await waitFor(() => expect(currentPath()).toBe(EDIT), { timeout: 10000 });

    const offer = await screen.findByTestId("draft-offer", {}, { timeout: 8000 });
    expect(offer).toHaveTextContent("You typed changes on this page that were not saved");
    const notes = screen.getByLabelText(/^Notes/) as HTMLTextAreaElement;
    expect(notes.value).toBe(String(stored));
    await user.click(screen.getByRole("button", { name: "Restore them" }));
    expect(notes.value).toBe("Typed before the session check.");
    expect(screen.queryByTestId("draft-offer")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(currentPath()).toBe(`/${TRANSIT}/show/1`), { timeout: 8000 });
    expect(db.get(TRANSIT, 1)?.obs).toBe("Typed before the session check.");
    // The edit page's leaving (committed after the address changes) takes the draft with it.
    await waitFor(() => expect(Object.keys(sessionStorage).filter((key) => key.startsWith("scm.draft:"))).toEqual([]));
  });

  it("keeps a rule's clause edits through a session that ended, and offers them back", async () => {
    const RULE = "/edb/sys-roles/edit/1";
    const stored = db.get("edb/sys-roles", 1)!;
    const { user } = await signInAs("admin", RULE);
    const clause = async () =>
      within(screen.getByRole("group", { name: "Where clause 1" })).getByLabelText(/^Value/) as HTMLInputElement;
    await waitFor(() => expect(screen.getAllByRole("group", { name: /^Where clause/ })).toHaveLength(3), { timeout: 8000 });
    const before = (await clause()).value;
    // Only a clause is edited: no field of the form.
    await user.clear(await clause());
    await user.type(await clause(), "BR20");
    server.use(
      http.patch(`${demoUrls.apiUrl}/edb/sys-roles/1`, () => HttpResponse.json({ message: "Token expired" }, { status: 401 }), { once: true }),
      http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.json({ message: "Your account is disabled." }, { status: 401 }), { once: true }),
    );
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByText("Your session has ended and could not be renewed.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(db.get("edb/sys-roles", 1)?.whereClauses).toEqual(stored.whereClauses);

    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    await user.click(await screen.findByRole("button", { name: /Ana Souza/ }, { timeout: 8000 }));
    await waitFor(() => expect(currentPath()).toBe(RULE), { timeout: 10000 });
    await screen.findByTestId("draft-offer", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getAllByRole("group", { name: /^Where clause/ })).toHaveLength(3), { timeout: 8000 });
    expect((await clause()).value).toBe(before);
    await user.click(screen.getByRole("button", { name: "Restore them" }));
    expect((await clause()).value).toBe("BR20");
    expect(screen.queryByTestId("draft-offer")).toBeNull();

    await user.click(screen.getByText("Save", { selector: "button" }));
    await waitFor(() => expect(currentPath()).toBe("/edb/sys-roles/show/1"), { timeout: 8000 });
    expect((db.get("edb/sys-roles", 1)?.whereClauses as { value: string }[])[0]?.value).toBe("BR20");
    await waitFor(() => expect(Object.keys(sessionStorage).filter((key) => key.startsWith("scm.draft:"))).toEqual([]));
  });

  it("keeps a template's unsaved columns through a session that ended, and offers them back", async () => {
    const PAGE = "/ctb/configurable-template";
    const TEMPLATES = "ctb/configurable-template";
    const stored = JSON.stringify(db.list(TEMPLATES));
    const { user } = await signInAs("admin", PAGE);
    await waitFor(() => expect(screen.getByLabelText("Column 1: Header")).toHaveValue("Work order"), { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: "Add column" }));
    const added = screen.getAllByRole("group", { name: /^Column \d+$/ }).length;
    await user.type(screen.getByLabelText(`Column ${added}: Header`), "Shelf");
    await user.type(screen.getByLabelText(`Column ${added}: Example`), "A-01");
    server.use(
      http.patch(`${demoUrls.apiUrl}/${TEMPLATES}/:id`, () => HttpResponse.json({ message: "Token expired" }, { status: 401 }), { once: true }),
      http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.json({ message: "Your account is disabled." }, { status: 401 }), { once: true }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your session has ended and could not be renewed.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(JSON.stringify(db.list(TEMPLATES))).toBe(stored);

    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    await user.click(await screen.findByRole("button", { name: /Ana Souza/ }, { timeout: 8000 }));
    await waitFor(() => expect(currentPath()).toBe(PAGE), { timeout: 10000 });
    await screen.findByTestId("draft-offer", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getAllByRole("group", { name: /^Column \d+$/ })).toHaveLength(added - 1));
    await user.click(screen.getByRole("button", { name: "Restore them" }));
    expect(screen.getAllByRole("group", { name: /^Column \d+$/ })).toHaveLength(added);
    expect(screen.getByLabelText(`Column ${added}: Header`)).toHaveValue("Shelf");
    expect(screen.queryByTestId("draft-offer")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(JSON.stringify(db.list(TEMPLATES))).toContain('"header":"Shelf"'), { timeout: 8000 });
    await waitFor(() => expect(Object.keys(sessionStorage).filter((key) => key.startsWith("scm.draft:"))).toEqual([]));
  }, 40_000);

  it("offers a draft only to the person who typed it, and never keeps a secret in it", async () => {
    sessionStorage.setItem(
      `scm.draft:${EDIT}`,
      JSON.stringify({ owner: "PLANNER", savedAt: new Date().toISOString(), values: { obs: "Someone else's" } }),
    );
    await signInAs("admin", EDIT);
    await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 });
    expect(screen.queryByTestId("draft-offer")).toBeNull();
  });

  it("Sign out asks about unsaved changes before the session ends: staying keeps the person signed in with the typing", async () => {
    const { user, notes } = await typeIntoNotes();
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await user.click(screen.getByTestId("user-name"));
    const drawer = await screen.findByRole("presentation");
    await user.click(within(drawer).getByRole("button", { name: "Sign out" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("scm.accessToken")).toMatch(/^demo-token\./);
    expect(localStorage.getItem("profileId")).not.toBeNull();
    expect(currentPath()).toBe(EDIT);
    expect(notes.value).toBe("Typed before the session check.");

    confirm.mockReturnValue(true);
    await user.click(within(drawer).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Choose a demo account", {}, { timeout: 10000 })).toBeInTheDocument();
    // Asked once for this way out, not again by the way to the login page.
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem("scm.accessToken")).toBeNull();
    confirm.mockRestore();
  });

  it("Sign out forgets how each list was left: whoever signs in next does not open lists with the filters of the person before", async () => {
    const { user } = await signInAs("admin", "/edb/edb-partner?q=ACME");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(sessionStorage.getItem("scm.list.edb/edb-partner")).toContain("q=ACME"));
    await user.click(screen.getByTestId("user-name"));
    await user.click(within(await screen.findByRole("presentation")).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Choose a demo account", {}, { timeout: 10000 })).toBeInTheDocument();
    expect(sessionStorage.getItem("scm.list.edb/edb-partner")).toBeNull();
  });

  describe("on calls made outside Refine's data hooks", () => {
    const refuseReCheck = () =>
      server.use(
        http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.json({ message: "Your account is disabled." }, { status: 401 }), {
          once: true,
        }),
      );
    const expectSessionEnded = async (from: string) => {
      expect(await screen.findByText("Your session has ended and could not be renewed.", {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.getByTestId("session-ended-reason")).toHaveTextContent("Your account is disabled.");
      expect(currentPath()).toBe("/login");
      expect(new URLSearchParams(window.location.search).get("to")).toBe(from);
      expect(sessionStorage.getItem("scm.accessToken")).toBeNull();
    };

    it("ends it when hiding an inbox item meets a refused re-check", async () => {
      const { user } = await signInAs("compliance", "/inbox");
      const hide = (await screen.findAllByRole("button", { name: /^Hide: / }, { timeout: 15000 }))[0]!;
      server.use(
        http.post(`${demoUrls.apiUrl}/inbox/hidden`, () => HttpResponse.json({ message: "Token expired" }, { status: 401 }), { once: true }),
      );
      refuseReCheck();
      await user.click(hide);
      await expectSessionEnded("/inbox");
    }, 30_000);

    it("ends it when Reset demo data meets a refused re-check", async () => {
      const { user } = await signInAs("admin", "/main");
      server.use(
        http.post(`${demoUrls.apiUrl}/demo/reset`, () => HttpResponse.json({ message: "Token expired" }, { status: 401 }), { once: true }),
      );
      refuseReCheck();
      await user.click(screen.getByTestId("user-name"));
      await user.click(within(await screen.findByRole("presentation")).getByRole("button", { name: "Reset demo data" }));
      await user.click(within(await screen.findByRole("dialog", { name: /Reset the demo data/ })).getByRole("button", { name: "Reset" }));
      await expectSessionEnded("/main");
    }, 30_000);

    it("ends it when a screen's own read (the tracking dashboard) meets a refused re-check", async () => {
      await signInAs("admin", "/main");
      await screen.findByTestId("user-name", {}, { timeout: 8000 });
      server.use(
        http.get(`${demoUrls.apiUrl}/edb/transport-tracking-home/kpis`, () => HttpResponse.json({ message: "Token expired" }, { status: 401 }), {
          once: true,
        }),
      );
      refuseReCheck();
      act(() => {
        window.history.pushState(null, "", "/edb/transport-tracking-home");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expectSessionEnded("/edb/transport-tracking-home");
    }, 30_000);
  });
});
