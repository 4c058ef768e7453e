import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { signInAs } from "../render-with-refine";
import { buildWorkbookInWorker, WorkbookBuildError } from "../../src/crud/export/build-in-worker";
import type { WorkbookInput } from "../../src/crud/export/build-workbook";
import { EXPORT_PAGE_SIZE } from "../../src/crud/export/fetch-all-pages";

// jsdom has no Web Worker: the builder is the one part replaced; the rows it is handed are what is checked.
vi.mock("../../src/crud/export/build-in-worker", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/crud/export/build-in-worker")>()),
  buildWorkbookInWorker: vi.fn(),
}));
const builder = vi.mocked(buildWorkbookInWorker);

const TRANSIT = "/edb/edb-transit-time";
const FILTERED = `${TRANSIT}?filter.modal.eq=SEA&sort=transitTime&order=desc`;
const EXTRA_SEA_ROWS = 1_100;

/** The list requests of the export (its page size), as query strings, in the order they were sent. */
function recordExportRequests(path: string) {
  const searches: URLSearchParams[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const size = Number(url.searchParams.get("_end")) - Number(url.searchParams.get("_start"));
    if (request.method === "GET" && url.pathname.endsWith(path) && size === EXPORT_PAGE_SIZE)
      searches.push(url.searchParams);
  });
  return searches;
}

/** Downloads the page starts: the file names given to the browser. */
function recordDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
  return names;
}

const builtWith = () => builder.mock.calls.map(([input]) => input);
const built = (): Promise<Blob> => Promise.resolve(new Blob(["xlsx"]));

async function openList(route: string) {
  const rendered = await signInAs("admin", route);
  const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
  await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/^[1-9][\d,]* records?$/), {
    timeout: 8000,
  });
  const total = Number(screen.getByTestId("list-total").textContent!.replace(/\D/g, ""));
  const headers = [...grid.querySelectorAll('[role="columnheader"]')]
    .map((h) => h.textContent ?? "")
    .filter((h) => h !== "Actions");
  return { ...rendered, grid, total, headers };
}

const exportButton = () => screen.getByRole("button", { name: "Export to Excel" });

