import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db, demoUrls, planningJobDurations, planningJobFaults, server } from "../msw-server";
import { formatDateTime } from "../../src/crud/field-types/date-formats";
import { currentPath, signInAs } from "../render-with-refine";

const PAGE = "/edb/upload-of-template-material-capability";

/** The module's requests to the demo backend, as they went over the wire. */
function recordPlanningCalls() {
  const calls: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === "POST" && path.startsWith("/api/material-capability/")) calls.push(`POST ${path}`);
  });
  return calls;
}

describe("Data Upload (EDB material capability)", () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows each SAP source with its rows and freshness, linking to the run's log entry", async () => {
    await signInAs("planner", PAGE);
    const cards = await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["ZMARD", "ZPOVIS", "MD06", "VA05"]);
    const zmard = cards[0]!;
    expect(within(zmard).getByText(/^[\d,]+ rows$/)).toBeInTheDocument();
    // The orders booked the newest download brought: the demand lines the simulations read.
    expect(within(cards[3]!).getByText("5,000 rows")).toBeInTheDocument();
    expect(within(zmard).getByText("Success.")).toBeInTheDocument();
    // A source whose newest run failed or found the table empty says which download its rows come from.
    for (const card of cards) {
      const succeeded = within(card).queryByText("Success.") !== null;
      expect(within(card).queryByText(/^From the download of .*, the last one that succeeded\.$/) === null).toBe(succeeded);
    }
    expect(within(zmard).getByText(/Downloaded .* by ZMARD as SAP user RFC_SCM_EDB/)).toBeInTheDocument();
    expect(within(zmard).getByRole("link", { name: /View log entry #\d+/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/edb\/robot-process-log\/show\/\d+$/),
    );
    expect(screen.getByRole("heading", { name: "Automatic sync" })).toBeInTheDocument();
    const upcoming = await screen.findByRole("list", { name: "Automatic sync" });
    await waitFor(() => expect(within(upcoming).getAllByRole("listitem")).toHaveLength(5));
  });

  it("says which download a source's rows come from when its newest run found the SAP table empty", async () => {
    const held = db
      .list("edb/robot-process-log")
      .filter((entry) => entry.moduloId === 1 && entry.robotprocess === "ZMARD" && entry.type === "success")
      .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0]!;
    await db.write((tx) =>
      tx.insert("edb/robot-process-log", {
        routine: "ZMARD stock download",
        date: new Date().toISOString(),
        type: "empty",
        message: "The table is empty. Download is not possible.",
        rows: 0,
        time: "00:00:12",
        robotprocess: "ZMARD",
        moduloId: 1,
      }),
    );
    await signInAs("planner", PAGE);
    const zmard = (await screen.findAllByTestId("sap-source", {}, { timeout: 8000 }))[0]!;
    expect(within(zmard).getByText("The table is empty. Download is not possible.")).toBeInTheDocument();
    expect(within(zmard).getByText(`${Number(held.rows).toLocaleString("en-US")} rows`)).toBeInTheDocument();
    expect(
      within(zmard).getByText(`From the download of ${formatDateTime(String(held.date), "en-US")}, the last one that succeeded.`),
    ).toBeInTheDocument();
  });

  it("reads the template, the SAP sources and the upload history again on Retry after they failed to load", async () => {
    let failing = true;
    for (const path of ["/ctb/template", "/ctb/sap-sources", "/ctb/uploads"])
      server.use(
        http.get(`${demoUrls.apiUrl}${path}`, () =>
          failing ? HttpResponse.json({ message: "Service unavailable" }, { status: 503 }) : undefined,
        ),
      );
    const { user } = await signInAs("planner", "/ctb/ctb_upload");
    // A failure that passes must not need a reload: each card that could not be read offers Retry.
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Retry" }).length).toBeGreaterThanOrEqual(3), {
      timeout: 15000,
    });
    expect(screen.queryByTestId("excel-file-input")).toBeNull();
    failing = false;
    for (const retry of screen.getAllByRole("button", { name: "Retry" })) await user.click(retry);
    expect(await screen.findByTestId("excel-file-input", {}, { timeout: 8000 })).toBeInTheDocument();
    expect((await screen.findAllByTestId("sap-source", {}, { timeout: 8000 })).length).toBe(4);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Retry" })).toBeNull());
  }, 30_000);

  it("syncs after confirmation, and refuses a second start while the sync waits", async () => {
    planningJobDurations.sync = 60_000;
    const calls = recordPlanningCalls();
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: "Sync now" }));
    const dialog = await screen.findByRole("dialog", { name: "Download the SAP data now?" });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    const status = await screen.findByTestId("job-status");
    expect(within(status).getByText("Waiting: Processing in progress")).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeDisabled();
    // Another tab (or the console) starting a second job meanwhile is refused with the waiting text.
    const second = await fetch(`${demoUrls.apiUrl}/material-capability/simulations`, {
      method: "POST",
      headers: { authorization: `Bearer ${sessionStorage.getItem("scm.accessToken")}`, "content-type": "application/json" },
      body: JSON.stringify({ variant: "mrp" }),
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ message: "Waiting: Processing in progress" });
    expect(calls).toEqual(["POST /api/material-capability/sync", "POST /api/material-capability/simulations"]);
  });

  it("a start refused because another planner's job is under way shows and follows that job, not a refusal that never ends", async () => {
    planningJobDurations.sync = 1_500;
    const { user } = await signInAs("planner", PAGE);
    const before = (await screen.findAllByTestId("sap-source", {}, { timeout: 8000 })).map(
      (card) => within(card).getByRole("link").getAttribute("href"),
    );
    // Another planner (or another tab) started a sync after this page was opened.
    const other = await fetch(`${demoUrls.apiUrl}/material-capability/sync`, {
      method: "POST",
      headers: { authorization: `Bearer ${sessionStorage.getItem("scm.accessToken")}` },
    });
    expect(other.status).toBe(202);
    const running = (await other.json()) as { id: number };
    await user.click(screen.getByRole("button", { name: "Run simulation" }));
    const status = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(status).getByText("Waiting: Processing in progress")).toBeInTheDocument());
    expect(within(status).getByText(/SAP sync/)).toBeInTheDocument();
    expect(within(status).getByRole("link", { name: `View log entry #${running.id}` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeDisabled();
    // Followed to its end: the sources read again.
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
    await waitFor(() => {
      const after = screen.getAllByTestId("sap-source").map((card) => within(card).getByRole("link").getAttribute("href"));
      after.forEach((href, index) => expect(href).not.toBe(before[index]));
    });
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeEnabled();
  }, 20_000);

  it("reads the exception inbox's count again when a simulation ends, not at its next minute", async () => {
    const counts: number[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === "/api/inbox" && url.searchParams.get("_end") === "1") counts.push(Date.now());
    });
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    await screen.findByRole("link", { name: /^Open the exception inbox: / }, { timeout: 15000 });
    const before = counts.length;
    const run = screen.getByRole("button", { name: "Run simulation" });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    const status = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
    await waitFor(() => expect(counts.length).toBeGreaterThan(before));
  }, 30_000);

  it("says so while the job's status cannot be read (the connection dropped), and goes on to its end", async () => {
    let offline = false;
    server.use(http.get(`${demoUrls.apiUrl}/edb/robot-process-log/:id`, () => (offline ? HttpResponse.error() : undefined)));
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    const run = screen.getByRole("button", { name: "Run simulation" });
    await waitFor(() => expect(run).toBeEnabled());
    offline = true;
    await user.click(run);
    const status = await screen.findByTestId("job-status");
    await waitFor(
      () => expect(status).toHaveTextContent("The status could not be read just now (the connection or the server); it is read again in a moment."),
      { timeout: 8000 },
    );
    expect(within(status).getByText("Waiting: Processing in progress")).toBeInTheDocument();
    offline = false;
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
    expect(status).not.toHaveTextContent("could not be read");
  }, 30_000);

  it("follows a job another tab of this browser started while the page is open, once the page reads its data again", async () => {
    planningJobDurations.sync = 1_500;
    const { wiring } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Sync now" })).toBeEnabled());
    const other = await fetch(`${demoUrls.apiUrl}/material-capability/sync`, {
      method: "POST",
      headers: { authorization: `Bearer ${sessionStorage.getItem("scm.accessToken")}` },
    });
    const started = (await other.json()) as { id: number };
    // What the demo's change channel does in every other tab when one saves (DESIGN §9.5).
    await act(() => wiring.queryClient.invalidateQueries());
    const status = await screen.findByTestId("job-status", {}, { timeout: 8000 });
    expect(within(status).getByRole("link", { name: `View log entry #${started.id}` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeDisabled();
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
  }, 30_000);

  it("follows a sync to Success. and moves every source's freshness stamp", async () => {
    const { user } = await signInAs("planner", PAGE);
    const before = (await screen.findAllByTestId("sap-source", {}, { timeout: 8000 })).map(
      (card) => within(card).getByRole("link").getAttribute("href"),
    );
    await user.click(screen.getByRole("button", { name: "Sync now" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    const status = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
    await waitFor(() => {
      const after = screen.getAllByTestId("sap-source").map((card) => within(card).getByRole("link").getAttribute("href"));
      after.forEach((href, index) => expect(href).not.toBe(before[index]));
    });
    expect(screen.getByRole("button", { name: "Sync now" })).toBeEnabled();
  });

  it("runs the chosen simulation, and shows a failed job's error text with a link to its log", async () => {
    const calls: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/material-capability/simulations")) calls.push(await request.clone().json());
    });
    planningJobFaults.failNext();
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    await user.click(screen.getByRole("radio", { name: /MRP \(MD06\)/ }));
    await user.click(screen.getByRole("button", { name: "Run simulation" }));
    const status = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(status).getByText("Error in the update process, check the Logs.")).toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(within(status).getByRole("link", { name: /View log entry #\d+/ })).toBeInTheDocument();
    expect(calls).toEqual([{ variant: "mrp" }]);

    await user.click(screen.getByRole("button", { name: "Run simulation" }));
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
  });

  it("shows a simulation as waiting from the click, not the last sync's success and result link, and starts it once", async () => {
    const calls = recordPlanningCalls();
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: "Sync now" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    const status = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Run simulation" })).toBeEnabled());

    // The start's answer is held: what the page shows meanwhile is its own.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`${demoUrls.apiUrl}/material-capability/simulations`, () => held.then(() => undefined)));
    const run = screen.getByRole("button", { name: "Run simulation" });
    await user.dblClick(run);
    await waitFor(() => expect(within(status).getByText("Simulation")).toBeInTheDocument());
    expect(within(status).getByText("Waiting: Processing in progress")).toBeInTheDocument();
    expect(within(status).queryByText("Success.")).toBeNull();
    expect(within(status).queryByRole("link")).toBeNull();
    expect(run).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();

    release();
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 8000 });
    expect(within(status).getByRole("link", { name: "See the result" })).toHaveAttribute("href", "/material-capability/download-result");
    expect(calls).toEqual(["POST /api/material-capability/sync", "POST /api/material-capability/simulations"]);
  });

  it("follows a simulation through a read of its status that failed on the way, to its end", async () => {
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    // The first read of the job's status does not reach the server (a Wi-Fi blip).
    server.use(http.get(`${demoUrls.apiUrl}/edb/robot-process-log/:id`, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole("button", { name: "Run simulation" }));
    const status = await screen.findByTestId("job-status");
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 10000 });
    expect(within(status).queryByText("error comunication")).toBeNull();
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeEnabled();
  });

  it("gives the buttons back when following a job fails, and follows it again on request", async () => {
    planningJobDurations.simulation = 3_000;
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    // The server refuses to say how the job stands: not a passing fault, so the page stops following it.
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/robot-process-log/:id`, () => HttpResponse.json({ message: "You do not have permission for this action." }, { status: 403 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Run simulation" }));
    const status = await screen.findByTestId("job-status");
    expect(await within(status).findByText("You do not have permission for this action.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(status).getByRole("link", { name: /View log entry #\d+/ })).toBeInTheDocument();
    // Not blocked for ever: a start the server still refuses says so; the job can be followed again.
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeEnabled();
    await user.click(within(status).getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(within(status).getByText("Success.")).toBeInTheDocument(), { timeout: 10000 });
  });

  it("does not follow a job whose start is answered after the page was left", async () => {
    const reads: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "GET" && /\/edb\/robot-process-log\/\d+$/.test(new URL(request.url).pathname)) reads.push(request.url);
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`${demoUrls.apiUrl}/material-capability/simulations`, () => held.then(() => undefined), { once: true }));
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    await user.click(screen.getByRole("button", { name: "Run simulation" }));
    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(currentPath()).toBe("/main"));
    await screen.findByRole("table", {}, { timeout: 8000 });
    release();
    // Several turns of the job's reading (every 2 s) pass: none goes out from a page no longer there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 4500)));
    expect(reads).toEqual([]);
  }, 20_000);

  it("puts the focus on the job's status when a start from the keyboard disables its button", async () => {
    planningJobDurations.sync = 60_000;
    const { user } = await signInAs("planner", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    act(() => screen.getByRole("button", { name: "Sync now" }).focus());
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Download the SAP data now?" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Confirm" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("job-status")).toHaveFocus());
    expect(within(screen.getByTestId("job-status")).getByText("Waiting: Processing in progress")).toBeInTheDocument();
  });

  it("says the automatic sync's schedule could not be read, instead of saying there is none, and reads it again", async () => {
    // Failing the read and the app's one retry of it.
    let failures = 2;
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/robot-schedule-config`, () =>
        failures-- > 0 ? HttpResponse.json({ message: "Schedule service unavailable" }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await signInAs("planner", PAGE);
    const card = (await screen.findByRole("heading", { name: "Automatic sync" }, { timeout: 8000 })).closest(".MuiCard-root") as HTMLElement;
    expect(await within(card).findByText("Schedule service unavailable", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(card).queryByText(/No active schedule/)).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Retry" }));
    const upcoming = await within(card).findByRole("list", { name: "Automatic sync" }, { timeout: 8000 });
    await waitFor(() => expect(within(upcoming).getAllByRole("listitem")).toHaveLength(5));
  });

  it("shows the viewer every source but no start: the buttons are disabled, with the reason", async () => {
    await signInAs("viewer", PAGE);
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Run simulation" })).toBeDisabled();
    expect(screen.getAllByTestId("permission-reason")).toHaveLength(2);
  });

  it("speaks pt-BR", async () => {
    await signInAs("planner", PAGE, "pt-BR");
    await screen.findAllByTestId("sap-source", {}, { timeout: 8000 });
    expect(screen.getByRole("heading", { name: "Dados do SAP" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sincronizar agora" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Sincronização automática" })).toBeInTheDocument();
  });
});
