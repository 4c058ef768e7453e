import { expect, signIn, test } from "./fixtures";

/**
 * The EFA Material Capability group under Maintenance once opened to nothing for the planner and the viewer
 * (the menu checked its entries by the backend path, which EFA's screens share with EDB's). Each account
 * opens the group by clicking it and finds the pages its profile lets it list (SPEC §2, §6).
 */
for (const account of ["planner", "viewer"] as const) {
  test(`${account}: the EFA Material Capability group opens to its pages`, async ({ page }) => {
    await signIn(page, account, "/main");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const group = (name: string) => menu.getByRole("button", { name, exact: true });

    await group("Maintenance").click();
    await expect(group("Maintenance")).toHaveAttribute("aria-expanded", "true");
    const efa = group("EFA Material Capability");
    await expect(efa).toHaveAttribute("aria-expanded", "false");
    // Clicked once the person sees it: while Maintenance slides open it is still clipped by the opening list.
    await expect(efa).toBeInViewport({ ratio: 1 });
    await efa.click();
    await expect(efa).toHaveAttribute("aria-expanded", "true");

    // The entries are the group's own: listed inside its item, right below its button.
    const entries = efa.locator("xpath=ancestor::li[1]").getByRole("link");
    await expect(entries).toHaveText(["Robot Schedule", "Master Data", "Configurable Template"]);
    await entries.filter({ hasText: "Master Data" }).click();
    await expect(page).toHaveURL(/\/efa\/master-data$/);
    await expect(page.getByRole("heading", { name: "Master Data", level: 1 })).toBeVisible();
    await expect(page.getByTestId("list-total")).toHaveText(/^[\d,]+ records?$/);
  });
}
