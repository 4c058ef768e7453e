import { screen, waitFor, within } from "@testing-library/react";
import { rowsWithHistory } from "../../src/demo/history";
import { countries } from "../../src/domain/countries";
import { db, server } from "../msw-server";
import { currentPath, renderWithRefine, signInAs } from "../render-with-refine";

const PARAMETERS = "transport-tracking/parameter-transport-tracking";
const helperOf = (field: string) => document.getElementById(`field-${field}-helper-text`);

describe("Maintenance screens", () => {
  it.each([
    ["en-US", "Save", "This parameter already exists"],
    ["pt-BR", "Salvar", "Este parametro ja existe"],
  ] as const)("refuses a duplicate transport tracking parameter beside the field (%s)", async (language, save, message) => {
    // Row 2 is DHL's CLIENT_ID; DHL already has a BASE_URL (row 1).
    const { user } = await signInAs("admin", `/${PARAMETERS}/edit/2`, language);
    const input = (await screen.findByLabelText(/^(Parameter|Parâmetro)/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe("CLIENT_ID"));
    await user.clear(input);
    await user.type(input, "BASE_URL");
    await user.click(screen.getByText(save, { selector: "button" }));
    await waitFor(() => expect(helperOf("parameter")).toHaveTextContent(message), { timeout: 8000 });
    // The keyboard is put on the field the server refused, as the form's own checks do.
    await waitFor(() => expect(input).toHaveFocus());
    // Nothing lost, nothing stored.
    expect(input.value).toBe("BASE_URL");
    expect(db.get(PARAMETERS, 2)?.parameter).toBe("CLIENT_ID");
    // A duplicate key is a 409 too, but not a record saved meanwhile: no conflict panel.
    expect(screen.queryByTestId("edit-conflict")).toBeNull();
  });

  it("shows the duplicate parameter's server message in a pt-BR error toast", async () => {
    const { user } = await signInAs("admin", `/${PARAMETERS}/edit/2`, "pt-BR");
    const input = (await screen.findByLabelText(/^Parâmetro/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe("CLIENT_ID"));
    await user.clear(input);
    await user.type(input, "BASE_URL");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    const toast = await screen.findByTestId("toast", {}, { timeout: 8000 });
    expect(toast).toHaveAttribute("role", "alert");
    expect(toast).toHaveTextContent("Este parametro ja existe");
    expect(toast).toHaveTextContent("código de status: 409");
    expect(toast).not.toHaveTextContent("This parameter already exists");
    expect(input.value).toBe("BASE_URL");
  });

  it("never sends a cloud secret to the browser: not in the list, the detail page or the edit form", async () => {
    const secret = db.get(PARAMETERS, 3)!;
    expect(secret.flag).toBe(true);
    const bodies: string[] = [];
    server.events.on("response:mocked", async ({ response }) => bodies.push(await response.clone().text()));
    const { unmount } = await signInAs("admin", `/${PARAMETERS}`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    // A plain parameter's value is listed; a secret one is masked.
    await waitFor(() => expect(within(grid).getByText("https://api-eu.dhl.com/track/shipments")).toBeInTheDocument());
    expect(within(grid).getAllByText("••••••••").length).toBeGreaterThan(0);
    unmount();

    // The detail page says the secret is set, and when.
    const show = renderWithRefine({ route: `/${PARAMETERS}/show/3` });
    await screen.findByText("CLIENT_SECRET", {}, { timeout: 8000 });
    expect(await screen.findByText(/^Set on /)).toBeInTheDocument();
    show.unmount();

    const { user } = renderWithRefine({ route: `/${PARAMETERS}/edit/3` });
    await screen.findByText("Unchanged: type a new value to replace it.", {}, { timeout: 8000 });
    const value = () => screen.getByLabelText(/^Value/) as HTMLInputElement;
    expect(value().value).toBe("");
    expect(value().type).toBe("password");
    expect(bodies.join("\n")).not.toContain(String(secret.value));
    server.events.removeAllListeners();

    // Saved without retyping it, nothing else changed: nothing is sent, so the record is not stamped as
    // changed, and the secret stays as it was.
    const patches: Record<string, unknown>[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH") patches.push((await request.clone().json()) as Record<string, unknown>);
    });
    const stamped = db.get(PARAMETERS, 3)?.updateDate;
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Nothing was changed, so nothing was saved.", {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/${PARAMETERS}/show/3`), { timeout: 8000 });
    expect(patches).toEqual([]);
    expect(db.get(PARAMETERS, 3)?.value).toBe(secret.value);
    expect(db.get(PARAMETERS, 3)?.updateDate).toBe(stamped);
    server.events.removeAllListeners();
  });

  it("sends a cloud secret only when retyped, and stamps when it was set", async () => {
    const { user } = await signInAs("admin", `/${PARAMETERS}/edit/4`);
    await screen.findByText("Unchanged: type a new value to replace it.", {}, { timeout: 8000 });
    await user.type(screen.getByLabelText(/^Value/), "ak_live_rotated");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(db.get(PARAMETERS, 4)?.value).toBe("ak_live_rotated"), { timeout: 8000 });
    expect(Date.now() - Date.parse(String(db.get(PARAMETERS, 4)?.valueSetAt))).toBeLessThan(60_000);
  });

  it("does not let a list search probe a cloud secret", async () => {
    const secret = String(db.get(PARAMETERS, 3)!.value);
    await signInAs("admin", `/${PARAMETERS}?q=${encodeURIComponent(secret)}`);
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("0 records"), { timeout: 8000 });
  });

  it("shows a plain parameter's value as text and masks it once flagged as a cloud secret", async () => {
    const { user } = await signInAs("admin", `/${PARAMETERS}/edit/1`);
    const value = (await screen.findByLabelText(/^Value/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(value.value).not.toBe(""));
    expect(value.type).toBe("text");
    await user.click(screen.getByLabelText("Cloud secret"));
    expect(((await screen.findByLabelText(/^Value/)) as HTMLInputElement).type).toBe("password");
  });

  it("sets a transit time's change date and user on the server at each save", async () => {
    const before = db.get("edb/edb-transit-time", 1)!;
    const { user } = await signInAs("admin", "/edb/edb-transit-time/edit/1");
    const days = (await screen.findByLabelText(/^Transit time/, {}, { timeout: 8000 })) as HTMLInputElement;
    // The record loads after the field shows: on a busy machine, past waitFor's default second.
    await waitFor(() => expect(days.value).toBe(String(before.transitTime)), { timeout: 8000 });
    // Server-set fields are shown, not editable.
    expect(screen.queryByLabelText(/^Change date/)).toBeNull();
    expect(screen.getByText("Changed by")).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, "-1");
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByText("Enter 0 or more.")).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, "12");
    await user.click(screen.getByText("Save", { selector: "button" }));
    await waitFor(() => expect(db.get("edb/edb-transit-time", 1)?.transitTime).toBe(12), { timeout: 8000 });
    const after = db.get("edb/edb-transit-time", 1)!;
    expect(after.changeUser).toBe("ADMIN");
    expect(Date.parse(String(after.changeDate))).toBeGreaterThan(Date.parse(String(before.changeDate)));
    // The detail page the save lands on names who changed it (the top bar names the user as well).
    expect(await within(screen.getByRole("main")).findByText("ADMIN", {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it.each([
    ["en-US", "Success.", "Error in the update process, check the Logs."],
    ["pt-BR", "Sucesso.", "Erro no processo de atualização, verifique os Logs."],
  ] as const)("lists each robot's schedule with its last execution (%s)", async (language, success, failure) => {
    // The schedules show each robot's newest run in EDB's log (module 1), stored or from the year's history.
    const runs = rowsWithHistory(db, "edb/robot-process-log", "api").filter((run) => run.moduloId === 1);
    const latest = (robot: string) =>
      runs.filter((run) => run.robotprocess === robot).sort((a, b) => String(b.date).localeCompare(String(a.date)))[0]!;
    await signInAs("admin", "/edb/robot-schedule-config", language);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    const row = await waitFor(() => within(grid).getByText("ZMARD").closest('[role="row"]') as HTMLElement, { timeout: 8000 });
    expect(within(row).getByText(String(latest("ZMARD").routine))).toBeInTheDocument();
    // ZEKET is inactive and its last run failed.
    const zeket = within(grid).getByText("ZEKET").closest('[role="row"]') as HTMLElement;
    expect(within(zeket).getAllByText(failure).length).toBeGreaterThan(0);
    const texts = { success, waiting: "", error: failure, empty: "" } as Record<string, string>;
    const expected = texts[String(latest("ZMARD").type)];
    if (expected) expect(within(row).getAllByText(expected).length).toBeGreaterThan(0);
  });

  it("lists the products configuration read-only, with no edit or show page (SPEC §2)", async () => {
    const { unmount } = await signInAs("admin", "/edb/edb-products-configuration");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getByText("KRC 161 868/1")).toBeInTheDocument(), { timeout: 8000 });
    expect(within(grid).queryAllByLabelText("Edit")).toEqual([]);
    expect(within(grid).queryAllByLabelText("Show")).toEqual([]);
    expect(within(grid).queryAllByLabelText("Delete")).toEqual([]);
    // No empty actions column either.
    expect(within(grid).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(screen.queryByText("Create")).toBeNull();
    unmount();

    renderWithRefine({ route: "/edb/edb-products-configuration/edit/1" });
    expect(await screen.findByText("Page not found.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Component/)).toBeNull();
  });

  it("holds the complete ISO 3166-1 list, named in both languages", async () => {
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map(([code2]) => code2)).size).toBe(249);
    expect(new Set(countries.map(([, code3]) => code3)).size).toBe(249);
    expect(db.list("edb/country-list")).toHaveLength(249);
    await signInAs("admin", "/edb/country-list?q=Brasil", "pt-BR");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("1"), { timeout: 8000 });
    expect(within(grid).getByText("Brasil")).toBeInTheDocument();
    expect(within(grid).getByText("BRA")).toBeInTheDocument();
    expect(within(grid).getByText("América do Sul")).toBeInTheDocument();
    expect(within(grid).getByText("País (português)")).toBeInTheDocument();
  });
});
