import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FactTable, type FactColumn } from "../../../src/layout/fact-table";

interface Leg {
  id: number;
  from: string;
  to: string;
  days: number;
}

const legs: Leg[] = [
  { id: 1, from: "Shenzhen", to: "Santos", days: 31 },
  { id: 2, from: "Santos", to: "Campinas", days: 2 },
];

const columns: FactColumn<Leg>[] = [
  { key: "leg", header: "Leg", rowHeader: true, cell: (leg) => `${leg.from} → ${leg.to}` },
  { key: "days", header: "Days", align: "right", nowrap: true, cell: (leg) => leg.days },
  { key: "open", header: "Open", compact: true, cell: (leg) => <button type="button">Open leg {leg.id}</button> },
];

describe("FactTable", () => {
  it("is named by the heading it belongs to, with a header row, and each row read by its naming cell", () => {
    render(
      <>
        <h2 id="legs">Routes</h2>
        <FactTable labelledBy="legs" columns={columns} rows={legs} rowKey={(leg) => leg.id} testId="legs-table" />
      </>,
    );
    const table = screen.getByRole("table", { name: "Routes" });
    expect(table).toBe(screen.getByTestId("legs-table"));
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Leg", "Days", "Open"]);
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(["Shenzhen → Santos", "Santos → Campinas"]);
    const second = within(table).getAllByRole("row")[2];
    expect(within(second).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2", "Open leg 2"]);
    // Not scrolling inside itself: no region and no extra tab stop.
    expect(screen.queryByRole("region")).toBeNull();
    expect(table.parentElement).not.toHaveAttribute("tabindex");
  });

  it("scrolling inside itself, is a region named by its caption that the keyboard reaches before its rows", async () => {
    render(
      <FactTable
        caption="2 legs of BR-4411"
        captionId="legs-caption"
        scrollable
        outlined
        columns={columns}
        rows={legs}
        rowKey={(leg) => leg.id}
      />,
    );
    const region = screen.getByRole("region", { name: "2 legs of BR-4411" });
    expect(within(region).getByRole("table", { name: "2 legs of BR-4411" })).toBeInTheDocument();
    await userEvent.tab();
    expect(region).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Open leg 1" })).toHaveFocus();
  });

  it("with a height limit, keeps its header row in view, and is a group named by its section's heading, not a second landmark", () => {
    render(
      <>
        <section aria-labelledby="per-day">
          <h2 id="per-day">Deliveries per day</h2>
          <FactTable labelledBy="per-day" maxHeight={220} columns={columns} rows={legs} rowKey={(leg) => leg.id} />
        </section>
      </>,
    );
    expect(screen.getAllByRole("region").map((region) => region.tagName)).toEqual(["SECTION"]);
    const scroller = screen.getByRole("group", { name: "Deliveries per day" });
    expect(scroller).toHaveAttribute("tabindex", "0");
    expect(scroller).toHaveStyle({ maxHeight: "220px" });
    expect(within(scroller).getByRole("table", { name: "Deliveries per day" }).className).toMatch(/stickyHeader/);
  });
});
