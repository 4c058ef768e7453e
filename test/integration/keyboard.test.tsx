import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWithRefine, signInAs } from "../render-with-refine";

describe("keyboard", () => {
  it.each([
    ["en-US", "Skip to content"],
    ["pt-BR", "Pular para o conteúdo"],
  ] as const)("the first Tab reaches a skip link that moves the focus to the page (%s)", async (language, label) => {
    const { user } = await signInAs("admin", "/parameter-system", language);
    await screen.findByRole("grid", {}, { timeout: 8000 });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole("link", { name: label });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.getElementById("main-content")).toHaveFocus());
  });
});

describe("focus after navigating (WCAG 2.4.3)", () => {
  const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 8000 });
  const menuLink = (name: string) =>
    within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name });

  it("moves to the new page's heading, but not on the first load nor when only the query string changes", async () => {
    // A load of a tab that holds its session (a reload, a bookmark): the browser starts at the top.
    (await signInAs("admin", "/main")).unmount();
    const { user } = renderWithRefine({ route: "/parameter-system" });
    const first = await heading("Parameter System");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    expect(first).not.toHaveFocus();
    expect(first).toHaveAttribute("tabindex", "-1");

    await user.click(menuLink("SAP Transactions"));
    const next = await heading("SAP Transactions");
    await waitFor(() => expect(next).toHaveFocus());

    // Searching puts the search into the address (?q=): the focus stays in the search box.
    const search = screen.getByRole("searchbox", { name: "Search" });
    await user.click(search);
    await user.type(search, "ZMARD");
    await waitFor(() => expect(window.location.search).toContain("q=ZMARD"), { timeout: 4000 });
    await screen.findByText(/^1 record/, {}, { timeout: 4000 });
    expect(search).toHaveFocus();
  });

  it("opens a row's Edit at its first field when chosen with the keyboard, at the heading when clicked", async () => {
    const { user } = await signInAs("admin", "/parameter-system");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    const edits = await screen.findAllByRole("menuitem", { name: "Edit" }, { timeout: 8000 });
    act(() => edits[0].focus());
    await user.keyboard("{Enter}");
    const edit = await heading("Edit System Parameter");
    // The name is locked on edit: the first field that takes typing is the value.
    const value = await screen.findByRole("textbox", { name: /^Value/ }, { timeout: 8000 });
    await waitFor(() => expect(value).toHaveFocus());
    expect(edit).not.toHaveFocus();

    await user.click(screen.getByRole("link", { name: "List" }));
    await screen.findByRole("grid", {}, { timeout: 8000 });
    await user.click((await screen.findAllByRole("menuitem", { name: "Edit" }, { timeout: 8000 }))[0]);
    const clicked = await heading("Edit System Parameter");
    await waitFor(() => expect(clicked).toHaveFocus());
  });
});
