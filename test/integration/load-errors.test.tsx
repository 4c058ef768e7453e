import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { demoUrls, server } from "../msw-server";
import { signInAs } from "../render-with-refine";

describe("pages whose data could not be read", () => {
  it("shows a list that failed to load as an error with Retry, not as an empty list, and Retry loads it", async () => {
    let failing = true;
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/country-list`, () =>
        failing ? HttpResponse.json({ message: "Database unavailable" }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await signInAs("admin", "/edb/country-list", "pt-BR");
    const alert = await screen.findByText("Não foi possível carregar a lista.", {}, { timeout: 8000 });
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText("Database unavailable")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.queryByText(/^0 registros?$/)).toBeNull();
    expect(screen.queryByText("Nenhuma informação para exibir")).toBeNull();

    failing = false;
    await user.click(within(box).getByRole("button", { name: "Tentar novamente" }));
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(1));
    expect(screen.getByTestId("list-total")).toHaveTextContent("249 registros");
    expect(screen.queryByText("Não foi possível carregar a lista.")).toBeNull();
  });

  it("a failed list asks again when its menu entry is clicked while it is on screen", async () => {
    let requests = 0;
    let failing = true;
    server.use(
      http.get(`${demoUrls.apiUrl}/edb/country-list`, () => {
        requests += 1;
        return failing ? HttpResponse.json({ message: "Database unavailable" }, { status: 503 }) : undefined;
      }),
    );
    const { user } = await signInAs("admin", "/edb/country-list");
    expect(await screen.findByText("The list could not be loaded.", {}, { timeout: 8000 })).toBeInTheDocument();
    const failedRequests = requests;

    failing = false;
    // The same address again: nothing else on the page changes, so only a new request can clear the error.
    await user.click(screen.getAllByRole("link", { name: "Country List" })[0]!);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(1));
    expect(requests).toBeGreaterThan(failedRequests);
    expect(screen.getByTestId("list-total")).toHaveTextContent("249 records");
    expect(screen.queryByText("The list could not be loaded.")).toBeNull();
  });

  it("says 0 registros in pt-BR for an empty list", async () => {
    await signInAs("admin", `/edb/country-list?q=${encodeURIComponent("no such country anywhere")}`, "pt-BR");
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent("0 registros"), { timeout: 8000 });
  });

  it.each([
    ["en-US", "This record does not exist, or was deleted."],
    ["pt-BR", "Este registro não existe ou foi excluído."],
  ] as const)("shows a record that does not exist as such on the edit and detail pages (%s)", async (language, missing) => {
    const { unmount } = await signInAs("admin", "/informative/edit/99999", language);
    expect(await screen.findByText(missing, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(document.querySelector("form")).toBeNull();
    expect(screen.queryByRole("button", { name: language === "pt-BR" ? "Salvar" : "Save" })).toBeNull();
    unmount();
    await signInAs("admin", "/informative/show/99999", language);
    expect(await screen.findByText(missing, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese in the grid's column menu", async () => {
    const { user } = await signInAs("admin", "/edb/country-list", "pt-BR");
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(1));
    // Shown on hover, so looked up by its label rather than as a visible button.
    const menuButton = grid.querySelector('[aria-label^="Menu da coluna"]') as HTMLElement;
    expect(menuButton).toHaveAttribute("aria-label", "Menu da coluna Código de duas letras");
    await user.click(menuButton);
    expect(await screen.findByText("Gerenciar colunas")).toBeInTheDocument();
    expect(screen.queryByText("Gerir colunas")).toBeNull();
  });
});
