/** The dashboard's calls (src/api/transport-tracking.ts): one per part, so each can fail alone. */
import type { AxiosInstance } from "axios";
import {
  trackingEndpoints,
  type NewestException,
  type ShipmentOnMap,
  type TrackingCharts,
  type TrackingKpis,
} from "../../api/transport-tracking";

/** The window is the server's home parameter filterDays: the dashboard asks at once, without reading it first. */
export const fetchKpis = async (client: AxiosInstance) => (await client.get<TrackingKpis>(trackingEndpoints.kpis)).data;

/** Deliveries are counted per day of the person's clock, the days the list's date filter means. */
export const fetchCharts = async (client: AxiosInstance) =>
  (await client.get<TrackingCharts>(trackingEndpoints.charts, { params: { tz: new Date().getTimezoneOffset() } })).data;

export const fetchNewestExceptions = async (client: AxiosInstance, limit: number) =>
  (await client.get<NewestException[]>(trackingEndpoints.exceptions, { params: { limit } })).data;

export const fetchPositions = async (client: AxiosInstance) =>
  (await client.get<ShipmentOnMap[]>(trackingEndpoints.positions)).data;