describe("Export to Excel on a generic list", () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
  });
  let downloads: string[] = [];
  beforeEach(async () => {
    downloads = recordDownloads();
    builder.mockReset();
    builder.mockImplementation(built);
    // More rows than one export page holds, so the export has to page.
    await db.write((tx) => {
      for (let i = 0; i < EXTRA_SEA_ROWS; i++) {
        tx.insert("edb/edb-transit-time", {
          modal: "SEA",
          continent: "AS",
          countryCode: "CN",
          country: "China",
          transitTime: 30 + (i % 20),
          vendor: String(200_000 + i),
          vendorDescription: `Ocean vendor ${i}`,
          changeDate: new Date(Date.UTC(2025, 0, 1 + (i % 28), 12)).toISOString(),
          changeUser: "PLANNER",
          obs: "",
        });
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it("asks the server for every page with the list's filter and order, and hands every row to the file", async () => {
    const requests = recordExportRequests(TRANSIT);
    const { user, total, headers } = await openList(FILTERED);
    expect(total).toBeGreaterThan(2 * EXPORT_PAGE_SIZE);

    await user.click(exportButton());
    const toast = await screen.findByTestId("toast", {}, { timeout: 15000 });
    expect(toast).toHaveTextContent(`${total.toLocaleString("en-US")} rows exported to Transit Time-`);

    // Over the wire: pages of 500 one after the other, each with the list's own filter and order.
    const pages = Math.ceil(total / EXPORT_PAGE_SIZE);
    expect(requests.map((search) => [search.get("_start"), search.get("_end")])).toEqual(
      Array.from({ length: pages }, (_, page) => [
        String(page * EXPORT_PAGE_SIZE),
        String((page + 1) * EXPORT_PAGE_SIZE),
      ]),
    );
    for (const search of requests) {
      expect([search.get("modal"), search.get("_sort"), search.get("_order")]).toEqual([
        "SEA",
        "transitTime",
        "desc",
      ]);
    }

    // Handed to the builder: the grid's columns and headers, every matching row once, in the server's order.
    expect(builder).toHaveBeenCalledTimes(1);
    const [input] = builtWith() as [WorkbookInput];
    expect(input.columns.map((column) => column.header)).toEqual(headers);
    expect(input.sheetName).toBe("Transit Time");
    expect(input.formats.date).toBe("mm/dd/yyyy");
    expect(input.records).toHaveLength(total);
    expect(input.records.every((record) => record.modal === "SEA")).toBe(true);
    const days = input.records.map((record) => Number(record.transitTime));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(
      new Set(
        input.records.map((record) => record.vendor + String(record.transitTime) + record.vendorDescription),
      ).size,
    ).toBe(total);
    expect(input.columns.find((column) => column.field === "modal")?.labels?.SEA).toBe("Sea");
    expect(input.columns.find((column) => column.field === "changeDate")?.kind).toBe("datetime");

    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^Transit Time-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // The dialog closes and the keyboard is back where it was.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(exportButton()).toHaveFocus();
  });

  it("shows how far it is, and Cancel stops it: no file, no message, the list as it was", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${demoUrls.apiUrl}${TRANSIT}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get("_start") === String(EXPORT_PAGE_SIZE)) await held;
        return undefined; // then the demo backend answers as usual
      }),
    );
    const { user, grid, total } = await openList(FILTERED);
    const firstRow = within(grid).getAllByRole("row")[1].textContent;

    await user.click(exportButton());
    const dialog = await screen.findByRole("dialog", { name: "Export to Excel" });
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent(
        `Rows fetched: 500 of ${total.toLocaleString("en-US")}`,
      ),
    );
    const bar = within(dialog).getByRole("progressbar", { name: "Export progress" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBe(Math.round((500 / total) * 100));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(builder).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
    expect(screen.queryByTestId("toast")).toBeNull();
    expect(within(grid).getAllByRole("row")[1].textContent).toBe(firstRow);
    expect(exportButton()).toBeEnabled();
  });

  it("a server error on a later page downloads nothing and says what went wrong", async () => {
    server.use(
      http.get(`${demoUrls.apiUrl}${TRANSIT}`, ({ request }) =>
        new URL(request.url).searchParams.get("_start") === String(2 * EXPORT_PAGE_SIZE)
          ? HttpResponse.json({ message: "Injected failure", statusCode: 500 }, { status: 500 })
          : undefined,
      ),
    );
    const { user, grid } = await openList(FILTERED);

    await user.click(exportButton());
    const toast = await screen.findByTestId("toast", {}, { timeout: 15000 });
    expect(toast).toHaveAttribute("role", "alert");
    expect(toast).toHaveTextContent("The export failed: nothing was downloaded.");
    expect(toast).toHaveTextContent("Injected failure");
    expect(builder).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(grid).getAllByRole("row").length).toBe(11);
  });

  it("network loss and a worker failure are reported in the page's language", async () => {
    const { user } = await signInAs("admin", "/edb/country-list", "pt-BR");
    const button = await screen.findByRole("button", { name: "Exportar para Excel" }, { timeout: 8000 });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 8000 });
    // The list is on screen; the network goes away for the export's first request.
    server.use(http.get(`${demoUrls.apiUrl}/edb/country-list`, () => HttpResponse.error(), { once: true }));
    await user.click(button);
    const toast = await screen.findByTestId("toast", {}, { timeout: 15000 });
    expect(toast).toHaveTextContent("A exportação falhou: nada foi baixado.");
    expect(toast).toHaveTextContent("erro de comunicação");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    builder.mockRejectedValueOnce(new WorkbookBuildError("The worker could not start."));
    await user.click(button);
    const second = await screen.findByText("Não foi possível gerar o arquivo Excel.", {}, { timeout: 15000 });
    expect(second.closest('[data-testid="toast"]')).toHaveTextContent(
      "A exportação falhou: nada foi baixado.",
    );
    expect(builder).toHaveBeenCalledTimes(1);
    expect(downloads).toEqual([]);
  });

  it("writes the server's messages as the screen shows them, in the page's language, and its errors too", async () => {
    const english = ["Success.", "Waiting: Processing in progress", "Error in the update process, check the Logs.", "The table is empty. Download is not possible."];
    const { user } = await signInAs("admin", "/edb/robot-process-log?filter.robotprocess.eq=ZMARD", "pt-BR");
    const button = await screen.findByRole("button", { name: "Exportar para Excel" }, { timeout: 8000 });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 8000 });
    await user.click(button);
    await screen.findByTestId("toast", {}, { timeout: 15000 });
    const [input] = builtWith() as [WorkbookInput];
    const runs = input.records as { type: string; message: string | null }[];
    expect(runs.some((run) => run.type === "success")).toBe(true);
    // A message that only repeats the status shows "—" on screen: no text in the file either.
    expect(runs.filter((run) => run.type === "success").every((run) => run.message === null)).toBe(true);
    expect(runs.filter((run) => run.message !== null && english.includes(run.message))).toEqual([]);

    server.use(
      http.get(`${demoUrls.apiUrl}/edb/robot-process-log`, () => HttpResponse.json({ message: "Injected failure" }, { status: 500 }), {
        once: true,
      }),
    );
    await user.click(button);
    await waitFor(() => expect(screen.getAllByTestId("toast").at(-1)).toHaveTextContent("Falha simulada"), { timeout: 15000 });
  });

  it("writes a cell the screen draws itself as the text it shows: the inbox's sentence, in the page's language", async () => {
    const { user } = await signInAs("planner", "/inbox?filter.kind.eq=shipment", "pt-BR");
    const grid = await screen.findByRole("grid", {}, { timeout: 15000 });
    const firstSentence = await waitFor(
      () => {
        const cell = grid.querySelector('[role="row"] [data-field="reason"] span');
        expect(cell?.textContent).toBeTruthy();
        return cell!.textContent!;
      },
      { timeout: 15000 },
    );
    const button = screen.getByRole("button", { name: "Exportar para Excel" });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 8000 });
    await user.click(button);
    await screen.findByTestId("toast", {}, { timeout: 15000 });
    const [input] = builtWith() as [WorkbookInput];
    const reason = input.columns.find((column) => column.field === "reason")!;
    expect(reason).toMatchObject({ header: "O que aconteceu", kind: "text" });
    expect(reason.labels).toBeUndefined();
    expect(input.records[0]!.reason).toBe(firstSentence);
    // Every row's sentence, never the reason's bare code.
    expect(input.records.every((record) => typeof record.reason === "string" && String(record.reason).includes(" "))).toBe(true);
  });

  it("writes references as the referenced record's label, read from the server", async () => {
    const requests: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/users-profile")) requests.push(url.search);
    });
    const { user, total } = await openList("/user-profile-resource?sort=profileId&order=asc");
    await user.click(exportButton());
    await screen.findByTestId("toast", {}, { timeout: 15000 });
    const [input] = builtWith() as [WorkbookInput];
    expect(input.records).toHaveLength(total);
    const profile = input.columns.find((column) => column.field === "profileId")!;
    const profiles = db.list("users-profile");
    for (const id of new Set(input.records.map((record) => String(record.profileId)))) {
      expect(profile.labels?.[id]).toBe(profiles.find((row) => String(row.id) === id)?.name);
    }
    expect(requests.some((search) => search.includes("id="))).toBe(true);
  });

  it("never hands a cloud secret to the file, even from a backend that wrongly sends it", async () => {
    const PARAMETERS = "transport-tracking/parameter-transport-tracking";
    const stored = db.list(PARAMETERS);
    const secrets = stored.filter((row) => row.flag === true).map((row) => String(row.value));
    expect(secrets.length).toBeGreaterThan(0);
    server.use(
      http.get(`${demoUrls.apiUrl}/${PARAMETERS}`, () =>
        HttpResponse.json(stored, {
          headers: {
            "x-total-count": String(stored.length),
            "access-control-expose-headers": "x-total-count",
          },
        }),
      ),
    );
    const { user } = await openList(`/${PARAMETERS}`);
    await user.click(exportButton());
    await screen.findByTestId("toast", {}, { timeout: 15000 });
    const [input] = builtWith() as [WorkbookInput];
    expect(input.records).toHaveLength(stored.length);
    expect(
      input.records.filter((record) => record.flag === true).every((record) => record.value === null),
    ).toBe(true);
    expect(JSON.stringify(input)).not.toMatch(
      new RegExp(secrets.map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")),
    );
  });
});
