import { screen, within } from "@testing-library/react";
import enUS from "../../../src/i18n/locales/en-US.json";
import ptBR from "../../../src/i18n/locales/pt-BR.json";
import { showStartupFailure, STARTUP_ERROR_TEXTS } from "../../../src/app/startup-failure";

describe("a start-up whose code could not be loaded", () => {
  afterEach(() => document.body.replaceChildren());

  it("says so in the stored language and theme with a way on, instead of a blank page, and keeps the address", () => {
    localStorage.setItem("scm.theme", "dark");
    window.history.replaceState(null, "", "/edb/priority-shipments/edit/12?tab=2");
    const root = document.body.appendChild(document.createElement("div"));
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    showStartupFailure(root, "pt-BR", new TypeError("Failed to fetch dynamically imported module"));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1 })).toHaveTextContent("Não foi possível carregar o app.");
    expect(alert).toHaveTextContent("Recarregue a página para continuar.");
    const button = within(alert).getByRole("button", { name: "Recarregar a página" });
    expect(button).toHaveFocus();
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    vi.unstubAllGlobals();
    expect(window.location.pathname + window.location.search).toBe("/edb/priority-shipments/edit/12?tab=2");
  });

  it("says what the locale files say", () => {
    expect(STARTUP_ERROR_TEXTS["en-US"]).toEqual(enUS.startupError);
    expect(STARTUP_ERROR_TEXTS["pt-BR"]).toEqual(ptBR.startupError);
  });
});
