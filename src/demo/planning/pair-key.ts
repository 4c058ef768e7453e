/** A component at a plant, as one map key: supply, demand and availability are all kept per pair. */
export const pairKey = (component: string, plant: string): string => `${component}|${plant}`;
