import { act, screen, waitFor, within } from "@testing-library/react";
import { strFromU8, unzipSync } from "fflate";
import { readSheet } from "read-excel-file/web-worker";
import { readBytes } from "../../src/crud/excel-in/read-bytes";
import { PLANNING_TEMPLATE_COLUMNS } from "../../src/demo/planning/calculation";
import { http, HttpResponse } from "msw";
import { demoUrls, planningJobDurations, planningJobFaults, server } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";
import { xlsxFile } from "../xlsx-fixtures";

/** What the page handed to the browser's download: each saved file's name and blob. */
function recordSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: "", blob });
    return `blob:${saved.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved[saved.length - 1];
    if (last) last.name = this.download;
  });
  return { saved, restore: () => click.mockRestore() };
}

// jsdom's Blob has no arrayBuffer(): read through the same helper the app uses.
const rowsOf = async (blob: Blob) => (await readSheet(await readBytes(blob))) as unknown[][];

/** A module's template (EDB's unless said): its header row, and a line of its examples with the order and quantity given. */
type TemplateModule = keyof typeof PLANNING_TEMPLATE_COLUMNS;
const templateHeader = (module: TemplateModule = "edb") => PLANNING_TEMPLATE_COLUMNS[module].map((column) => ({ value: column.header }));
const templateLine = (order: string, quantity: number, module: TemplateModule = "edb") =>
  PLANNING_TEMPLATE_COLUMNS[module].map((column) =>
    column.header === "Order"
      ? { value: order }
      : column.header === "Quantity"
        ? { value: quantity }
        : column.type === "number"
          ? { value: Number(column.example) }
          : column.type === "date"
            ? { value: new Date(`${column.example}T00:00:00Z`), type: Date, format: "yyyy-mm-dd" }
            : { value: column.example },
  );

describe("the planners' screens", () => {
  afterEach(() => server.events.removeAllListeners());

  it("Download result: the latest status, the KPIs, the .xlsx and the result lines in the grid", async () => {
    const files = recordSavedFiles();
    const { user } = await signInAs("viewer", "/material-capability/download-result");
    const status = await screen.findByTestId("result-status", {}, { timeout: 8000 });
    expect(within(status).getByText("Success.")).toBeInTheDocument();
    expect(within(status).getByText(/Result of the simulation of .* \(Purchase orders\), 5,000 demand lines\./)).toBeInTheDocument();
    const clear = Number((await screen.findByTestId("kpi-clear")).textContent!.replace(/\D/g, ""));
    const partial = Number(screen.getByTestId("kpi-partial").textContent!.replace(/\D/g, ""));
    const short = Number(screen.getByTestId("kpi-short").textContent!.replace(/\D/g, ""));
    expect(clear + partial + short).toBe(5000);
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/^5,?000 records$/), { timeout: 8000 });
    expect(screen.getByRole("columnheader", { name: "Clear-to-build date" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    // Named as the server said in Content-Disposition; its rows are read back in the handler test and e2e
    // (jsdom's XMLHttpRequest does not hand binary bodies over intact).
    expect(files.saved[0]!.name).toMatch(/^edb-result-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(files.saved[0]!.blob.size).toBeGreaterThan(0);
    files.restore();
  });

  it("Components availability: the grid, the freshness of each SAP source and the files list", async () => {
    await signInAs("planner", "/material-capability/components-availability");
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(/[\d,]+ records/), { timeout: 8000 });
    expect(screen.getByRole("columnheader", { name: "Shortage quantity" })).toBeInTheDocument();
    expect(await screen.findAllByTestId("freshness-stamp")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "Files" })).toBeInTheDocument();
  });

  it("Upload of template: a blank template to fill, the check, the changes since the previous upload, then the upload", async () => {
    const files = recordSavedFiles();
    const uploads: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/material-capability/uploads")) uploads.push(request.url);
    });
    const { user } = await signInAs("planner", "/material-capability/upload-of-template");
    const blankButton = await screen.findByRole("button", { name: "Download blank template" }, { timeout: 8000 });
    await waitFor(() => expect(blankButton).toBeEnabled());
    await user.click(blankButton);
    await waitFor(() => expect(files.saved).toHaveLength(1));
    const blank = await rowsOf(files.saved[0]!.blob);
    const headers = PLANNING_TEMPLATE_COLUMNS.edb.map((column) => column.header);
    expect(blank[0]).toEqual(headers);
    files.restore();

    // The planner fills two lines in and uploads it.
    const line = templateLine;
    const header = templateHeader();
    const first = await xlsxFile([header, line("SO 1/10", 10), line("SO 2/10", 20)], "week-47.xlsx");
    await user.upload(screen.getByTestId("excel-file-input"), first);
    const firstUpload = await screen.findByText(/No file was uploaded to this module before/, {}, { timeout: 8000 });
    // News, not an error: announced politely, not as an alert.
    expect(firstUpload.closest(".MuiAlert-root")).toHaveAttribute("role", "status");
    expect(uploads).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("week-47.xlsx was uploaded: 2 lines.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(within(await screen.findByTestId("upload-history")).getByText("week-47.xlsx")).toBeInTheDocument();

    // The next week's file: one line changed, one removed, one added.
    const second = await xlsxFile([header, line("SO 1/10", 15), line("SO 3/10", 30)], "week-48.xlsx");
    await user.upload(screen.getByTestId("excel-file-input"), second);
    const changes = await screen.findByTestId("line-changes", {}, { timeout: 8000 });
    expect(within(changes).getByText("1 added, 1 removed, 1 changed, 0 unchanged.")).toBeInTheDocument();
    expect(within(changes).getByText(/Quantity: 10 → 15/)).toBeInTheDocument();
  });

  it("keeps the last file that passed as the one to send through a refused one, and shows only its comparison", async () => {
    const sent: string[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/material-capability/uploads")) {
        const body = await request.clone().formData();
        sent.push(String(body.get("filename")));
      }
    });
    const { user } = await signInAs("planner", "/material-capability/upload-of-template");
    const header = templateHeader();
    const line = templateLine;
    const input = await screen.findByTestId("excel-file-input", {}, { timeout: 8000 });
    const send = screen.getByRole("button", { name: "Upload" });
    await user.upload(input, await xlsxFile([header, line("SO 1/10", 10)], "week-50.xlsx"));
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });
    await user.click(send);
    expect(await screen.findByText("week-50.xlsx was uploaded: 1 line.", {}, { timeout: 8000 })).toBeInTheDocument();

    // An accepted file, then a text renamed to .xlsx: refused, and the accepted one stays the one to send,
    // as the zone says (bad input loses nothing).
    await user.upload(input, await xlsxFile([header, line("SO 1/10", 11)], "week-51.xlsx"));
    expect(await screen.findByText(/week-51.xlsx passed the check/, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    await user.upload(input, new File(["Order;Quantity"], "notes.xlsx"));
    expect(await screen.findByText(/"notes.xlsx" is named .xlsx, but its content is not an Excel workbook/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId("excel-kept")).toHaveTextContent('Still selected: "week-51.xlsx" (1 row), which passed the check.');
    expect(send).toBeEnabled();
    expect(screen.getByText(/week-51.xlsx passed the check/)).toBeInTheDocument();

    // The first file's comparison is held until the second's has shown: it never replaces it.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${demoUrls.apiUrl}/material-capability/uploads/:id/lines`, () => held.then(() => undefined), { once: true }),
    );
    await user.upload(input, await xlsxFile([header, line("SO 1/10", 12)], "week-52.xlsx"));
    expect(await screen.findByRole("progressbar", { name: "Comparing with the previous upload" }, { timeout: 8000 })).toBeInTheDocument();
    await user.upload(input, await xlsxFile([header, line("SO 1/10", 10), line("SO 2/10", 5)], "week-53.xlsx"));
    const changes = await screen.findByTestId("line-changes", {}, { timeout: 8000 });
    await waitFor(() => expect(within(changes).getByText("1 added, 0 removed, 0 changed, 1 unchanged.")).toBeInTheDocument(), {
      timeout: 8000,
    });
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(screen.getByTestId("line-changes")).getByText("1 added, 0 removed, 0 changed, 1 unchanged.")).toBeInTheDocument();
    expect(screen.getByText(/week-53.xlsx passed the check/)).toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText("week-53.xlsx was uploaded: 2 lines.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(sent).toEqual(["week-50.xlsx", "week-53.xlsx"]);
  });

  /** A file whose check ends only once released: the check reads the file's first bytes first. */
  const withHeldCheck = (file: File) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sliceOf = file.slice.bind(file);
    Object.defineProperty(file, "slice", {
      value: (...range: Parameters<Blob["slice"]>) => {
        const part = sliceOf(...range);
        const bytes = () =>
          new Promise<ArrayBuffer>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as ArrayBuffer);
            reader.readAsArrayBuffer(part);
          });
        return { size: part.size, type: part.type, arrayBuffer: () => held.then(bytes) };
      },
    });
    return { file, release };
  };

  /** week-60.xlsx checked and sent, its upload answered once released; week-61.xlsx chosen meanwhile and checked. */
  const sendWhileNextIsChecked = async (answer: () => Response | undefined) => {
    const { user } = await signInAs("planner", "/material-capability/upload-of-template");
    const input = await screen.findByTestId("excel-file-input", {}, { timeout: 8000 });
    const send = screen.getByRole("button", { name: "Upload" });
    await user.upload(input, await xlsxFile([templateHeader(), templateLine("SO 1/10", 10)], "week-60.xlsx"));
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });

    // The next file's check and the first file's upload are each held, to end in this order: check, upload.
    let releaseUpload = () => undefined as void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    server.use(http.post(`${demoUrls.apiUrl}/material-capability/uploads`, () => uploadHeld.then(answer), { once: true }));
    const next = withHeldCheck(
      await xlsxFile([templateHeader(), templateLine("SO 1/10", 11), templateLine("SO 2/10", 4)], "week-61.xlsx"),
    );
    await user.upload(input, next.file);
    await user.click(send);
    next.release();
    expect(await screen.findByText(/week-61.xlsx passed the check/, {}, { timeout: 8000 })).toBeInTheDocument();
    releaseUpload();
    return { user, send };
  };

  it("a file that passes its check while another is being sent can be sent next", async () => {
    const { user, send } = await sendWhileNextIsChecked(() => undefined);
    expect(await screen.findByText("week-60.xlsx was uploaded: 1 line.", {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText("week-61.xlsx was uploaded: 2 lines.", {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("a refusal that comes once another file is chosen says which file was not uploaded", async () => {
    const { user, send } = await sendWhileNextIsChecked(() =>
      HttpResponse.json({ message: "Storage unavailable" }, { status: 500 }),
    );
    // Under the file now chosen, a bare refusal would read as that file's.
    const title = await screen.findByText("week-60.xlsx was not uploaded.", {}, { timeout: 8000 });
    expect(title.closest('[role="alert"]')).toHaveTextContent("Storage unavailable");
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText("week-61.xlsx was uploaded: 2 lines.", {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("CTB: no sync or simulation starts while a template is still being uploaded, so a run never reads the previous upload unawares", async () => {
    let releaseUpload = () => undefined as void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    server.use(http.post(`${demoUrls.apiUrl}/ctb/uploads`, () => uploadHeld.then(() => undefined), { once: true }));
    const { user } = await signInAs("planner", "/ctb/ctb_upload");
    const input = await screen.findByTestId("excel-file-input", {}, { timeout: 8000 });
    const run = screen.getByRole("button", { name: "Run simulation" });
    const sync = screen.getByRole("button", { name: "Sync now" });
    await waitFor(() => expect(run).toBeEnabled(), { timeout: 8000 });
    await user.upload(input, await xlsxFile([templateHeader("ctb"), templateLine("WO 1/10", 10, "ctb")], "ctb-week-50.xlsx"));
    const send = screen.getByRole("button", { name: "Upload" });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });
    await user.click(send);
    await waitFor(() => expect(run).toBeDisabled());
    expect(sync).toBeDisabled();
    expect(run).toHaveAttribute("title", "A template is being uploaded: wait for it to finish before you start.");
    releaseUpload();
    expect(await screen.findByText(/ctb-week-50.xlsx was uploaded/, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(run).toBeEnabled());
    expect(sync).toBeEnabled();
  }, 30_000);

  it("CTB: an upload left behind still holds the runs back when the person comes back to Data Upload before it ends", async () => {
    let releaseUpload = () => undefined as void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    server.use(http.post(`${demoUrls.apiUrl}/ctb/uploads`, () => uploadHeld.then(() => undefined), { once: true }));
    const { user } = await signInAs("planner", "/ctb/ctb_upload");
    const input = await screen.findByTestId("excel-file-input", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Run simulation" })).toBeEnabled(), { timeout: 8000 });
    await user.upload(input, await xlsxFile([templateHeader("ctb"), templateLine("WO 1/10", 10, "ctb")], "ctb-week-51.xlsx"));
    const send = screen.getByRole("button", { name: "Upload" });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });
    await user.click(send);
    const menu = () => within(screen.getByRole("navigation", { name: "Main menu" }));
    await user.click(menu().getAllByRole("link", { name: "Home" })[0]!);
    await waitFor(() => expect(currentPath()).toBe("/main"));
    await user.click(menu().getAllByRole("link", { name: "Data Upload" }).find((link) => link.getAttribute("href") === "/ctb/ctb_upload")!);
    await waitFor(() => expect(currentPath()).toBe("/ctb/ctb_upload"));
    const run = await screen.findByRole("button", { name: "Run simulation" }, { timeout: 8000 });
    expect(run).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();
    expect(run).toHaveAttribute("title", "A template is being uploaded: wait for it to finish before you start.");
    expect(await screen.findByText(/A file sent before you left this page is still being uploaded/)).toBeInTheDocument();
    releaseUpload();
    expect(await screen.findByText(/ctb-week-51.xlsx was uploaded/, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(run).toBeEnabled());
    expect(screen.queryByText(/A file sent before you left this page/)).toBeNull();
  }, 30_000);

  it("an upload left behind goes on, and says how it ended wherever the person is", async () => {
    let releaseUpload = () => undefined as void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    server.use(
      http.post(
        `${demoUrls.apiUrl}/material-capability/uploads`,
        () => uploadHeld.then(() => HttpResponse.json({ message: "Storage unavailable" }, { status: 500 })),
        { once: true },
      ),
    );
    const { user } = await signInAs("planner", "/material-capability/upload-of-template");
    const input = await screen.findByTestId("excel-file-input", {}, { timeout: 8000 });
    await user.upload(input, await xlsxFile([templateHeader(), templateLine("SO 1/10", 10)], "week-70.xlsx"));
    const send = screen.getByRole("button", { name: "Upload" });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });
    await user.click(send);
    await user.click(within(screen.getByRole("navigation", { name: "Main menu" })).getAllByRole("link", { name: "Home" })[0]!);
    await waitFor(() => expect(currentPath()).toBe("/main"));
    releaseUpload();
    const toast = await screen.findByTestId("toast", {}, { timeout: 8000 });
    expect(toast).toHaveTextContent("week-70.xlsx was not uploaded.");
    expect(toast).toHaveTextContent("Storage unavailable");
  }, 30_000);

  it("keeps the checked file through a server error and a network loss on upload, and sends it on the next try", async () => {
    const uploadsUrl = `${demoUrls.apiUrl}/material-capability/uploads`;
    server.use(
      http.post(uploadsUrl, () => HttpResponse.json({ message: "Storage unavailable" }, { status: 500 }), { once: true }),
    );
    const { user } = await signInAs("planner", "/material-capability/upload-of-template");
    const headers = PLANNING_TEMPLATE_COLUMNS.edb.map((column) => ({ value: column.header }));
    const row = PLANNING_TEMPLATE_COLUMNS.edb.map((column) =>
      column.type === "number"
        ? { value: Number(column.example) }
        : column.type === "date"
          ? { value: new Date(`${column.example}T00:00:00Z`), type: Date, format: "yyyy-mm-dd" }
          : { value: column.example },
    );
    await screen.findByTestId("excel-file-input", {}, { timeout: 8000 });
    await user.upload(screen.getByTestId("excel-file-input"), await xlsxFile([headers, row], "week-49.xlsx"));
    const send = screen.getByRole("button", { name: "Upload" });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 8000 });

    await user.click(send);
    expect(await screen.findByText("Storage unavailable")).toBeInTheDocument();
    server.use(http.post(uploadsUrl, () => HttpResponse.error(), { once: true }));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText(/^error comunication$/i)).toBeInTheDocument();
    // Nothing was lost: the same file goes on the next try.
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText("week-49.xlsx was uploaded: 1 line.", {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("Download result follows a simulation under way to its end, and reads the new lines", async () => {
    planningJobDurations.simulation = 2500;
    const started = await signInAs("planner", "/edb/upload-of-template-material-capability");
    await started.user.click(await screen.findByRole("button", { name: "Run simulation" }, { timeout: 8000 }));
    expect(await within(await screen.findByTestId("job-status")).findByText("Waiting: Processing in progress")).toBeInTheDocument();
    started.unmount();

    const lineReads: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/result-lines")) lineReads.push(request.url);
    });
    await signInAs("planner", "/material-capability/download-result");
    const status = await screen.findByTestId("result-status", {}, { timeout: 8000 });
    expect(within(status).getByText("Waiting: Processing in progress")).toBeInTheDocument();
    await waitFor(() => expect(lineReads.length).toBeGreaterThan(0), { timeout: 8000 });
    const readsWhileWaiting = lineReads.length;
    expect(await within(status).findByText("Success.", {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(lineReads.length).toBeGreaterThan(readsWhileWaiting), { timeout: 8000 });
  });

  it("Data Upload opened again after a job it found waiting has ended shows no waiting job", async () => {
    planningJobDurations.simulation = 2500;
    const path = "/edb/upload-of-template-material-capability";
    const started = await signInAs("planner", path);
    await started.user.click(await screen.findByRole("button", { name: "Run simulation" }, { timeout: 8000 }));
    expect(await within(await screen.findByTestId("job-status")).findByText("Waiting: Processing in progress")).toBeInTheDocument();
    started.unmount();

    // A page opened while the job runs finds it and follows it; the person leaves before it ends.
    const { user } = await signInAs("planner", path);
    expect(await within(await screen.findByTestId("job-status", {}, { timeout: 8000 })).findByText("Waiting: Processing in progress")).toBeInTheDocument();
    const menu = () => within(screen.getByRole("navigation", { name: "Main menu" }));
    await user.click(menu().getAllByRole("link", { name: "Home" })[0]!);
    await waitFor(() => expect(currentPath()).toBe("/main"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 2800)));

    // Whatever the page shows on its way, not even for a moment a job waiting.
    let waitingShown = false;
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes("Waiting: Processing in progress")) waitingShown = true;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(menu().getAllByRole("link").find((link) => link.getAttribute("href") === path)!);
    await waitFor(() => expect(currentPath()).toBe(path));
    const run = await screen.findByRole("button", { name: "Run simulation" }, { timeout: 8000 });
    await waitFor(() => expect(run).toBeEnabled(), { timeout: 8000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    watch.disconnect();
    expect(waitingShown).toBe(false);
    expect(run).toBeEnabled();
  }, 30_000);

  it("Download result says when the newest simulation failed, and that the figures shown are the previous result's", async () => {
    planningJobFaults.failNext();
    const started = await signInAs("planner", "/edb/upload-of-template-material-capability");
    await started.user.click(await screen.findByRole("button", { name: "Run simulation" }, { timeout: 8000 }));
    const job = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(job).getByText("Error in the update process, check the Logs.")).toBeInTheDocument(), { timeout: 8000 });
    started.unmount();

    await signInAs("planner", "/material-capability/download-result");
    const status = await screen.findByTestId("result-status", {}, { timeout: 8000 });
    expect(within(status).getByText("Error in the update process, check the Logs.")).toBeInTheDocument();
    const failed = within(status).getByTestId("latest-run-failed");
    expect(failed).toHaveTextContent(/^The latest simulation, of .+, failed: the figures and lines below are those of the previous result\./);
    const failedLink = within(failed).getByRole("link", { name: /View log entry #\d+/ });
    // Two links: the failed run's, and the result's own (an earlier run).
    const resultLink = within(status).getAllByRole("link", { name: /View log entry #\d+/ }).find((link) => link !== failedLink)!;
    expect(failedLink.getAttribute("href")).not.toBe(resultLink.getAttribute("href"));
    expect(await screen.findByTestId("kpi-clear")).toBeInTheDocument();
  });

  it("ends the session when a job's follow-up answers 401 and cannot be renewed", async () => {
    planningJobDurations.simulation = 60_000;
    const { user } = await signInAs("planner", "/edb/upload-of-template-material-capability");
    await user.click(await screen.findByRole("button", { name: "Run simulation" }, { timeout: 8000 }));
    expect(await within(await screen.findByTestId("job-status")).findByText("Waiting: Processing in progress")).toBeInTheDocument();
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/robot-process-log/:id`, () => HttpResponse.json({ message: "Session expired." }, { status: 401 })),
      http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.json({ message: "Account disabled" }, { status: 401 })),
    );
    await waitFor(() => expect(currentPath()).toBe("/login"), { timeout: 10000 });
    expect(await screen.findByText("Your session has ended and could not be renewed.")).toBeInTheDocument();
  });

  it("CTB result: what changed since the previous run, filtered by kind", async () => {
    const { user } = await signInAs("planner", "/ctb/ctb_result");
    expect(await screen.findByRole("heading", { name: "Changes since the previous run" }, { timeout: 8000 })).toBeInTheDocument();
    const filter = screen.getByRole("group", { name: "Show changes of kind" });
    await user.click(within(filter).getByRole("button", { name: "Resolved shortage" }));
    expect(within(filter).getByRole("button", { name: "Resolved shortage" })).toHaveAttribute("aria-pressed", "true");
  });

  it("CTB result: the changes' kind and page are kept in the address, so Back returns to them", async () => {
    const asked: URLSearchParams[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/result-changes")) asked.push(new URL(request.url).searchParams);
    });
    const first = await signInAs("planner", "/ctb/ctb_result");
    const filter = await screen.findByRole("group", { name: "Show changes of kind" }, { timeout: 8000 });
    await first.user.click(within(filter).getByRole("button", { name: "Slipped" }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("changes")).toBe("slipped"));
    first.unmount();

    await signInAs("planner", "/ctb/ctb_result?changes=slipped&changesPage=2");
    const again = await screen.findByRole("group", { name: "Show changes of kind" }, { timeout: 8000 });
    expect(within(again).getByRole("button", { name: "Slipped" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(asked.some((search) => search.get("kind") === "slipped" && search.get("_start") === "10")).toBe(true));
    server.events.removeAllListeners();
  });

  it("CTB result: a failed read of the latest result says so, and Retry reads it again", async () => {
    server.use(http.get(`${demoUrls.apiUrl}/ctb/result`, () => HttpResponse.json({ message: "Injected failure" }, { status: 500 })));
    const { user } = await signInAs("planner", "/ctb/ctb_result", "pt-BR");
    const failed = await screen.findByText("Falha simulada", {}, { timeout: 8000 });
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    server.resetHandlers();
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByTestId("result-status", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText("Falha simulada")).toBeNull();
  });

  it("CTB result: the most improved lines first, and a failed read of the changes says so with Retry", async () => {
    const asked: URLSearchParams[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/result-changes")) asked.push(new URL(request.url).searchParams);
    });
    const { user } = await signInAs("planner", "/ctb/ctb_result");
    const filter = await screen.findByRole("group", { name: "Show changes of kind" }, { timeout: 8000 });
    await user.click(within(filter).getByRole("button", { name: "Improved" }));
    // Improvements move the date back: the largest is the lowest number of days.
    await waitFor(() => expect(asked.find((search) => search.get("kind") === "improved")?.get("_order")).toBe("asc"));
    await user.click(within(filter).getByRole("button", { name: "Slipped" }));
    await waitFor(() => expect(asked.find((search) => search.get("kind") === "slipped")?.get("_order")).toBe("desc"));

    server.use(http.get(`${demoUrls.apiUrl}/ctb/result-changes`, () => HttpResponse.json({ message: "Injected failure" }, { status: 500 })));
    await user.click(within(filter).getByRole("button", { name: "New shortage" }));
    const card = screen.getByRole("region", { name: /^Changes since the previous run/ });
    const alert = await within(card).findByRole("alert", {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("Injected failure");
    expect(within(card).queryByRole("table")).toBeNull();
    server.resetHandlers();
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(card).findByRole("table", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(card).queryByRole("alert")).toBeNull();
    server.events.removeAllListeners();
  });

  it("EFA reports: each report's table under its chart, from the EFA backend, in pt-BR", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/reports/")) asked.push(new URL(request.url).pathname);
    });
    await signInAs("admin", "/efa/reports", "pt-BR");
    expect(await screen.findByRole("heading", { name: "Parcela liberada por execução" }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Falta por fornecedor" })).toBeInTheDocument();
    const trend = screen.getByRole("table", { name: /^Parcela liberada por execução/ });
    expect(within(trend).getAllByRole("row")).toHaveLength(9);
    // Each run with its time: two runs of one day are told apart.
    expect(within(trend).getAllByRole("row")[1]).toHaveTextContent(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(asked.sort()).toEqual([
      "/api-efa/material-capability/reports/capability-by-plant",
      "/api-efa/material-capability/reports/clear-share-trend",
      "/api-efa/material-capability/reports/shortage-by-vendor",
    ]);
  });

  it("EFA reports: a report that could not be read says why, and Retry reads it again", async () => {
    let failing = true;
    server.use(
      http.get(`${demoUrls.apiEfaUrl}/material-capability/reports/clear-share-trend`, () =>
        failing ? HttpResponse.json({ message: "Injected failure" }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await signInAs("admin", "/efa/reports");
    const alert = (await screen.findByText("Injected failure", {}, { timeout: 10000 })).closest('[role="alert"]') as HTMLElement;
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Clear share across runs" }, { timeout: 10000 })).toBeInTheDocument();
  });

  it("EFA reports: an export is named in the page's language with its day, and writes a share as a percentage", async () => {
    const files = recordSavedFiles();
    const { user } = await signInAs("admin", "/efa/reports", "pt-BR");
    const section = (await screen.findByRole("heading", { name: "Capacidade por centro e planejador MRP" }, { timeout: 10000 })).closest("section") as HTMLElement;
    const button = within(section).getByRole("button", { name: "Exportar para Excel" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(files.saved).toHaveLength(1), { timeout: 8000 });
    files.restore();
    const [{ name, blob }] = files.saved;
    expect(name).toMatch(/^Capacidade por centro e planejador MRP-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await rowsOf(blob);
    const share = rows[0].indexOf("Parcela liberada");
    expect(share).toBeGreaterThan(0);
    expect(typeof rows[1][share]).toBe("number");
    expect(rows[1][share]).toBeLessThanOrEqual(1);
    // Shown as the table shows it: a percentage, not the fraction.
    const styles = strFromU8(unzipSync(new Uint8Array(await readBytes(blob)))["xl/styles.xml"]);
    expect(styles).toContain('formatCode="0.0%"');
  });

  it("EFA reports: a double click on Export to Excel saves the report once", async () => {
    const files = recordSavedFiles();
    const { user } = await signInAs("admin", "/efa/reports");
    const section = (await screen.findByRole("heading", { name: "Clear share across runs" }, { timeout: 10000 })).closest("section") as HTMLElement;
    const button = within(section).getByRole("button", { name: "Export to Excel" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.dblClick(button);
    await waitFor(() => expect(files.saved).toHaveLength(1), { timeout: 8000 });
    await waitFor(() => expect(button).toBeEnabled());
    // Nothing else was on its way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(files.saved).toHaveLength(1);
    files.restore();
  });
});
