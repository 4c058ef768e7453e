/**
 * The offline world map of the tracking screens (DESIGN §9.3): land from world-atlas's 110m TopoJSON drawn
 * with d3-geo as SVG, no tile server, loaded as its own chunk. Points can be opened from the keyboard: the
 * map is one tab stop, the arrow keys move between points (west to east), Enter or Space opens one.
 */
import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTheme, type Theme } from "@mui/material/styles";
import { geoEqualEarth, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import landTopology from "world-atlas/land-110m.json";
import type { Id } from "../../api/contract";
import type { StatusTone } from "../../registry/fields";
import { fanOut, nextKey, readingOrder } from "./map-layout";

export interface MapPoint {
  id: Id;
  lat: number;
  lon: number;
  /** What the point is, read by screen readers and shown on hover and focus. */
  label: string;
  tone: StatusTone;
}

export interface MapRoute {
  /** [lon, lat] pairs, drawn as great-circle arcs. */
  coordinates: [number, number][];
  /** A leg already travelled is drawn solid, one still ahead dashed. */
  done: boolean;
}

export interface WorldMapProps {
  points: readonly MapPoint[];
  routes?: readonly MapRoute[];
  /** The map's accessible name. */
  label: string;
  /** How to use the keyboard on it, shown under the map when its points can be opened. */
  keyboardHint: string;
  /** Opens a point; without it the points are only shown. */
  onOpen?: (id: Id) => void;
  /** "world" shows the whole world; "content" zooms to the points and routes. */
  fitTo?: "world" | "content";
  height?: number;
}

const WIDTH = 960;
const POINT_RADIUS = 4;
const land = feature(
  landTopology as unknown as Topology<{ land: GeometryCollection }>,
  (landTopology as unknown as Topology<{ land: GeometryCollection }>).objects.land,
);

function toneColour(theme: Theme, tone: StatusTone): string {
  return tone === "default" ? theme.palette.text.secondary : theme.palette[tone].main;
}

export default function WorldMap({ points, routes = [], label, keyboardHint, onOpen, fitTo = "world", height = 420 }: WorldMapProps) {
  const theme = useTheme();
  const hintId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const [active, setActive] = useState<Id | undefined>(undefined);

  const { landPath, routePaths, placed, order } = useMemo(() => {
    const projection = geoEqualEarth();
    const padding = 16;
    if (fitTo === "content" && (points.length > 0 || routes.length > 0)) {
      const content: GeoPermissibleObjects = {
        type: "MultiLineString",
        coordinates: [
          ...routes.map((route) => route.coordinates),
          ...points.map((point): [number, number][] => [[point.lon, point.lat], [point.lon, point.lat]]),
        ],
      };
      projection.fitExtent([[padding * 2, padding * 2], [WIDTH - padding * 2, height - padding * 2]], content);
      // A single place would zoom in to a street: keep a country's worth of context, still centred on the
      // content (a lower scale alone moved a short road route off the map).
      if (projection.scale() > 2400) {
        projection.scale(2400);
        const [[left, top], [right, bottom]] = geoPath(projection).bounds(content);
        const [x, y] = projection.translate();
        projection.translate([x + WIDTH / 2 - (left + right) / 2, y + height / 2 - (top + bottom) / 2]);
      }
    } else {
      projection.fitExtent([[padding, padding], [WIDTH - padding, height - padding]], { type: "Sphere" });
    }
    const path = geoPath(projection);
    const projected = points.flatMap((point) => {
      const xy = projection([point.lon, point.lat]);
      return xy ? [{ key: point.id, x: xy[0], y: xy[1] }] : [];
    });
    const spread = fanOut(projected);
    return {
      landPath: path(land) ?? "",
      routePaths: routes.map((route) => ({ d: path({ type: "LineString", coordinates: route.coordinates }) ?? "", done: route.done })),
      placed: new Map(spread.map((point) => [point.key, point])),
      order: readingOrder(spread),
    };
  }, [points, routes, fitTo, height]);

  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const interactive = Boolean(onOpen);
  const focusable = active !== undefined && byId.has(active) ? active : order[0];

  const focusPoint = (id: Id) => {
    setActive(id);
    svgRef.current?.querySelector<SVGElement>(`[data-point="${id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGElement>, id: Id) => {
    if ((event.key === "Enter" || event.key === " ") && onOpen) {
      event.preventDefault();
      onOpen(id);
      return;
    }
    const next = nextKey(order, id, event.key);
    if (next !== undefined) {
      event.preventDefault();
      focusPoint(next);
    }
  };

  return (
    <Box>
      <Box
        component="svg"
        ref={svgRef}
        viewBox={`0 0 ${WIDTH} ${height}`}
        role={interactive ? "group" : "img"}
        aria-label={label}
        aria-describedby={interactive ? hintId : undefined}
        data-testid="world-map"
        sx={{
          display: "block",
          width: "100%",
          height: "auto",
          bgcolor: "background.default",
          borderRadius: 1,
          "& [data-point]": { outline: "none" },
          "& [data-point][role=button]": { cursor: "pointer" },
          "& [data-point]:focus-visible .focus-ring": { strokeOpacity: 1 },
        }}
      >
        <path d={landPath} fill={theme.palette.action.selected} stroke={theme.palette.divider} strokeWidth={0.5} />
        {routePaths.map((route, index) => (
          <path
            key={index}
            d={route.d}
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            strokeDasharray={route.done ? undefined : "6 5"}
            strokeLinecap="round"
          />
        ))}
        {points.map((point) => {
          const at = placed.get(point.id);
          if (!at) return null;
          const dot = (
            <g
              key={point.id}
              data-point={point.id}
              role={interactive ? "button" : undefined}
              tabIndex={interactive ? (point.id === focusable ? 0 : -1) : undefined}
              onKeyDown={interactive ? (event) => onKeyDown(event, point.id) : undefined}
              onFocus={interactive ? () => setActive(point.id) : undefined}
              onClick={onOpen ? () => onOpen(point.id) : undefined}
            >
              <circle
                className="focus-ring"
                cx={at.x}
                cy={at.y}
                r={POINT_RADIUS + 4}
                fill="none"
                stroke={theme.palette.text.primary}
                strokeWidth={2}
                strokeOpacity={0}
              />
              <circle cx={at.x} cy={at.y} r={POINT_RADIUS} fill={toneColour(theme, point.tone)} stroke={theme.palette.background.paper} strokeWidth={1} />
              {!interactive && <title>{point.label}</title>}
            </g>
          );
          // A point to open names itself (the tooltip's aria-label on the button); in a picture, a label on a
          // plain group is prohibited ARIA, so the pointer gets SVG's own title there.
          return interactive ? (
            <Tooltip key={point.id} title={point.label} disableInteractive>
              {dot}
            </Tooltip>
          ) : (
            dot
          );
        })}
      </Box>
      {interactive && (
        <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {keyboardHint}
        </Typography>
      )}
    </Box>
  );
}
