/** The dashboard's calls (src/api/transport-tracking.ts): one per part, so each can fail alone. */
import type { AxiosInstance } from "axios";
import {
  trackingEndpoints,
  type NewestException,
  type ShipmentOnMap,
  type TrackingCharts,
  type TrackingKpis,
} from "../../api/transport-tracking";

/** Deliveries are counted by days of the person's clock, the days the list's date filter means: their offset. */
const clock = () => ({ tz: new Date().getTimezoneOffset() });

/**
 * The window is the server's home parameter filterDays: the dashboard asks at once, without reading it first.
 * Delivered counts its calendar days, today included, as the chart of deliveries per day beside it does.
 */
export const fetchKpis = async (client: AxiosInstance) =>
  (await client.get<TrackingKpis>(trackingEndpoints.kpis, { params: clock() })).data;

export const fetchCharts = async (client: AxiosInstance) =>
  (await client.get<TrackingCharts>(trackingEndpoints.charts, { params: clock() })).data;

export const fetchNewestExceptions = async (client: AxiosInstance, limit: number) =>
  (await client.get<NewestException[]>(trackingEndpoints.exceptions, { params: { limit } })).data;

export const fetchPositions = async (client: AxiosInstance) =>
  (await client.get<ShipmentOnMap[]>(trackingEndpoints.positions)).data;
