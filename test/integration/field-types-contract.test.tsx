/**
 * The contract of the field types no Maintenance screen uses yet (status chip, link, file size, duration in
 * days) and of the date range filter, on the generic list, detail and form pages, over the demo backend's
 * handlers. The registry gets one more entry for this suite only.
 */
import { screen, waitFor, within } from "@testing-library/react";
import enUS from "../../src/i18n/locales/en-US.json";
import ptBR from "../../src/i18n/locales/pt-BR.json";
import type { ResourceDefinition } from "../../src/registry/types";
import { db, server } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const NAME = "test/field-samples";

const { downloads } = vi.hoisted(() => ({ downloads: [] as string[] }));

vi.mock("../../src/app/registry", async (importOriginal) => {
  const { registry: real } = await importOriginal<typeof import("../../src/app/registry")>();
  const { createRegistry } = await import("../../src/registry/registry");
  const { preloadablePage } = await import("../../src/registry/preloadable-page");
  const { createElement } = await import("react");
  const { default: CheckCircleOutline } = await import("@mui/icons-material/CheckCircleOutline");
  const { default: ErrorOutline } = await import("@mui/icons-material/ErrorOutline");
  const { default: DownloadOutlined } = await import("@mui/icons-material/DownloadOutlined");
  const { useScreenConfig } = await import("../../src/crud/resource-context");
  /** A toolbar button that reads the entry's typed screen configuration. */
  function SourceButton() {
    const { source } = useScreenConfig<{ source: string }>();
    return createElement("button", { type: "button" }, `Sync ${source}`);
  }
  // Declared in here: the mock runs before the file's own top-level code.
  const samples: ResourceDefinition = {
    name: "test/field-samples",
    labelKey: "resources.test/field-samples.label",
    actions: ["list", "show", "create", "edit"],
    titleField: "fileName",
    defaultSort: { field: "receivedAt", order: "asc" },
    fields: [
      { name: "fileName", type: "text", required: true },
      {
        name: "status",
        type: "status",
        enumKey: "robotStatus",
        options: ["success", "error"],
        tones: {
          success: { tone: "success", icon: createElement(CheckCircleOutline) },
          error: { tone: "error", icon: createElement(ErrorOutline) },
        },
        required: true,
      },
      { name: "size", type: "file-size", required: true, min: 0 },
      { name: "transit", type: "duration-days", required: true, min: 0, max: 365 },
      {
        name: "country",
        type: "link",
        link: { resource: "edb/country-list", idField: "countryId" },
        readOnly: true,
      },
      { name: "receivedAt", type: "datetime", readOnly: true },
    ],
    config: { source: "ZMARD" },
    list: {
      quickFilters: {
        defaultKey: "done",
        options: [
          {
            key: "done",
            labelKey: "resources.test/field-samples.quick.done",
            filters: [{ field: "status", operator: "eq", value: "success" }],
          },
          {
            key: "failed",
            labelKey: "resources.test/field-samples.quick.failed",
            filters: [{ field: "status", operator: "eq", value: "error" }],
          },
          { key: "all", labelKey: "resources.test/field-samples.quick.all", filters: [] },
        ],
      },
      rowActions: [
        {
          key: "download",
          labelKey: "resources.test/field-samples.download",
          icon: createElement(DownloadOutlined),
          access: "show",
          run: (row: Record<string, unknown>) => void downloads.push(String(row.fileName)),
          hiddenFor: (row: Record<string, unknown>) => row.status !== "success",
        },
      ],
      toolbar: SourceButton,
      cells: {
        fileName: (row: Record<string, unknown>) => createElement("code", null, String(row.fileName)),
      },
    },
  };

  return {
    registry: createRegistry({
      menuGroups: real.menuGroups,
      resources: [...real.resources, samples],
      genericPages: {
        list: preloadablePage(() => import("../../src/crud/resource-list-page")),
        show: preloadablePage(() => import("../../src/crud/resource-show-page")),
        create: preloadablePage(() => import("../../src/crud/resource-create-page")),
        edit: preloadablePage(() => import("../../src/crud/resource-edit-page")),
      },
    }),
  };
});

// The suite's own entry is labelled like any other (the app treats a missing key as an error).
const labels = {
  label: "Field samples",
  quick: { done: "Done", failed: "Failed", all: "All" },
  download: "Download file",
  fields: {
    fileName: "File",
    status: "Status",
    size: "Size",
    transit: "Transit",
    country: "Country",
    receivedAt: "Received at",
  },
};
(enUS.resources as Record<string, unknown>)[NAME] = labels;
(ptBR.resources as Record<string, unknown>)[NAME] = labels;

