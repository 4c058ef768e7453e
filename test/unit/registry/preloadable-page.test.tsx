import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { preloadablePage } from "../../../src/registry/preloadable-page";
import { LoadErrorBoundary } from "../../../src/layout/load-error-boundary";

describe("a code-split page", () => {
  it("is downloaded again once the person moves on from a download that failed (a network blip, a new deployment)", async () => {
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => undefined);
    let offline = true;
    let downloads = 0;
    const Page = preloadablePage(async () => {
      downloads += 1;
      if (offline) throw new TypeError("Failed to fetch dynamically imported module");
      return { default: () => <h1>Partners</h1> };
    });
    // As the app's routes show a page: the boundary is reset by the address.
    const at = (pathname: string) => (
      <LoadErrorBoundary resetKey={pathname}>
        <Suspense fallback={<p>loading</p>}>
          <Page key={pathname} />
        </Suspense>
      </LoadErrorBoundary>
    );
    const view = render(at("/edb/edb-partner"));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    // Offline, the failed part is not downloaded over and over.
    const whileOffline = downloads;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(downloads).toBe(whileOffline);

    offline = false;
    view.rerender(at("/edb/country-list"));
    expect(await screen.findByRole("heading", { name: "Partners" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    console.mockRestore();
  });
});
