import { describe, expect, it } from "vitest";
import { renderWithRefine, screen } from "../../render-with-refine";

const reseeded = "The demo data saved in this browser could not be read, so it was restored to its initial state.";

describe("what the demo backend reported at start (DESIGN §9.5)", () => {
  it("is shown once as an alert, and the app still starts", async () => {
    renderWithRefine({ route: "/login?as=admin&to=/main", startupNotices: ["reseeded"] });
    const toast = await screen.findByText(reseeded);
    expect(toast.closest("[role=alert]")).not.toBeNull();
    expect(await screen.findByTestId("user-name", {}, { timeout: 10000 })).toHaveTextContent("ADMIN");
    expect(screen.getAllByText(reseeded)).toHaveLength(1);
  });

  it("is translated", async () => {
    renderWithRefine({ route: "/login?as=admin&to=/main", language: "pt-BR", startupNotices: ["reseeded", "notSaved"] });
    expect(
      await screen.findByText("Os dados de demonstração salvos neste navegador não puderam ser lidos e foram restaurados ao estado inicial."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Este navegador não permite salvar os dados de demonstração: as alterações valem até a página ser fechada."),
    ).toBeInTheDocument();
  });

  it("shows nothing on a normal start", async () => {
    renderWithRefine({ route: "/login?as=admin&to=/main", startupNotices: [] });
    expect(await screen.findByTestId("user-name", {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText(reseeded)).toBeNull();
    expect(screen.queryAllByTestId("toast")).toEqual([]);
  });
});