const day = (date: number, hour: number) => new Date(2026, 10, date, hour, 0, 0).toISOString();

beforeEach(async () => {
  const brazil = db.list("edb/country-list").find((row) => row.country === "Brazil")!;
  await db.write((tx) => {
    tx.insert(NAME, {
      fileName: "zmard.xlsx",
      status: "success",
      size: 1536,
      transit: 1,
      countryId: brazil.id,
      country: "Brazil",
      receivedAt: day(2, 9),
    });
    tx.insert(NAME, {
      fileName: "zpovis.xlsx",
      status: "error",
      size: 3 * 1024 * 1024,
      transit: 12,
      countryId: brazil.id,
      country: "Brazil",
      receivedAt: day(10, 23),
    });
    tx.insert(NAME, {
      fileName: "md06.xlsx",
      status: "success",
      size: 200,
      transit: 2.5,
      country: "—",
      receivedAt: day(20, 8),
    });
  });
});
afterEach(() => server.events.removeAllListeners());

const requests = () => {
  const seen: { method: string; search: string; body?: unknown }[] = [];
  server.events.on("request:start", async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith(NAME) && !url.pathname.includes(`${NAME}/`)) return;
    const body = request.method === "POST" ? await request.clone().json() : undefined;
    seen.push({ method: request.method, search: url.search, body });
  });
  return seen;
};

describe("a list's own configuration", () => {
  it("starts on its default quick filter, switches it from the bar and keeps it in the address", async () => {
    const seen = requests();
    const { user } = await signInAs("admin", `/${NAME}`);
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("2 records"), {
      timeout: 8000,
    });
    expect(screen.getByRole("button", { name: "Done" })).toHaveAttribute("aria-pressed", "true");
    expect(
      seen.some((r) => r.method === "GET" && new URLSearchParams(r.search).get("status") === "success"),
    ).toBe(true);
    await user.click(screen.getByRole("button", { name: "Failed" }));
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("1 record"));
    expect(new URLSearchParams(window.location.search).get("quick")).toBe("failed");
    // The total changes in the render before the grid draws the new rows.
    expect(await screen.findByText("zpovis.xlsx")).toBeInTheDocument();
  });

  it("draws its own cells, its toolbar from the typed screen configuration, and its row action where it applies", async () => {
    downloads.length = 0;
    const { user } = await signInAs("admin", `/${NAME}?quick=all`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(4));
    expect(screen.getByRole("button", { name: "Sync ZMARD" })).toBeInTheDocument();
    expect(within(grid).getByText("zmard.xlsx").tagName).toBe("CODE");
    const rows = within(grid).getAllByRole("row");
    // The failed run has no file: no download in its row.
    expect(within(rows[2]).queryByRole("menuitem", { name: "Download file" })).toBeNull();
    await user.click(within(rows[1]).getByRole("menuitem", { name: "Download file" }));
    expect(downloads).toEqual(["zmard.xlsx"]);
    // The row's own actions sit with show and edit, in one cell.
    expect(
      within(rows[1])
        .getAllByRole("menuitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Show", "Edit", "Download file"]);
  });
});

