import { describe, expect, it } from "vitest";
import { producedScreens } from "../../../../src/features/robot-logs/produced-screens";
import { sapUserExpiry } from "../../../../src/features/robot-logs/sap-user-expiry";

describe("a robot run's detail (DESIGN §9.4)", () => {
  it("links a successful run to the screens its module's data shows on", () => {
    expect(producedScreens({ type: "success", moduloId: 1, robotprocess: "ZMARD" }).map((screen) => screen.route)).toEqual([
      "edb/upload-of-template-material-capability",
      "material-capability/components-availability",
    ]);
    expect(producedScreens({ type: "success", moduloId: 4, robotprocess: "SIMULATION" }).map((screen) => screen.route)).toEqual([
      "efa/download-result",
      "efa/reports",
    ]);
    expect(producedScreens({ type: "success", moduloId: 3, robotprocess: "TT_DHL" })[0]?.route).toBe("edb/transport-tracking-shipments");
    for (const type of ["error", "empty", "waiting"]) expect(producedScreens({ type, moduloId: 1, robotprocess: "ZMARD" })).toEqual([]);
    expect(producedScreens({ type: "success", moduloId: 99, robotprocess: "X" })).toEqual([]);
  });

  it("warns from 30 days before a SAP password expires, and says when it has", () => {
    expect(sapUserExpiry("2026-12-04", "2026-11-25")).toEqual({ state: "soon", days: 9 });
    expect(sapUserExpiry("2026-12-25", "2026-11-25")).toEqual({ state: "soon", days: 30 });
    expect(sapUserExpiry("2026-12-26", "2026-11-25")).toEqual({ state: "ok", days: 31 });
    expect(sapUserExpiry("2026-11-22", "2026-11-25")).toEqual({ state: "expired", days: 3 });
    expect(sapUserExpiry(null, "2026-11-25")).toEqual({ state: "unknown" });
    expect(sapUserExpiry("soon", "2026-11-25")).toEqual({ state: "unknown" });
  });
});
