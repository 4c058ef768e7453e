/**
 * Where the world map draws its points (DESIGN §9.3), pure so it is tested without a page: shipments at the
 * same place (thirty containers at Santos) fan out on a small sunflower spiral instead of hiding one another,
 * and the keyboard walks the points west to east, as the eye reads a map.
 */

export interface PlacedPoint<Key> {
  key: Key;
  x: number;
  y: number;
}

/** Points closer than this (in SVG units) share a place and are fanned out. */
const SAME_PLACE = 2;
/** The spiral's spacing: about a point's diameter between neighbours. */
const SPACING = 4.2;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

export function fanOut<Key>(points: readonly PlacedPoint<Key>[]): PlacedPoint<Key>[] {
  const groups = new Map<string, PlacedPoint<Key>[]>();
  for (const point of points) {
    const cell = `${Math.round(point.x / SAME_PLACE)}:${Math.round(point.y / SAME_PLACE)}`;
    const group = groups.get(cell) ?? [];
    group.push(point);
    groups.set(cell, group);
  }
  const placed = new Map<PlacedPoint<Key>, PlacedPoint<Key>>();
  for (const group of groups.values()) {
    const [anchor] = group;
    if (!anchor) continue;
    group.forEach((point, index) => {
      const radius = index === 0 ? 0 : SPACING * Math.sqrt(index);
      placed.set(point, {
        key: point.key,
        x: anchor.x + radius * Math.cos(index * GOLDEN_ANGLE),
        y: anchor.y + radius * Math.sin(index * GOLDEN_ANGLE),
      });
    });
  }
  return points.map((point) => placed.get(point) ?? point);
}

/** The order the arrow keys follow: west to east, then north to south. */
export function readingOrder<Key>(points: readonly PlacedPoint<Key>[]): Key[] {
  return [...points].sort((a, b) => a.x - b.x || a.y - b.y).map((point) => point.key);
}

/** The key the arrow keys, Home and End move to from `current`; undefined for any other key. */
export function nextKey<Key>(order: readonly Key[], current: Key | undefined, key: string): Key | undefined {
  if (order.length === 0) return undefined;
  const index = current === undefined ? -1 : order.indexOf(current);
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return order[Math.min(index + 1, order.length - 1)];
    case "ArrowLeft":
    case "ArrowUp":
      return order[Math.max(index - 1, 0)];
    case "Home":
      return order[0];
    case "End":
      return order[order.length - 1];
    default:
      return undefined;
  }
}
