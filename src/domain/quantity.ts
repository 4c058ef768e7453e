/**
 * The largest quantity a screen takes (a lot size, a safety stock, a priority shipment's quantity): eight
 * digits, checked alike by the form and the demo backend's rules.
 */
export const MAX_QUANTITY = 99_999_999;
