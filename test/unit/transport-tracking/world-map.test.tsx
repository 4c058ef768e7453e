import { ThemeProvider, createTheme } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import WorldMap, { type MapPoint } from "../../../src/features/transport-tracking/world-map";

const points: MapPoint[] = [
  { id: 11, lat: -23.96, lon: -46.3, label: "KNBR1, Kuehne+Nagel, Customs, Santos (BRSSZ)", tone: "warning" },
  { id: 12, lat: 50.04, lon: 8.56, label: "DHL1, DHL Global Forwarding, In transit, Frankfurt (FRA)", tone: "primary" },
  { id: 13, lat: 31.14, lon: 121.81, label: "EXPD1, Expeditors, Booked, Shanghai Pudong (PVG)", tone: "default" },
];

const renderMap = (props: Partial<Parameters<typeof WorldMap>[0]> = {}) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <WorldMap points={points} label="Current positions of 3 open shipments" keyboardHint="Arrow keys move between shipments; Enter opens one." {...props} />
    </ThemeProvider>,
  );

describe("WorldMap", () => {
  it("draws the land and one point per shipment, named for screen readers, with the keyboard hint", () => {
    const { container } = renderMap({ onOpen: vi.fn() });
    const map = screen.getByRole("group", { name: "Current positions of 3 open shipments" });
    expect(map).toHaveAccessibleDescription("Arrow keys move between shipments; Enter opens one.");
    // The land is a real outline: thousands of path commands, not an empty shape.
    expect(container.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(10_000);
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(points.map((point) => point.label));
  });

  it("is one tab stop; the arrows walk west to east and Enter opens the shipment", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderMap({ onOpen });
    await user.tab();
    // Santos is the westernmost.
    expect(screen.getByRole("button", { name: /^KNBR1/ })).toHaveFocus();
    expect(screen.getAllByRole("button").filter((button) => button.getAttribute("tabindex") === "0")).toHaveLength(1);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: /^DHL1/ })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: /^EXPD1/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith(13);
    // The focused point is the one Tab comes back to.
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: /^EXPD1/ })).toHaveFocus();
  });

  it("is a picture without buttons when nothing opens, with the routes drawn, travelled legs solid", () => {
    const { container } = renderMap({
      points: [points[0]!],
      fitTo: "content",
      routes: [
        { coordinates: [[121.49, 31.23], [103.84, 1.26]], done: true },
        { coordinates: [[103.84, 1.26], [-46.3, -23.96]], done: false },
      ],
    });
    expect(screen.getByRole("img", { name: "Current positions of 3 open shipments" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("Arrow keys move between shipments; Enter opens one.")).toBeNull();
    const routes = [...container.querySelectorAll("path")].slice(1);
    expect(routes).toHaveLength(2);
    expect(routes.map((route) => route.getAttribute("stroke-dasharray"))).toEqual([null, "6 5"]);
  });

  it("keeps a short road route and its shipment in the middle of a detail's map", () => {
    const { container } = renderMap({
      // Campinas to Sorocaba, about 80 km: the fit zooms in far past a country's scale, which is then held.
      points: [{ id: 21, lat: -23.3, lon: -47.2, label: "Between Campinas and Sorocaba", tone: "primary" }],
      fitTo: "content",
      height: 300,
      routes: [{ coordinates: [[-47.06, -22.9], [-47.45, -23.5]], done: false }],
    });
    const svg = container.querySelector("svg")!;
    const [, , width, height] = svg.getAttribute("viewBox")!.split(" ").map(Number);
    const point = container.querySelector("circle")!;
    const x = Number(point.getAttribute("cx"));
    const y = Number(point.getAttribute("cy"));
    expect(x).toBeGreaterThan(width! * 0.25);
    expect(x).toBeLessThan(width! * 0.75);
    expect(y).toBeGreaterThan(height! * 0.25);
    expect(y).toBeLessThan(height! * 0.75);
  });
});
