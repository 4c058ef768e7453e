import { act, screen, waitFor, within } from "@testing-library/react";
import { db, server } from "../msw-server";
import { signInAs } from "../render-with-refine";
import { xlsxFile } from "../xlsx-fixtures";
import { LEAD_TIME_UPLOAD_COLUMNS } from "../../src/domain/lead-time";
import { HISTORY_FIRST_ID } from "../../src/demo/seed/robot-log-history";

const transitOf = (vendor: string, modal: string) =>
  db.list("edb/edb-transit-time").find((row) => row.vendor === vendor && row.modal === modal)!;

/** Lead time maintenance, the robot logs' detail and trade compliance's account (DESIGN §9.4). */
describe("Lead time maintenance", () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows the transit and the total while the form is typed, never sends them, and refuses over 999 days", async () => {
    const sent: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/edb/lead-time-maintenance")) sent.push(await request.clone().json());
    });
    const { user } = await signInAs("planner", "/edb/lead-time-maintenance/create");
    await screen.findByRole("heading", { name: "Create Lead Time" }, { timeout: 8000 });
    expect(screen.getByText("Enter the vendor and the modal: the transit time comes from the transit-time table.")).toBeInTheDocument();
    const transit = transitOf("100045", "SEA");
    await user.type(screen.getByRole("textbox", { name: /^Vendor(\s*\*)?$/ }), "100045");
    await user.type(screen.getByRole("textbox", { name: /^Material/ }), "KDU137925/31");
    await user.click(screen.getByRole("combobox", { name: /^Plant/ }));
    await user.click(await screen.findByRole("option", { name: "BR20 – Manaus" }));
    await user.click(screen.getByRole("combobox", { name: /^Modal/ }));
    await user.click(await screen.findByRole("option", { name: "Sea" }));
    expect(await screen.findByText(`${String(transit.transitTime)} days`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText("Sea from China, from the transit-time table")).toBeInTheDocument();

    const leadTime = screen.getByRole("textbox", { name: /^Vendor lead time/ });
    await user.type(leadTime, "1000");
    const total = Number(transit.transitTime) + 1000;
    expect(await screen.findByText(`${total.toLocaleString("en-US")} days`)).toBeInTheDocument();
    expect(screen.getByText("The total lead time cannot be over 999 days.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/999/, { selector: "p.Mui-error" })).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(leadTime);
    await user.type(leadTime, "40");
    expect(await screen.findByText(`${40 + Number(transit.transitTime)} days`)).toBeInTheDocument();
    expect(screen.getByText(`40 + ${String(transit.transitTime)}: vendor lead time plus transit time`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 8000 });
    expect(sent[0]).not.toHaveProperty("totalLeadTime");
    expect(sent[0]).not.toHaveProperty("transitTime");
    expect(sent[0]).toMatchObject({ vendor: "100045", modal: "SEA", vendorLeadTime: 40 });
    const saved = db.list("edb/lead-time-maintenance").find((row) => row.material === "KDU137925/31" && row.plant === "BR20" && row.modal === "SEA");
    expect(saved).toBeDefined();
  });

  it("puts the server's refusal beside a field the edit did not send: a material that makes the line a duplicate", async () => {
    const line = db.get("edb/lead-time-maintenance", 1)!;
    const { vendor, plant, modal, modeOfTransport, vendorLeadTime } = line;
    await db.write((tx) =>
      tx.insert("edb/lead-time-maintenance", { vendor, plant, modal, modeOfTransport, vendorLeadTime, material: "KDU999001/1" }),
    );
    const { user } = await signInAs("admin", "/edb/lead-time-maintenance/edit/1");
    const material = await screen.findByRole("textbox", { name: /^Material/ }, { timeout: 8000 });
    await waitFor(() => expect(material).toHaveValue(String(line.material)));
    await user.clear(material);
    await user.type(material, "KDU999001/1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    // The edit sent the material alone; the server names the modal, the key's last field.
    const modalField = screen.getByRole("combobox", { name: /^Modal/ });
    await waitFor(
      () =>
        expect(modalField.closest(".MuiFormControl-root")).toHaveTextContent(
          "This vendor already has a lead time for this material, plant and modal",
        ),
      { timeout: 8000 },
    );
    expect(db.get("edb/lead-time-maintenance", 1)?.material).toBe(line.material);
  });

  it("names the vendor's country in Portuguese, and a vendor without a transit time in the error colour", async () => {
    const transit = db.list("edb/edb-transit-time").find((row) => row.countryCode === "DE" && row.modal === "AIR")!;
    const { user } = await signInAs("planner", "/edb/lead-time-maintenance/create", "pt-BR");
    const vendor = await screen.findByRole("textbox", { name: /^Fornecedor(\s*\*)?$/ }, { timeout: 8000 });
    await user.type(vendor, String(transit.vendor));
    await user.click(screen.getByRole("combobox", { name: /^Modal/ }));
    await user.click(await screen.findByRole("option", { name: "Aéreo" }));
    expect(await screen.findByText("Aéreo saindo de Alemanha, pela tabela de tempos de trânsito", {}, { timeout: 8000 })).toBeInTheDocument();

    await user.clear(vendor);
    await user.type(vendor, "999991");
    const missing = await screen.findByText(/^Este fornecedor não tem tempo de trânsito/, {}, { timeout: 8000 });
    expect(getComputedStyle(missing).color).toBe("rgb(211, 47, 47)");
    // Heard as it shows, not only when Save is refused.
    expect(missing.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("lists totals that follow a transit time changed in Maintenance", async () => {
    const row = db.get("edb/lead-time-maintenance", 1)!;
    const transit = transitOf(String(row.vendor), String(row.modal));
    await db.write((tx) => tx.update("edb/edb-transit-time", transit.id, { transitTime: 61 }));
    await signInAs("viewer", "/edb/lead-time-maintenance/show/1");
    await screen.findByRole("heading", { name: "Lead Time: details" }, { timeout: 8000 });
    expect(await screen.findByText(`${Number(row.vendorLeadTime) + 61} days`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText("61 days")).toBeInTheDocument();
  });

  it("opened again, the form reads the transit time again: a change made in Maintenance meanwhile shows", async () => {
    const row = db.get("edb/lead-time-maintenance", 1)!;
    const transit = transitOf(String(row.vendor), String(row.modal));
    const { user } = await signInAs("admin", "/edb/lead-time-maintenance/show/1");
    await user.click(await screen.findByRole("link", { name: "Edit" }, { timeout: 8000 }));
    expect(await screen.findByText(`${String(transit.transitTime)} days`, {}, { timeout: 8000 })).toBeInTheDocument();
    act(() => window.history.back());
    await screen.findByRole("heading", { name: "Lead Time: details" }, { timeout: 8000 });
    await db.write((tx) => tx.update("edb/edb-transit-time", transit.id, { transitTime: 77 }));
    await user.click(await screen.findByRole("link", { name: "Edit" }));
    expect(await screen.findByText("77 days", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`${Number(row.vendorLeadTime) + 77} days`)).toBeInTheDocument();
  });

  it("uploads lead times from the template after the browser's check, and lists the upload", async () => {
    const posts: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/edb/lead-time-upload/uploads")) posts.push(request.url);
    });
    const { user } = await signInAs("planner", "/edb/lead-time-maintenance/upload");
    await screen.findByRole("heading", { name: "Lead time upload" }, { timeout: 8000 });
    // The breadcrumb names the page as its heading does; the list's button says what it does.
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Lead Time Maintenance" })).toHaveAttribute("href", "/edb/lead-time-maintenance");
    expect(within(crumbs).getByText("Lead time upload")).toHaveAttribute("aria-current", "page");
    const headers = LEAD_TIME_UPLOAD_COLUMNS.map((column) => column.header);
    const cell = (value: string | number | null) => (value === null ? null : { value });
    const row = (...values: (string | number | null)[]) => values.map(cell);
    // A lead time over 999 days is found in the browser: nothing is sent.
    const wrong = await xlsxFile([headers.map(cell), row("100045", "KRC161868/1", "BR10", "AIR", 1200, null, null, null, null)], "wrong.xlsx");
    await user.upload(await screen.findByTestId("excel-file-input", {}, { timeout: 8000 }), wrong);
    expect(await screen.findByText(/Expected whole days from 0 to 999\./, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(posts).toEqual([]);

    const good = await xlsxFile([headers.map(cell), row("100045", "KRC161868/1", "BR10", "AIR", 21, "Air freight", "B01", null, null)], "week-48.xlsx");
    await user.upload(screen.getByTestId("excel-file-input"), good);
    // Sent once the check has passed: the button is enabled then.
    const send = screen.getByRole("button", { name: "Upload" });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });
    await user.click(send);
    expect(await screen.findByText("week-48.xlsx was uploaded: 1 line.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(within(await screen.findByTestId("upload-history")).getByText("week-48.xlsx")).toBeInTheDocument();
    const written = db.list("edb/lead-time-maintenance").find((line) => line.vendor === "100045" && line.material === "KRC161868/1" && line.plant === "BR10" && line.modal === "AIR");
    expect(written?.vendorLeadTime).toBe(21);
  });

  it("shows each line the server refused on a line of its own, and uploads nothing", async () => {
    const { user } = await signInAs("planner", "/edb/lead-time-maintenance/upload");
    await screen.findByRole("heading", { name: "Lead time upload" }, { timeout: 8000 });
    const headers = LEAD_TIME_UPLOAD_COLUMNS.map((column) => column.header);
    const cell = (value: string | number | null) => (value === null ? null : { value });
    const row = (...values: (string | number | null)[]) => values.map(cell);
    const before = db.list("edb/lead-time-maintenance").length;
    // Vendors with no transit time pass the browser's check; the server refuses them line by line.
    const file = await xlsxFile(
      [
        headers.map(cell),
        row("999991", "KRC161868/1", "BR10", "AIR", 21, null, null, null, null),
        row("999992", "KRC161868/2", "BR10", "AIR", 21, null, null, null, null),
      ],
      "unknown-vendors.xlsx",
    );
    await user.upload(await screen.findByTestId("excel-file-input", {}, { timeout: 8000 }), file);
    const send = screen.getByRole("button", { name: "Upload" });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });
    await user.click(send);
    const refusal = await screen.findByText(/line\(s\) of the file were refused/, { selector: "[role=alert] *" }, { timeout: 8000 });
    expect(refusal.textContent?.split("\n")).toEqual([
      "2 line(s) of the file were refused; nothing was uploaded.",
      expect.stringMatching(/^Line 2, column "Vendor": /),
      expect.stringMatching(/^Line 3, column "Vendor": /),
    ]);
    // The lines the server sent apart are shown apart, not run together into one paragraph.
    expect(getComputedStyle(refusal.closest("[role=alert]") as HTMLElement).whiteSpace).toBe("pre-line");
    expect(db.list("edb/lead-time-maintenance")).toHaveLength(before);
  });
});

describe("Robot process log detail", () => {
  it("says which SAP user the run signed in as, warns that its password expires soon, and links to what it produced", async () => {
    const entry = db.list("edb/robot-process-log").find((row) => row.type === "success" && row.moduloId === 1)!;
    await signInAs("admin", `/edb/robot-process-log/show/${String(entry.id)}`);
    await screen.findByRole("heading", { name: "Log entry: details" }, { timeout: 8000 });
    const sapUser = await screen.findByRole("region", { name: "SAP user" }, { timeout: 8000 });
    expect(within(sapUser).getByText("RFC_SCM_EDB")).toBeInTheDocument();
    expect(within(sapUser).getByText(/^The password of RFC_SCM_EDB expires on .+, in 9 days\./)).toBeInTheDocument();
    // The secret itself is nowhere on the page.
    const secret = String(db.list("sap-impersonate-users").find((row) => row.username === "RFC_SCM_EDB")!.value);
    expect(document.body.textContent).not.toContain(secret);
    // The module by its name, not its number.
    expect(screen.getByText("Module", { selector: "dt" }).nextElementSibling).toHaveTextContent(/^EDB Material Capability$/);
    const produced = screen.getByRole("region", { name: "Data this run produced" });
    expect(within(produced).getByRole("link", { name: "Material Capability › Data Upload" })).toHaveAttribute(
      "href",
      "/edb/upload-of-template-material-capability",
    );
  });

  it("names the screens a run fed without linking those the person may not open", async () => {
    const entry = db.list("edb/robot-process-log").find((row) => row.type === "success" && row.moduloId === 1)!;
    await signInAs("compliance", `/edb/robot-process-log/show/${String(entry.id)}`);
    const produced = await screen.findByRole("region", { name: "Data this run produced" }, { timeout: 8000 });
    await waitFor(() => expect(within(produced).getByText("Material Capability › Data Upload")).toBeInTheDocument());
    expect(within(produced).queryByRole("link")).not.toBeInTheDocument();
  });

  it("reads a year-old run from the history in Portuguese, on EFA's backend too", async () => {
    await signInAs("admin", `/efa/robot-process-log/show/${HISTORY_FIRST_ID}`, "pt-BR");
    const sapUser = await screen.findByRole("region", { name: "Usuário SAP" }, { timeout: 8000 });
    expect(within(sapUser).getByText("RFC_SCM_EFA")).toBeInTheDocument();
    expect(within(sapUser).getByText(/^Senha válida até /)).toBeInTheDocument();
    expect(screen.getByText("Módulo", { selector: "dt" }).nextElementSibling).toHaveTextContent(/^EFA Capacidade de Materiais$/);
  });
});

describe("Trade compliance's account", () => {
  it("edits trade compliance and only reads Inbound", async () => {
    await signInAs("compliance", "/edb/trade-compliance/edit/7");
    await screen.findByRole("heading", { name: "Edit Trade Compliance Line" }, { timeout: 8000 });
    expect(await screen.findByRole("textbox", { name: "WAM" })).toBeEnabled();
    await signInAs("compliance", "/edb/priority-shipments");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("menuitem", { name: "Edit" })[0]).toHaveAttribute("aria-disabled", "true"), {
      timeout: 8000,
    });
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute("aria-disabled", "true");
  });
});
