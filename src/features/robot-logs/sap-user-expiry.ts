/**
 * Whether the SAP user a robot ran as is about to be locked out (DESIGN §9.4): its password's expiry day from
 * SAP impersonate users, against today. Pure: days are ISO dates (YYYY-MM-DD).
 */
export const EXPIRY_WARNING_DAYS = 30;

export type SapUserExpiry =
  | { state: "unknown" }
  | { state: "expired"; days: number }
  | { state: "soon"; days: number }
  | { state: "ok"; days: number };

const DAY = 86_400_000;

export function sapUserExpiry(expiresAt: unknown, today: string): SapUserExpiry {
  if (typeof expiresAt !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(expiresAt)) return { state: "unknown" };
  const days = Math.round((Date.parse(expiresAt.slice(0, 10)) - Date.parse(today)) / DAY);
  if (Number.isNaN(days)) return { state: "unknown" };
  if (days < 0) return { state: "expired", days: -days };
  return days <= EXPIRY_WARNING_DAYS ? { state: "soon", days } : { state: "ok", days };
}