describe("field types on the generic pages", () => {
  it("lists a status as a labelled chip, a size in units, a duration in days and a link to the linked record", async () => {
    await signInAs("admin", `/${NAME}?quick=all`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("3 records"));
    const first = within(grid).getAllByRole("row")[1];
    expect(within(first).getByText("Success.")).toBeInTheDocument();
    expect(within(first).getByText("1.5 KB")).toBeInTheDocument();
    expect(within(first).getByText("1 day")).toBeInTheDocument();
    const brazil = db.list("edb/country-list").find((row) => row.country === "Brazil")!;
    expect(within(first).getByRole("link", { name: "Brazil" })).toHaveAttribute(
      "href",
      `/edb/country-list/show/${brazil.id}`,
    );
    const second = within(grid).getAllByRole("row")[2];
    expect(within(second).getByText("Error in the update process, check the Logs.")).toBeInTheDocument();
    expect(within(second).getByText("3 MB")).toBeInTheDocument();
    expect(within(second).getByText("12 days")).toBeInTheDocument();
    // A row without the linked id shows its text, not a dead link.
    expect(within(within(grid).getAllByRole("row")[3]).queryByRole("link", { name: "—" })).toBeNull();
  });

  it("filters a datetime column by a range of whole days kept in the address, sent as _gte/_lte", async () => {
    const seen = requests();
    await signInAs(
      "admin",
      `/${NAME}?quick=all&filter.receivedAt.gte=2026-11-02&filter.receivedAt.lte=2026-11-10`,
    );
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("2 records"), {
      timeout: 8000,
    });
    const chip = screen.getByTestId("filter-chip");
    expect(chip).toHaveTextContent("Received at: 11/02/2026 – 11/10/2026");
    const list = seen.find((r) => r.method === "GET" && r.search.includes("receivedAt_gte"));
    const params = new URLSearchParams(list!.search);
    expect(params.get("receivedAt_gte")).toBe(new Date(2026, 10, 2, 0, 0, 0, 0).toISOString());
    // The whole of the 10th: the row received at 23:00 that day is in.
    expect(params.get("receivedAt_lte")).toBe(new Date(2026, 10, 10, 23, 59, 59, 999).toISOString());
    expect(screen.getByText("zpovis.xlsx")).toBeInTheDocument();
    expect(screen.queryByText("md06.xlsx")).toBeNull();
  });

  it("shows the types on the detail page, and a click on the link opens the linked record", async () => {
    const first = db.list(NAME)[0];
    const { user } = await signInAs("admin", `/${NAME}/show/${first.id}`);
    expect(await screen.findByText("Success.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText("1.5 KB")).toBeInTheDocument();
    expect(screen.getByText("1 day")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Brazil" }));
    await waitFor(() => expect(currentPath()).toBe(`/edb/country-list/show/${first.countryId}`));
  });

  it("creates a record: the status from its options, the size and the duration sent as numbers", async () => {
    const seen = requests();
    const { user } = await signInAs("admin", `/${NAME}/create`);
    await user.type(await screen.findByLabelText(/^File/, {}, { timeout: 8000 }), "orders.xlsx");
    await user.click(screen.getByLabelText(/^Status/));
    await user.click(
      await screen.findByRole("option", { name: "Error in the update process, check the Logs." }),
    );
    await user.type(screen.getByLabelText(/^Size/), "2048");
    await user.type(screen.getByLabelText(/^Transit/), "-1");
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByText("Enter 0 or more.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Transit/));
    await user.type(screen.getByLabelText(/^Transit/), "4");
    await user.click(screen.getByText("Save", { selector: "button" }));
    await waitFor(() => expect(db.list(NAME)).toHaveLength(4), { timeout: 8000 });
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      fileName: "orders.xlsx",
      status: "error",
      size: 2048,
      transit: 4,
    });
  });

  it("reads numbers as a pt-BR user types them, and names the ones that are not", async () => {
    const seen = requests();
    const { user } = await signInAs("admin", `/${NAME}/create`, "pt-BR");
    await user.type(await screen.findByLabelText(/^File/, {}, { timeout: 8000 }), "orders.xlsx");
    await user.click(screen.getByLabelText(/^Status/));
    await user.click(await screen.findByRole("option", { name: "Erro no processo de atualização, verifique os Logs." }));
    // One thousand and a half, with the thousands mark a Brazilian types; a browser's number input read 1,5.
    await user.type(screen.getByLabelText(/^Size/), "1.500");
    await user.type(screen.getByLabelText(/^Transit/), "4 dias");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    expect(await screen.findByText("Informe um número.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Transit/));
    await user.type(screen.getByLabelText(/^Transit/), "4,5");
    await user.click(screen.getByText("Salvar", { selector: "button" }));
    await waitFor(() => expect(db.list(NAME)).toHaveLength(4), { timeout: 8000 });
    expect(seen.find((r) => r.method === "POST")?.body).toMatchObject({ size: 1500, transit: 4.5 });
  });

  it("filters a number range typed in pt-BR, kept in the address as plain numbers", async () => {
    const { user } = await signInAs("admin", `/${NAME}?quick=all`, "pt-BR");
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/registros?$/), { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: "Adicionar filtro" }));
    await user.click(await screen.findByRole("menuitem", { name: "Size" }));
    const from = await screen.findByLabelText("De");
    await user.type(from, "1.000,5");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("filter.size.gte")).toBe("1000.5"));
  });
});
