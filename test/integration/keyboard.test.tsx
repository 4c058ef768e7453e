import { screen, waitFor } from "@testing-library/react";
import { signInAs } from "../render-with-refine";

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
