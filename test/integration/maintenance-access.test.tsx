import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const TRANSIT = "edb/edb-transit-time";
const PARAMETERS = "transport-tracking/parameter-transport-tracking";
const DENIED = "You do not have permission for this module, contact your administrator.";

const mainMenu = () => screen.getByRole("navigation", { name: "Main menu" });
/** The first row's action of the grid, once the permission check has answered. */
const firstRowAction = async (grid: HTMLElement, name: "Edit" | "Show") =>
  waitFor(() => within(grid).getAllByLabelText(name)[0], { timeout: 8000 });

describe("Maintenance screens for the seeded non-admin profiles", () => {
  it("shows the planner the Maintenance > EDB General group and lets it edit a transit time", async () => {
    const { user } = await signInAs("planner", `/${TRANSIT}`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    // The menu opens on the group of the page shown.
    const menu = await waitFor(
      () => {
        const nav = mainMenu();
        expect(within(nav).getByText("EDB General")).toBeInTheDocument();
        return nav;
      },
      { timeout: 8000 },
    );
    expect(within(menu).getByText("Maintenance")).toBeInTheDocument();
    for (const leaf of ["MRP Controllers", "Transit Time", "Country List"]) {
      await waitFor(() => expect(within(menu).getByRole("link", { name: leaf })).toBeInTheDocument());
    }

    const edit = await firstRowAction(grid, "Edit");
    await waitFor(() => expect(edit).not.toHaveAttribute("aria-disabled", "true"), { timeout: 8000 });
    await user.click(edit);
    await waitFor(() => expect(currentPath()).toMatch(new RegExp(`^/${TRANSIT}/edit/\\d+$`)));
    await screen.findByRole("heading", { name: "Edit Transit Time" }, { timeout: 8000 });
    const days = (await screen.findByLabelText(/^Transit time/, {}, { timeout: 8000 })) as HTMLInputElement;
    const id = Number(currentPath().split("/").pop());
    await waitFor(() => expect(days.value).toBe(String(db.get(TRANSIT, id)?.transitTime)));
    expect(days).toBeEnabled();
    // Days are whole: 3.5 is refused beside the field and nothing is sent.
    const before = db.get(TRANSIT, id)?.transitTime;
    await user.clear(days);
    await user.type(days, "3.5");
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByText("Enter a whole number.")).toBeInTheDocument();
    expect(db.get(TRANSIT, id)?.transitTime).toBe(before);
    await user.clear(days);
    await user.type(days, "21");
    await user.click(screen.getByText("Save", { selector: "button" }));
    await waitFor(() => expect(db.get(TRANSIT, id)?.transitTime).toBe(21), { timeout: 8000 });
    expect(db.get(TRANSIT, id)?.changeUser).toBe("PLANNER");
    // The toast names the record as people know it, not by its route.
    expect(await screen.findByText("Successfully edited Transit Time", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/edb\/edb-transit-time/)).toBeNull();
  });

  it("opens a transit time's edit page for the planner from a deep link", async () => {
    await signInAs("planner", `/${TRANSIT}/edit/1`);
    await screen.findByRole("heading", { name: "Edit Transit Time" }, { timeout: 8000 });
    const days = (await screen.findByLabelText(/^Transit time/, {}, { timeout: 8000 })) as HTMLInputElement;
    await waitFor(() => expect(days.value).toBe(String(db.get(TRANSIT, 1)?.transitTime)));
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it("lets the planner read the transport tracking parameters but not edit them", async () => {
    const { unmount } = await signInAs("planner", `/${PARAMETERS}`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    const edit = await firstRowAction(grid, "Edit");
    await waitFor(() => expect(edit).toHaveAttribute("aria-disabled", "true"), { timeout: 8000 });
    unmount();

    await signInAs("planner", `/${PARAMETERS}/edit/1`);
    expect(await screen.findByText(DENIED, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("shows the viewer the Maintenance lists with Edit disabled and Show enabled", async () => {
    const { user } = await signInAs("viewer", `/${TRANSIT}`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(
      () => expect(screen.getByTestId("list-total")).toHaveTextContent(`${db.list(TRANSIT).length} records`),
      {
        timeout: 8000,
      },
    );
    const edit = await firstRowAction(grid, "Edit");
    await waitFor(() => expect(edit).toHaveAttribute("aria-disabled", "true"), { timeout: 8000 });
    const show = await firstRowAction(grid, "Show");
    await waitFor(() => expect(show).not.toHaveAttribute("aria-disabled", "true"), { timeout: 8000 });
    const menu = mainMenu();
    await waitFor(() => expect(within(menu).getByText("EDB General")).toBeInTheDocument(), { timeout: 8000 });
    // Partner integration parameters are not the viewer's: their entry is left out of the menu.
    await user.click(within(menu).getByText("EDB Transport Tracking"));
    await waitFor(() =>
      expect(within(menu).getByRole("link", { name: "Schedule Downloads" })).toBeInTheDocument(),
    );
    expect(within(menu).queryByText("Transport Tracking Parameters")).toBeNull();
  });

  it("refuses the viewer a Maintenance edit page and the transport tracking parameters", async () => {
    const { unmount } = await signInAs("viewer", `/${TRANSIT}/edit/1`);
    expect(await screen.findByText(DENIED, {}, { timeout: 8000 })).toBeInTheDocument();
    unmount();

    await signInAs("viewer", `/${PARAMETERS}`);
    expect(await screen.findByText(DENIED, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("shows the viewer a Maintenance record's detail page", async () => {
    await signInAs("viewer", "/efa/master-data/show/1");
    await screen.findByRole("heading", { name: "Master Data Record: details" }, { timeout: 8000 });
    expect(
      await screen.findByText(String(db.get("master-data", 1, "efa")?.materialNumber), {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
