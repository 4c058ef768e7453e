import { screen, waitFor, within } from "@testing-library/react";
import { isAllowed } from "../../src/access/enforcer";
import { sessionStore } from "../../src/auth/session-store";
import { registry } from "../../src/app/registry";
import { signInAs } from "../render-with-refine";

/** Opens every group of the main menu, nested ones included, until none is left closed. */
async function openEveryGroup(user: { click(element: Element): Promise<void> }, menu: HTMLElement) {
  for (;;) {
    const closed = within(menu).queryAllByRole("button", { expanded: false });
    if (closed.length === 0) return;
    await user.click(closed[0]);
  }
}

describe("the main menu", () => {
  it.each(["admin", "planner", "viewer"])(
    "lists every page %s may open, each under its group, and nothing else",
    async (account) => {
      const { user, unmount } = await signInAs(account);
      const subject = localStorage.getItem("profileName") ?? "";
      const policy = sessionStore.policy() ?? "";
      const withList = registry.resources.filter((resource) => registry.pageFor(resource, "list"));
      const allowed = await Promise.all(
        withList.map((resource) => isAllowed(policy, subject, resource.name, "list")),
      );
      const menu = screen.getByRole("navigation", { name: "Main menu" });
      await waitFor(() => expect(within(menu).getAllByRole("link").length).toBeGreaterThan(0), { timeout: 8000 });
      await openEveryGroup(user, menu);
      const hrefs = within(menu)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
      const expected = withList.filter((_, index) => allowed[index]).map((resource) => `/${resource.name}`);
      expect(expected.length).toBeGreaterThan(1);
      expect([...hrefs].sort()).toEqual([...expected].sort());
      // No group is left that opens to nothing.
      for (const group of within(menu).queryAllByRole("button", { expanded: true }))
        expect(group.closest("li")?.querySelector("a")).not.toBeNull();
      unmount();
    },
  );
});
