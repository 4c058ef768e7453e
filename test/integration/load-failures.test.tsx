/**
 * Code that fails to download (the network dropped, or a new version replaced the files): the part that needed
 * it says so, in the page's language, and the rest of the page stays usable.
 */
import { screen, within } from "@testing-library/react";
import type { TransportTrackingDetail } from "../../src/api/contract";
import { TRACKING_DETAILS } from "../../src/demo/seed";
import { db } from "../msw-server";
import { signInAs } from "../render-with-refine";

vi.mock("../../src/crud/field-types/date-picker-input", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});
vi.mock("../../src/layout/user-drawer", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});
vi.mock("../../src/features/transport-tracking/world-map", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});
vi.mock("../../src/features/priority-shipments/display-board-page", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("a part of the page whose code could not be downloaded", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("the settings drawer says so, and the page, its menu and the top bar stay", async () => {
    const { user } = await signInAs("admin", "/main", "pt-BR");
    await user.click(screen.getByTestId("user-name"));
    const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("Não foi possível carregar esta parte da página.");
    expect(within(alert).getByRole("button", { name: "Recarregar a página" })).toBeInTheDocument();
    expect(screen.getByTestId("user-name")).toBeInTheDocument();
    // Behind the open drawer, the page and its menu stay.
    expect(screen.getAllByRole("link", { name: "Caixa de Exceções", hidden: true }).length).toBeGreaterThan(0);
    // Said where the person looks, in the drawer, not below the page; and signing out never needs that code.
    expect(alert.closest(".MuiDrawer-paper")).not.toBeNull();
    await user.click(within(alert.closest(".MuiDrawer-paper") as HTMLElement).getByRole("button", { name: "Sair" }));
    expect(await screen.findByText("Escolha uma conta de demonstração", {}, { timeout: 10000 })).toBeInTheDocument();
    expect(sessionStorage.getItem("scm.accessToken")).toBeNull();
  });

  it("a shipment without its map still shows its milestones", async () => {
    const shipment = (db.list(TRACKING_DETAILS) as unknown as TransportTrackingDetail[])[0]!;
    await signInAs("admin", `/edb/transport-tracking-shipments/show/${shipment.id}`);
    expect(
      await screen.findByText("This part of the page could not be loaded.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("milestone-timeline")).toBeInTheDocument();
  });

  it("a page says so inside the layout, and the menu still leads to the other pages", async () => {
    const { user } = await signInAs("planner", "/edb/priority-shipments-display");
    expect(
      await screen.findByText("This part of the page could not be loaded.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole("link", { name: "Exception Inbox" })[0]!);
    expect(
      await screen.findByRole("heading", { name: "Exception Inbox", level: 1 }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("This part of the page could not be loaded.")).toBeNull();
  });

  it("a form whose date picker could not be downloaded stays, with what was typed: only the date fields say so", async () => {
    const { user } = await signInAs("admin", "/edb/priority-shipments/create");
    const invoice = await screen.findByRole("textbox", { name: /^Invoice INB/ }, { timeout: 8000 });
    await user.type(invoice, "INB-777");
    expect((await screen.findAllByText("This field could not be loaded: reload the page to fill it in. What you typed is kept.", {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: /^Invoice INB/ })).toHaveValue("INB-777");
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(screen.queryByText("This part of the page could not be loaded.")).toBeNull();
  });
});

