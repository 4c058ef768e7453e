// @vitest-environment node
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { LeadTime, LeadTimeTransit, RobotProcessLog } from "../../../../src/api/contract";
import type { UploadRecord } from "../../../../src/api/planning";
import { LEAD_TIME_UPLOAD_COLUMNS } from "../../../../src/domain/lead-time";
import { HISTORY_FIRST_ID } from "../../../../src/demo/seed/robot-log-history";
import { body, call, db, demoUrls, login, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const PATH = "/edb/lead-time-maintenance";
const all = async () => body<LeadTime[]>(await call(`${PATH}?_start=0&_end=1000`));
const transitRows = () => db.list("edb/edb-transit-time");
const headers = LEAD_TIME_UPLOAD_COLUMNS.map((column) => column.header);

async function xlsx(rows: (string | number | null)[][], name = "lead-times.xlsx"): Promise<File> {
  const data = rows.map((row) => row.map((value) => (value === null ? null : { value })));
  return new File([Uint8Array.from(await writeXlsxFile(data).toBuffer())], name);
}

async function upload(file: File, as?: string) {
  const token = await login(...((as ? [as] : []) as [string?]));
  const form = new FormData();
  form.append("file", file, file.name);
  return fetch(`${demoUrls.apiUrl}/edb/lead-time-upload/uploads`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
}

describe("lead time maintenance (DESIGN §9.4)", () => {
  it("computes transit and total from the transit-time table, and follows a transit time changed in Maintenance", async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) {
      const own = transitRows().find((transit) => transit.vendor === row.vendor && transit.modal === row.modal);
      expect(own, `${row.vendor} ${row.modal}`).toBeDefined();
      expect(row.transitTime).toBe(own!.transitTime);
      expect(row.totalLeadTime).toBe(row.vendorLeadTime + Number(own!.transitTime));
      expect(row.vendorCountry).toBe(own!.countryCode);
    }
    const target = rows[0]!;
    const transit = transitRows().find((row) => row.vendor === target.vendor && row.modal === target.modal)!;
    expect((await call(`/edb/edb-transit-time/${transit.id}`, { method: "PATCH", json: { transitTime: 50 } })).status).toBe(200);
    const after = await body<LeadTime>(await call(`${PATH}/${target.id}`));
    expect(after.transitTime).toBe(50);
    expect(after.totalLeadTime).toBe(target.vendorLeadTime + 50);
  });

  it("never takes transit or total from a client, and refuses a lead time over 999 days and a total over 999", async () => {
    const target = (await all())[0]!;
    const patched = await call(`${PATH}/${target.id}`, { method: "PATCH", json: { totalLeadTime: 1, transitTime: 1, vendorLeadTime: 40 } });
    expect(patched.status).toBe(200);
    expect(await body<LeadTime>(patched)).toMatchObject({ vendorLeadTime: 40, totalLeadTime: 40 + target.transitTime! });
    expect(db.get(PATH.slice(1), target.id)).not.toHaveProperty("totalLeadTime");

    const tooLong = await call(`${PATH}/${target.id}`, { method: "PATCH", json: { vendorLeadTime: 1000 } });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: "A lead time cannot be over 999 days.", errors: { vendorLeadTime: ["A lead time cannot be over 999 days."] } });
    const totalTooLong = await call(`${PATH}/${target.id}`, { method: "PATCH", json: { vendorLeadTime: 999 } });
    expect(totalTooLong.status).toBe(400);
    expect((await totalTooLong.json()).message).toBe("The total lead time cannot be over 999 days.");
    expect(db.get(PATH.slice(1), target.id)?.vendorLeadTime).toBe(40);
  });

  it("refuses a vendor without transit time and a modal without one from the vendor's country", async () => {
    const line = { vendor: "999999", material: "KRC161868/1", plant: "BR10", modal: "AIR", vendorLeadTime: 10 };
    const unknown = await call(PATH, { method: "POST", json: line });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({ vendor: ["This vendor has no transit time. Add it in Maintenance > EDB General > Transit Time."] });
    // Brazilian vendors have no sea transit.
    const brazilian = transitRows().find((row) => row.countryCode === "BR")!;
    const noSea = await call(PATH, { method: "POST", json: { ...line, vendor: brazilian.vendor, modal: "SEA" } });
    expect((await noSea.json()).errors).toEqual({ modal: ["There is no transit time for this modal from the vendor's country."] });
    const created = await call(PATH, { method: "POST", json: { ...line, vendor: brazilian.vendor, modal: "ROAD" } });
    expect(created.status).toBe(201);
  });

  it("refuses an MRP controller that is not SAP's three-character code, as the form does", async () => {
    const target = (await all())[0]!;
    const lower = await call(`${PATH}/${target.id}`, { method: "PATCH", json: { mrpController: "b1" } });
    expect(lower.status).toBe(400);
    expect((await lower.json()).errors).toEqual({ mrpController: ["Enter 3 capital letters or digits."] });
    expect((await call(`${PATH}/${target.id}`, { method: "PATCH", json: { mrpController: "B01" } })).status).toBe(200);
    expect((await call(`${PATH}/${target.id}`, { method: "PATCH", json: { mrpController: "" } })).status).toBe(200);
  });

  it("answers the transit a vendor and modal take, for the form's live total", async () => {
    const transit = transitRows().find((row) => row.modal === "SEA")!;
    const found = await call(`/edb/lead-time-transit?vendor=${transit.vendor}&modal=SEA`);
    expect(await body<LeadTimeTransit>(found)).toMatchObject({ transitTime: transit.transitTime, countryCode: transit.countryCode });
    const missing = await call("/edb/lead-time-transit?vendor=999999&modal=AIR");
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("This vendor has no transit time. Add it in Maintenance > EDB General > Transit Time.");
  });

  it("uploads the template: each line creates or updates its lead time; one bad line refuses the whole file", async () => {
    const template = await body<{ columns: { header: string }[]; keyHeaders: string[] }>(await call("/edb/lead-time-upload/template"));
    expect(template.columns.map((column) => column.header)).toEqual(headers);
    expect(template.keyHeaders).toEqual(["Vendor", "Material", "Plant", "Modal"]);
    const existing = (await all())[0]!;
    const before = (await all()).length;
    const good = await xlsx([
      headers,
      [existing.vendor, existing.material, existing.plant, existing.modal, 77, null, null, null, null],
      [existing.vendor, "NEW-MATERIAL-1", "BR20", existing.modal, 12, "Air freight", "B01", null, null],
    ]);
    const sent = await upload(good);
    expect(sent.status).toBe(201);
    expect(await body<UploadRecord>(sent)).toMatchObject({ rows: 2, username: "ADMIN" });
    const after = await all();
    expect(after.length).toBe(before + 1);
    expect(after.find((row) => row.id === existing.id)?.vendorLeadTime).toBe(77);
    expect(after.find((row) => row.material === "NEW-MATERIAL-1")?.totalLeadTime).toBe(12 + existing.transitTime!);

    const bad = await xlsx([
      headers,
      [existing.vendor, existing.material, existing.plant, existing.modal, 5, null, null, null, null],
      ["999999", "X-1", "BR10", "AIR", 5, null, null, null, null],
    ]);
    const refused = await upload(bad);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toEqual([
      "1 line(s) of the file were refused; nothing was uploaded.",
      "Line 3 (Vendor): This vendor has no transit time. Add it in Maintenance > EDB General > Transit Time.",
    ]);
    expect((await all()).find((row) => row.id === existing.id)?.vendorLeadTime).toBe(77);

    // A plant or modal the template's cell type lets through (four characters, any text) is refused with
    // the values it could be: a planner in Excel has no list to pick from.
    const unknownOptions = await upload(
      await xlsx([
        headers,
        [existing.vendor, existing.material, "BR99", existing.modal, 5, null, null, null, null],
        [existing.vendor, existing.material, existing.plant, "TRAIN", 5, null, null, null, null],
      ]),
    );
    expect((await unknownOptions.json()).message).toEqual([
      "2 line(s) of the file were refused; nothing was uploaded.",
      "Line 2 (Plant): Choose one of: BR10, BR20, BR30.",
      "Line 3 (Modal): Choose one of: AIR, SEA, ROAD.",
    ]);

    // A blank line in the middle counts, as Excel numbers it.
    const gap = await upload(
      await xlsx([
        headers,
        [existing.vendor, existing.material, existing.plant, existing.modal, 5, null, null, null, null],
        [null, null, null, null, null, null, null, null, null],
        ["999999", "X-1", "BR10", "AIR", 5, null, null, null, null],
      ]),
    );
    expect((await gap.json()).message[1]).toMatch(/^Line 4 \(Vendor\): /);

    // Headers as a planner retyped them (capitals, a double space) are the template's.
    const retyped = await upload(
      await xlsx([
        headers.map((header) => String(header).toUpperCase().replace(" ", "  ")),
        [existing.vendor, existing.material, existing.plant, existing.modal, 66, null, null, null, null],
      ]),
    );
    expect(retyped.status).toBe(201);
    expect((await all()).find((row) => row.id === existing.id)?.vendorLeadTime).toBe(66);
    const history = await body<UploadRecord[]>(await call("/edb/lead-time-upload/uploads?_start=0&_end=10"));
    expect(history.map((row) => row.rows)).toEqual([1, 2]);
  });

  it("lets the viewer read lead times but not upload them", async () => {
    const refused = await upload(await xlsx([headers]), "VIEWER");
    expect(refused.status).toBe(403);
  });
});

