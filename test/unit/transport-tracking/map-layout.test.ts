import { fanOut, nextKey, readingOrder } from "../../../src/features/transport-tracking/map-layout";

describe("fanOut", () => {
  it("leaves lone points where they are and spreads points at one place around it, none on another", () => {
    const placed = fanOut([
      { key: "alone", x: 100, y: 50 },
      ...Array.from({ length: 30 }, (_, index) => ({ key: `santos-${index}`, x: 300.4, y: 200.2 })),
    ]);
    expect(placed[0]).toEqual({ key: "alone", x: 100, y: 50 });
    expect(placed[1]).toEqual({ key: "santos-0", x: 300.4, y: 200.2 });
    const santos = placed.slice(1);
    const spots = new Set(santos.map((point) => `${point.x.toFixed(1)}:${point.y.toFixed(1)}`));
    expect(spots.size).toBe(30);
    // Every point stays near the place: the spiral of 30 is a few point-widths across.
    expect(santos.every((point) => Math.hypot(point.x - 300.4, point.y - 200.2) < 25)).toBe(true);
    // And no two overlap.
    for (const a of santos)
      for (const b of santos) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(3);
  });
});

describe("keyboard order", () => {
  const order = readingOrder([
    { key: 3, x: 500, y: 10 },
    { key: 1, x: 20, y: 300 },
    { key: 2, x: 20, y: 100 },
  ]);

  it("walks west to east, then north to south", () => {
    expect(order).toEqual([2, 1, 3]);
  });

  it("moves with the arrows, stops at the ends, jumps with Home and End, and ignores other keys", () => {
    expect(nextKey(order, 2, "ArrowRight")).toBe(1);
    expect(nextKey(order, 1, "ArrowDown")).toBe(3);
    expect(nextKey(order, 3, "ArrowRight")).toBe(3);
    expect(nextKey(order, 1, "ArrowLeft")).toBe(2);
    expect(nextKey(order, 2, "ArrowUp")).toBe(2);
    expect(nextKey(order, 1, "Home")).toBe(2);
    expect(nextKey(order, 2, "End")).toBe(3);
    expect(nextKey(order, 2, "a")).toBeUndefined();
    expect(nextKey([], undefined, "ArrowRight")).toBeUndefined();
  });
});
