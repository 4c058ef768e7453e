import { screen, waitFor, within } from "@testing-library/react";
import type { TransportTrackingDetail } from "../../src/api/contract";
import { formatDay } from "../../src/crud/field-types/date-formats";
import { dayNumber, isoDate } from "../../src/demo/planning/dates";
import { TRACKING_DETAILS } from "../../src/demo/seed";
import { db } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const shipmentOf = (id: number) => db.get(TRACKING_DETAILS, id) as unknown as TransportTrackingDetail;
const linkId = (link: HTMLElement) => Number(/\/edb\/transport-tracking-shipments\/show\/(\d+)$/.exec(link.getAttribute("href") ?? "")?.[1]);
/** The day a shipment's goods can be used: its ETA plus the seeded customs and handling days (3). */
const clearedOn = (shipment: TransportTrackingDetail) => formatDay(isoDate(dayNumber(shipment.eta) + 3), "en-US");

/** Clear-to-build dates that follow the tracked shipments' ETA (DESIGN §9.2, §9.3), with the demo backend's data. */
describe("clear-to-build dates that follow the shipments' ETA", () => {
  it("CTB's result shows the lines a late shipment moved, by how many days, with the link to the shipment", async () => {
    const { user } = await signInAs("planner", "/ctb/ctb_result?sort=etaShiftDays&order=desc");
    await user.click(await screen.findByRole("button", { name: "Moved later by a shipment" }, { timeout: 8000 }));
    await waitFor(() => expect(window.location.search).toContain("quick=shipmentLate"));
    expect(screen.getByRole("columnheader", { name: "ETA shift" })).toBeInTheDocument();

    // Most moved first: every line there names the late shipment that moved it, and some clears the day that
    // shipment's goods are through customs and handling.
    const cells = await screen.findAllByTestId("eta-shift", {}, { timeout: 15000 });
    const moved = cells.map((cell) => {
      const link = within(cell).getByRole("link");
      const shipment = shipmentOf(linkId(link));
      const row = cell.closest<HTMLElement>('[role="row"]')!;
      return { cell, link, shipment, clearDate: within(row).getAllByRole("gridcell").find((gridCell) => gridCell.dataset.field === "clearDate")?.textContent };
    });
    const [first] = moved;
    expect(first!.cell).toHaveTextContent(/^\+\d+ d · \S+$/);
    expect(Number(/^\+(\d+)/.exec(first!.cell.textContent ?? "")?.[1])).toBeGreaterThanOrEqual(2);
    expect(first!.link).toHaveTextContent(first!.shipment.trackingNumber);
    expect(first!.shipment.late).toBe(true);
    expect(moved.some(({ shipment, clearDate }) => shipment.late && clearDate === clearedOn(shipment))).toBe(true);

    // The link opens the shipment's tracking detail: how late it is, and the purchase orders it carries.
    await user.click(first!.link);
    await waitFor(() => expect(currentPath()).toBe(`/edb/transport-tracking-shipments/show/${first!.shipment.id}`));
    expect(await screen.findByTestId("shipment-lateness", {}, { timeout: 8000 })).toHaveTextContent(/late against the plan/);
    expect(screen.getByText("Purchase orders carried")).toBeInTheDocument();
  });

  it("CTB's comparison with the previous run names the shipment whose ETA slipped", async () => {
    const { user } = await signInAs("planner", "/ctb/ctb_result");
    const changes = await screen.findByRole("region", { name: /^Changes since the previous run/ }, { timeout: 8000 });
    await user.click(within(changes).getByRole("button", { name: "Shipment ETA slipped" }));
    const cause = await within(changes).findAllByRole("link", { name: /^ETA of shipment \S+ slipped \d+ days?$/ }, { timeout: 15000 });
    const shipment = shipmentOf(linkId(cause[0]!));
    expect(cause[0]).toHaveTextContent(`ETA of shipment ${shipment.trackingNumber} slipped`);
    expect(shipment.late).toBe(true);
    const row = cause[0]!.closest("tr")!;
    expect(within(row).getByText("Slipped")).toBeInTheDocument();
  });

  it("shows the shift without the link to a person who may not open shipments", async () => {
    // The planner's profile (Supply Planner) loses the tracking shipments.
    const grant = db.list("user-profile-resource").find((row) => row.profileId === 2 && row.resource === "edb/transport-tracking-shipments");
    await db.write((tx) => tx.update("user-profile-resource", grant!.id, { read: false, create: false, update: false, delete: false }));
    await signInAs("planner", "/ctb/ctb_result?quick=shipmentLate&sort=etaShiftDays&order=desc");
    const cells = await screen.findAllByTestId("eta-shift", {}, { timeout: 15000 });
    expect(cells[0]).toHaveTextContent(/^\+\d+ d · \S+$/);
    expect(cells.every((cell) => within(cell).queryByRole("link") === null)).toBe(true);
  });
});