describe("robot process logs (DESIGN §9.4, §9.5)", () => {
  it("hold a year of runs of the schedules, with errors, empty tables and a run still waiting, newest first", async () => {
    const rows = await body<RobotProcessLog[]>(await call("/edb/robot-process-log?_start=0&_end=100000&_sort=date&_order=desc"));
    const days = (Date.parse(rows[0]!.date) - Date.parse(rows[rows.length - 1]!.date)) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(["success", "error", "empty", "waiting"]));
    // Transport tracking's robots and EDB's schedule robots, not only the planning sources.
    expect(rows.some((row) => row.robotprocess === "TT_DHL")).toBe(true);
    expect(rows.some((row) => row.robotprocess === "MB52")).toBe(true);
    // MB52 runs on Fridays only, as its schedule says (on the planners' clock, as the schedule's times).
    expect(new Set(rows.filter((row) => row.robotprocess === "MB52").map((row) => new Date(row.date).getDay()))).toEqual(new Set([5]));
  });

  it("join the SAP user a run signed in as, with its expiry, never its secret, in lists and the detail of a history entry", async () => {
    const detail = await body<RobotProcessLog & Record<string, unknown>>(await call(`/edb/robot-process-log/${HISTORY_FIRST_ID}`));
    expect(detail.sapUser).toMatch(/^(RFC_SCM_EDB|RFC_SCM_CTB|BATCH_TRACK)$/);
    const user = db.list("sap-impersonate-users").find((row) => row.username === detail.sapUser)!;
    expect(detail.sapUserExpiresAt).toBe(user.expiresAt);
    expect(JSON.stringify(detail)).not.toContain(String(user.value));
    const efa = await body<RobotProcessLog[]>(await call("/robot-process-log?_start=0&_end=5&_sort=date&_order=desc", {}, demoUrls.apiEfaUrl));
    expect(efa.every((row) => row.sapUser === "RFC_SCM_EFA")).toBe(true);
  });

  it("are what Maintenance's schedules show as each robot's last run", async () => {
    const schedules = await body<Record<string, unknown>[]>(await call("/edb/robot-schedule-config?_start=0&_end=50"));
    const of = (robot: string) => schedules.find((row) => row.robot === robot)!;
    // ME2M's newest run is still going; ZEKET, inactive, stopped on an error; MB52 runs on Fridays.
    expect(of("ME2M")).toMatchObject({ lastStatus: "waiting", lastEndDate: null });
    expect(of("ZEKET").lastStatus).toBe("error");
    expect(new Date(String(of("MB52").lastStartDate)).getDay()).toBe(5);
    const log = await body<RobotProcessLog[]>(await call("/edb/robot-process-log?_start=0&_end=1&robotprocess=ZMARD&moduloId=1&_sort=date&_order=desc"));
    expect(of("ZMARD")).toMatchObject({ lastStartDate: log[0]!.date, lastStatus: log[0]!.type, lastRows: log[0]!.rows });
  });

  it("start each planning source's download at the local time its schedule shows, give or take a few minutes", async () => {
    const schedules = await body<Record<string, unknown>[]>(await call("/edb/robot-schedule-config?_start=0&_end=50"));
    const log = await body<RobotProcessLog[]>(await call("/edb/robot-process-log?_start=0&_end=100000&moduloId=1"));
    for (const source of ["ZMARD", "ZPOVIS", "MD06"]) {
      const [hours, minutes] = String(schedules.find((row) => row.robot === source)!.time).split(":").map(Number);
      const starts = log.filter((row) => row.robotprocess === source).map((row) => new Date(row.date));
      expect(starts.length).toBeGreaterThan(300);
      for (const start of starts) {
        const late = start.getHours() * 60 + start.getMinutes() - (hours! * 60 + minutes!);
        expect(late, `${source} at ${start.toISOString()}`).toBeGreaterThanOrEqual(0);
        expect(late, `${source} at ${start.toISOString()}`).toBeLessThan(10);
      }
    }
  });
});
