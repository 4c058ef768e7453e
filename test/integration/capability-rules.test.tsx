import { act, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, renderWithRefine, signInAs } from "../render-with-refine";

const group = (name: string) => screen.getByRole("group", { name });
const sentence = () => screen.getByTestId("rule-sentence");

async function choose(user: UserEvent, container: HTMLElement, label: string, option: string) {
  await user.click(within(container).getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function openRule(id = 1) {
  const rendered = await signInAs("admin", `/edb/sys-roles/edit/${id}`);
  await screen.findByRole("heading", { name: /^Edit Orders Book Calculation Rule/ }, { timeout: 8000 });
  await waitFor(() => expect(screen.getAllByRole("group", { name: /^Where clause/ })).toHaveLength(3), {
    timeout: 8000,
  });
  return rendered;
}

function recordPatches(path = "/edb/sys-roles") {
  const patches: unknown[] = [];
  server.events.on("request:start", async ({ request }) => {
    if (request.method === "PATCH" && request.url.includes(path)) patches.push(await request.clone().json());
  });
  return patches;
}

describe("Orders Book calculation rule editor", () => {
  afterEach(() => server.events.removeAllListeners());

  it("adds, reorders and removes clauses, reads the rule back and saves it", async () => {
    const { user } = await openRule();
    expect(sentence()).toHaveTextContent(
      "Set Priority to 1 and Transit time to 7 when Plant equal to BR10 and Origin equal to CN and Modal equal to AIR.",
    );
    // A set clause only sets: no comparison and no and/or to choose, unlike a where clause.
    const setClauses = screen.getAllByRole("group", { name: /^Update clause/ });
    expect(setClauses.length).toBeGreaterThan(1);
    for (const clause of setClauses) {
      expect(within(clause).queryByRole("combobox", { name: "Operator" })).toBeNull();
      expect(within(clause).queryByRole("combobox", { name: "Connector" })).toBeNull();
      expect(within(clause).getByText("set to")).toBeInTheDocument();
    }
    expect(within(screen.getAllByRole("group", { name: /^Where clause/ })[1]).getByRole("combobox", { name: "Operator" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add where clause" }));
    const added = group("Where clause 4");
    expect(within(added).getByRole("combobox", { name: "Column" })).toHaveFocus();
    await choose(user, added, "Column", "Vendor");
    await choose(user, added, "Operator", "not equal to");
    await choose(user, added, "Connector", "OR");
    await user.type(within(added).getByLabelText(/^Value/), "100245");
    expect(sentence()).toHaveTextContent("and Modal equal to AIR or Vendor not equal to 100245.");

    // Keyboard: the move button keeps focus on the moved clause.
    act(() =>
      within(group("Where clause 4")).getByRole("button", { name: "Move Where clause 4 up" }).focus(),
    );
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("Where clause 4 moved to position 3.");
    expect(within(group("Where clause 3")).getByLabelText(/^Value/)).toHaveValue("100245");
    expect(
      within(group("Where clause 3")).getByRole("button", { name: "Move Where clause 3 up" }),
    ).toHaveFocus();
    expect(sentence()).toHaveTextContent(
      "Origin equal to CN or Vendor not equal to 100245 and Modal equal to AIR.",
    );

    await user.click(
      within(group("Update clause 2")).getByRole("button", { name: "Remove Update clause 2" }),
    );
    expect(screen.queryByRole("group", { name: "Update clause 2" })).toBeNull();
    expect(sentence()).toHaveTextContent(/^Set Priority to 1 when Plant/);

    await user.click(screen.getByText("Save", { selector: "button" }));
    await waitFor(() => expect(currentPath()).toBe("/edb/sys-roles/show/1"), { timeout: 8000 });
    const stored = db.get("edb/sys-roles", 1);
    expect(stored?.updateClauses).toEqual([
      { column: "priority", operator: "eq", connector: "AND", value: "1" },
    ]);
    expect(stored?.whereClauses).toEqual([
      { column: "plant", operator: "eq", connector: "AND", value: "BR10" },
      { column: "origin", operator: "eq", connector: "AND", value: "CN" },
      { column: "vendor", operator: "ne", connector: "OR", value: "100245" },
      { column: "modal", operator: "eq", connector: "AND", value: "AIR" },
    ]);
    expect(await screen.findByTestId("rule-sentence", {}, { timeout: 8000 })).toHaveTextContent(
      "or Vendor not equal to 100245",
    );
  });

  it("shows a forbidden word beside the value and refuses to save with SPEC's message", async () => {
    const patches = recordPatches();
    const { user } = await openRule();
    const value = within(group("Where clause 1")).getByLabelText(/^Value/);
    await user.clear(value);
    await user.type(value, "BR10' drop table orders");
    expect(within(group("Where clause 1")).getByText("Not allowed word: DROP")).toBeInTheDocument();
    const other = within(group("Update clause 1")).getByLabelText(/^Value/);
    await user.type(other, "--");
    expect(within(group("Update clause 1")).getByText("Not allowed word: --")).toBeInTheDocument();

    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The filter contains forbidden words such as --, DROP",
    );
    expect(patches).toEqual([]);
    expect(currentPath()).toBe("/edb/sys-roles/edit/1");
    expect(value).toHaveValue("BR10' drop table orders");
  });

  it("previews, before saving, the demand lines the rule selects and what it changes on them", async () => {
    const asked: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/edb/sys-roles/dry-run")) asked.push(await request.clone().json());
    });
    const { user } = await openRule();
    const value = within(group("Where clause 1")).getByLabelText(/^Value/);
    await user.clear(value);
    await user.type(value, "BR10");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const result = await screen.findByTestId("dry-run-result", {}, { timeout: 8000 });
    expect(within(result).getByText(/^Selects \d+ of [\d,]+ current demand lines\.$/)).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ whereClauses: expect.arrayContaining([expect.objectContaining({ value: "BR10" })]) });
    // Nothing was saved: the preview reads the form as typed.
    expect(currentPath()).toBe("/edb/sys-roles/edit/1");

    // A preview of the rule as it was is not shown as the rule's once a clause or an override changes.
    await user.type(value, "0");
    expect(screen.queryByTestId("dry-run-result")).toBeNull();
    expect(screen.getByTestId("dry-run-outdated")).toHaveAttribute("role", "status");
    expect(screen.getByTestId("dry-run-outdated")).toHaveTextContent(
      "The rule changed after this preview. Preview it again to see what it selects now.",
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await screen.findByTestId("dry-run-result", {}, { timeout: 8000 });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatchObject({ whereClauses: expect.arrayContaining([expect.objectContaining({ value: "BR100" })]) });
    const coverage = screen.getByRole("textbox", { name: /^Coverage/ });
    await user.clear(coverage);
    await user.type(coverage, "12");
    expect(screen.queryByTestId("dry-run-result")).toBeNull();
    expect(screen.getByTestId("dry-run-outdated")).toBeInTheDocument();

    await user.clear(value);
    await user.type(value, "BR10; drop");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The filter contains forbidden words such as ;, DROP");
    expect(screen.queryByTestId("dry-run-outdated")).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it("writes the preview's counts, dates and modals as the page's language does", async () => {
    server.use(
      http.post(`${demoUrls.apiUrl}/edb/sys-roles/dry-run`, () =>
        HttpResponse.json({
          matched: 1234,
          total: 5000,
          lines: [
            {
              orderKey: "SO 4100234/10",
              material: "KDU561074/1",
              plant: "BR10",
              changes: [
                { field: "availabilityDate", before: "2026-12-01", after: "2027-01-15" },
                { field: "transitTime", before: 1200, after: 1500 },
                { field: "modal", before: "SEA", after: "AIR" },
                { field: "origin", before: null, after: "CN" },
              ],
            },
          ],
        }),
      ),
    );
    const { user } = await signInAs("admin", "/edb/sys-roles/edit/1", "pt-BR");
    await waitFor(() => expect(screen.getAllByRole("group", { name: /^Cláusula de filtro/ })).toHaveLength(3), { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: "Pré-visualizar" }));
    const result = await screen.findByTestId("dry-run-result", {}, { timeout: 8000 });
    expect(within(result).getByText("Seleciona 1.234 de 5.000 linhas de demanda atuais.")).toBeInTheDocument();
    expect(
      within(result).getByText(
        "Data de disponibilidade: 01/12/2026 → 15/01/2027; Tempo de trânsito: 1.200 → 1.500; Modal: Marítimo → Aéreo; Origem: — → CN",
      ),
    ).toBeInTheDocument();
    expect(within(result).getByText("São mostradas as primeiras 1 de 1.234 linhas.")).toBeInTheDocument();
  });

  it("says it in Portuguese too", async () => {
    const { user } = await signInAs("admin", "/edb/sys-roles/edit/2", "pt-BR");
    await waitFor(
      () => expect(screen.getAllByRole("group", { name: /^Cláusula de filtro/ })).toHaveLength(3),
      { timeout: 8000 },
    );
    const value = within(group("Cláusula de filtro 2")).getByLabelText(/^Valor/);
    await user.type(value, " union");
    expect(screen.getByText("Palavra não permitida: UNION")).toBeInTheDocument();
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "O filtro contém palavras proibidas como UNION",
    );
    expect(sentence()).toHaveTextContent(/^Definir Tempo de trânsito como 45/);
  });

  it("is refused by the demo backend too when the browser check is bypassed", async () => {
    const before = db.get("edb/sys-roles", 1);
    // An administrator's own token: the backend checks the words even for those allowed to edit rules.
    const login = await fetch(`${demoUrls.apiUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "ADMIN" }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const response = await fetch(`${demoUrls.apiUrl}/edb/sys-roles/1`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        whereClauses: [
          { column: "plant", operator: "eq", connector: "AND", value: "BR10; DELETE FROM orders" },
        ],
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("The filter contains forbidden words such as ;, DELETE");
    expect(body.errors["whereClauses.0.value"]).toEqual(["Not allowed word: ;"]);
    expect(db.get("edb/sys-roles", 1)).toEqual(before);
  });

  it("shows the backend's refusal beside the clause, in the page's language, keeping what was typed", async () => {
    // A backend whose list knows a word the browser's does not: its answer must still reach the person.
    server.use(
      http.patch(`${demoUrls.apiUrl}/edb/sys-roles/:id`, () =>
        HttpResponse.json(
          {
            message: "The filter contains forbidden words such as XP_CMDSHELL",
            errors: { "whereClauses.1.value": ["Not allowed word: XP_CMDSHELL"] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await signInAs("admin", "/edb/sys-roles/edit/1", "pt-BR");
    await waitFor(
      () => expect(screen.getAllByRole("group", { name: /^Cláusula de filtro/ })).toHaveLength(3),
      { timeout: 8000 },
    );
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    const clause = group("Cláusula de filtro 2");
    expect(
      await within(clause).findByText("Palavra não permitida: XP_CMDSHELL", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The toast repeats the server's own text; the form's alert says it in the page's language.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      "O filtro contém palavras proibidas como XP_CMDSHELL",
    );
    expect(within(clause).getByLabelText(/^Valor/)).toHaveValue("CN");
    expect(currentPath()).toBe("/edb/sys-roles/edit/1");
  });

  it.each([
    ["the page's own check", false],
    ["the server", true],
  ] as const)(
    "still warns before leaving clause edits that %s refused to save",
    async (_case, byServer) => {
      if (byServer)
        server.use(
          http.patch(`${demoUrls.apiUrl}/edb/sys-roles/:id`, () =>
            HttpResponse.json({ message: "The filter contains forbidden words such as XP_CMDSHELL" }, { status: 400 }),
          ),
        );
      const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
      const { user } = await openRule();
      // Only a clause is edited: the form's own fields stay as they were read.
      const value = within(group("Where clause 1")).getByLabelText(/^Value/);
      await user.clear(value);
      await user.type(value, byServer ? "BR20" : "BR10; drop");
      await user.click(screen.getByText("Save", { selector: "button" }));
      expect(
        await screen.findByText(/The filter contains forbidden words such as/, { selector: "[role=alert] *" }, { timeout: 8000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole("link", { name: "List" }));
      expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes.");
      expect(currentPath()).toBe("/edb/sys-roles/edit/1");
      expect(value).toHaveValue(byServer ? "BR20" : "BR10; drop");
      confirm.mockRestore();
    },
  );

  it("lists the rules and shows one with its sentence", async () => {
    await signInAs("admin", "/edb/sys-roles");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByText("AIR-ASIA").length).toBeGreaterThan(0));
    renderWithRefine({ route: "/edb/sys-roles/show/8" });
    expect(await screen.findByTestId("rule-sentence", {}, { timeout: 8000 })).toHaveTextContent(
      "Set Transit time to 6 when Origin equal to AR and Modal equal to ROAD or Plant equal to BR30.",
    );
  });
});

describe("Configurable templates", () => {
  afterEach(() => server.events.removeAllListeners());

  it("edits a template's columns in place and saves them", async () => {
    const { user } = await signInAs("admin", "/edb/configurable-template");
    await screen.findByRole("heading", { name: "Configurable Template" }, { timeout: 8000 });
    const picker = await screen.findByRole("combobox", { name: /^Template/ }, { timeout: 8000 });
    await waitFor(() => expect(picker).toHaveTextContent("Lead time upload"));
    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: "Material capability upload" }));
    await waitFor(() => expect(screen.getByLabelText("Column 1: Header")).toHaveValue("Order"));
    // The six columns the calculation reads keep their header, type and required mark, and cannot be removed.
    expect(screen.getAllByText("Read by its header when files are processed: kept as it is.")).toHaveLength(6);
    expect(screen.getByLabelText("Column 1: Header")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Column 4: Required")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove column 4" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove column 7" })).toBeEnabled();
    expect(screen.getByLabelText("Column 7: Header")).not.toHaveAttribute("readonly");

    await user.click(screen.getByRole("button", { name: "Add column" }));
    const header = screen.getByLabelText("Column 9: Header");
    expect(header).toHaveFocus();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await user.type(header, "Shelf");
    await user.click(within(header.closest('[role="group"]') as HTMLElement).getByRole("combobox", { name: /Type/ }));
    await user.click(await screen.findByRole("option", { name: "Number" }));
    await user.type(screen.getByLabelText("Column 9: Example"), "180");
    await user.click(screen.getByLabelText("Column 9: Required"));
    await user.click(screen.getByRole("button", { name: "Move column 9 up" }));
    await user.click(screen.getByRole("button", { name: "Remove column 7" }));

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull(), { timeout: 8000 });
    const stored = db
      .list("edb/configurable-template")
      .find((row) => row.name === "Material capability upload");
    const columns = stored?.columns as { header: string }[];
    expect(columns.map((c) => c.header)).toEqual([
      "Order",
      "Product",
      "Plant",
      "Quantity",
      "Need date",
      "Priority",
      "Shelf",
      "Comment",
    ]);
    expect(columns[6]).toEqual({ header: "Shelf", type: "number", required: true, example: "180" });
  });

  it("flags empty and repeated headers and examples of the wrong type, and saves nothing then", async () => {
    const patches = recordPatches("/configurable-template");
    const { user } = await signInAs("admin", "/ctb/configurable-template");
    await waitFor(() => expect(screen.getByLabelText("Column 1: Header")).toHaveValue("Work order"), {
      timeout: 8000,
    });
    await user.click(screen.getByRole("button", { name: "Add column" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the header.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Fix the columns marked before saving.");
    await user.type(screen.getByLabelText("Column 9: Header"), "Line");
    expect(screen.getByText("This header is repeated.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Column 4: Example"), "x");
    expect(screen.getByText("The example does not fit the type.")).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("is read-only for a profile that may read templates but not update them", async () => {
    // The seeded planner may update templates; this profile is narrowed to reading them.
    const grant = db
      .list("user-profile-resource")
      .find((row) => row.profileId === 2 && row.resource === "edb/configurable-template");
    await db.write((tx) => tx.update("user-profile-resource", grant!.id, { read: true, create: false, update: false, delete: false }));
    await signInAs("planner", "/edb/configurable-template");
    expect(
      await screen.findByText("You can view this template but not change it.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText("Column 1: Header")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add column" })).toBeDisabled();
  });

  it("keeps the columns being edited when someone else saves the template, and meets their save at Save", async () => {
    const TEMPLATES = "ctb/configurable-template";
    const saves: { columns: { header: string }[]; ifMatch: string | null }[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH" && request.url.includes("/configurable-template/"))
        saves.push({ ...((await request.clone().json()) as { columns: { header: string }[] }), ifMatch: request.headers.get("if-match") });
    });
    const { user, wiring } = await signInAs("admin", `/${TEMPLATES}`);
    const header = (await screen.findByLabelText("Column 8: Header", {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(header).toHaveValue("Comment"));
    const template = db.list(TEMPLATES).find((row) => row.name === "CTB upload")!;
    const read = String(template.updateDate);
    await user.type(header, "s");

    // Another person saves the template meanwhile, and the app reads everything again (the demo's change
    // broadcast, DESIGN §9.5): what is being typed stays.
    const theirs = (template.columns as { header: string }[]).map((column, index) => (index === 6 ? { ...column, header: "Assembly line" } : column));
    await db.write((tx) => tx.update(TEMPLATES, template.id as number, { columns: theirs, updateDate: new Date(Date.parse(read) + 60_000).toISOString(), updatedBy: "PLANNER" }));
    await act(() => wiring.queryClient.invalidateQueries());
    expect(header).toHaveValue("Comments");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    // Saved against the version read: refused, with who saved, theirs beside mine, nothing lost.
    await user.click(screen.getByRole("button", { name: "Save" }));
    const panel = await screen.findByTestId("edit-conflict", {}, { timeout: 8000 });
    // Far above the Save at the foot of the columns: it takes the focus, so it is seen and its buttons reached.
    expect(panel).toHaveFocus();
    expect(within(panel).getByText(/^Saved by PLANNER on /)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText(/yours: Work order, .*, Line, Comments; now: Work order, .*, Assembly line, Comment$/)).toBeInTheDocument());
    expect(saves.map((save) => save.ifMatch)).toEqual([`"${read}"`]);
    expect((db.get(TEMPLATES, template.id as number)?.columns as { header: string }[])[6].header).toBe("Assembly line");
    expect(header).toHaveValue("Comments");

    // Mine over theirs, on request: sent against the version just read.
    await user.click(within(panel).getByRole("button", { name: "Save mine over it" }));
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull(), { timeout: 8000 });
    expect(screen.queryByTestId("edit-conflict")).toBeNull();
    expect((db.get(TEMPLATES, template.id as number)?.columns as { header: string }[])[7].header).toBe("Comments");
    expect(saves).toHaveLength(2);
    expect(saves[1].ifMatch).not.toBe(saves[0].ifMatch);
  });

  it("saves again at once against its own last save, before the list is read again", async () => {
    const TEMPLATES = "ctb/configurable-template";
    const saves: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "PATCH" && request.url.includes("/configurable-template/")) saves.push(request.headers.get("if-match"));
    });
    const { user } = await signInAs("admin", `/${TEMPLATES}`);
    const header = (await screen.findByLabelText("Column 8: Header", {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(header).toHaveValue("Comment"));
    // The list is read back slowly after a save, as from a distant backend.
    server.use(
      http.get(`${demoUrls.apiUrl}/${TEMPLATES}`, async () => {
        await delay(1500);
        return undefined;
      }),
    );
    await user.type(header, " line");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull(), { timeout: 8000 });
    await user.type(header, "s");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves).toHaveLength(2));
    await waitFor(() => expect((db.list(TEMPLATES).find((row) => row.name === "CTB upload")!.columns as { header: string }[])[7].header).toBe("Comment lines"));
    expect(screen.queryByTestId("edit-conflict")).toBeNull();
    expect(saves[1]).not.toBe(saves[0]);
  });

  it("says why the templates could not be read, and Retry reads them again", async () => {
    let failing = true;
    server.use(
      http.get(`${demoUrls.apiUrl}/ctb/configurable-template`, () =>
        failing ? HttpResponse.json({ message: "Injected failure" }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await signInAs("admin", "/ctb/configurable-template");
    const alert = (await screen.findByText("Injected failure", {}, { timeout: 8000 })).closest('[role="alert"]') as HTMLElement;
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByLabelText("Column 1: Header", {}, { timeout: 8000 })).toHaveValue("Work order");
  });

  it("takes the other person's columns when asked, instead of saving mine", async () => {
    const TEMPLATES = "ctb/configurable-template";
    const { user } = await signInAs("admin", `/${TEMPLATES}`);
    const header = (await screen.findByLabelText("Column 8: Header", {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(header).toHaveValue("Comment"));
    const template = db.list(TEMPLATES).find((row) => row.name === "CTB upload")!;
    await user.type(header, " line");
    const theirs = (template.columns as { header: string }[]).map((column, index) => (index === 7 ? { ...column, header: "Remark" } : column));
    await db.write((tx) => tx.update(TEMPLATES, template.id as number, { columns: theirs, updateDate: new Date(Date.parse(String(template.updateDate)) + 60_000).toISOString() }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const panel = await screen.findByTestId("edit-conflict", {}, { timeout: 8000 });
    await user.click(await within(panel).findByRole("button", { name: "Reload the record" }, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByLabelText("Column 8: Header")).toHaveValue("Remark"));
    expect(screen.queryByTestId("edit-conflict")).toBeNull();
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    // The list read again later does not bring the stale columns back.
    await waitFor(() => expect(screen.getByLabelText("Column 8: Header")).toHaveValue("Remark"));
  });

  it("serves the EFA module from the EFA backend with the same screen", async () => {
    await signInAs("admin", "/efa/configurable-template");
    const picker = await screen.findByRole("combobox", { name: /^Template/ }, { timeout: 8000 });
    await waitFor(() => expect(picker).toHaveTextContent("EFA components availability"));
    expect(screen.getByLabelText("Column 1: Header")).toHaveValue("Order");
    expect(screen.getByLabelText("Column 2: Header")).toHaveValue("Component");
    expect(db.list("configurable-template", "efa")).toHaveLength(1);
  });
});
