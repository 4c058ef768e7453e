import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { BrowserRouter } from "react-router-dom";
import { useListState } from "../../../src/crud/use-list-state";
import { recallList } from "../../../src/crud/list-memory";

// The app's router, with its flags: addresses are rendered in a transition.
const wrapper = ({ children }: { children: ReactNode }) => (
  <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{children}</BrowserRouter>
);
const defaults = {};

describe("a list's state as the person changes it", () => {
  beforeEach(() => window.history.replaceState(null, "", "/edb/country-list?filter.continent.eq=SA"));

  it("keeps both of two changes made before the list renders again (a column hidden, then the density)", () => {
    const { result } = renderHook(() => useListState("country-list", defaults), { wrapper });
    act(() => {
      result.current.update({ hidden: ["countryPt"] });
      result.current.update({ density: "comfortable" });
    });
    const address = new URLSearchParams(window.location.search);
    expect(address.get("hide")).toBe("countryPt");
    expect(address.get("density")).toBe("comfortable");
    expect(address.get("filter.continent.eq")).toBe("SA");
    expect(result.current.state).toMatchObject({ hidden: ["countryPt"], density: "comfortable" });
  });

  it("remembers a change as it is made, so leaving before the next render does not lose it", () => {
    const { result } = renderHook(() => useListState("country-list", defaults), { wrapper });
    act(() => {
      result.current.update({ density: "comfortable" });
      // Still inside the event: nothing has rendered the new address yet.
      expect(recallList("country-list")?.get("density")).toBe("comfortable");
      expect(recallList("country-list")?.get("filter.continent.eq")).toBe("SA");
    });
  });

  it("opens a saved view as a step of its own, remembered as it is written, and builds the next change on it", () => {
    const { result } = renderHook(() => useListState("country-list", defaults), { wrapper });
    const steps = window.history.length;
    act(() => {
      result.current.update({ density: "comfortable" });
      result.current.openView("filter.continent.eq=EU&hide=countryPt");
      expect(recallList("country-list")?.get("filter.continent.eq")).toBe("EU");
      result.current.update({ search: "ger" });
    });
    expect(window.history.length).toBe(steps + 1);
    const address = new URLSearchParams(window.location.search);
    expect(address.get("filter.continent.eq")).toBe("EU");
    expect(address.get("hide")).toBe("countryPt");
    expect(address.get("q")).toBe("ger");
    // The view replaces the list's state: the density chosen before it is not kept.
    expect(address.get("density")).toBeNull();
  });

  it("Back after a saved view opened on a bare list address returns to the list as it was, not to the view", async () => {
    window.history.replaceState(null, "", "/edb/country-list");
    const { result } = renderHook(() => useListState("country-list-bare", defaults), { wrapper });
    act(() => result.current.openView("filter.continent.eq=EU"));
    expect(new URLSearchParams(window.location.search).get("filter.continent.eq")).toBe("EU");
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const address = new URLSearchParams(window.location.search);
    expect(address.get("filter.continent.eq")).toBeNull();
    expect(result.current.state.filters).toEqual([]);
  });

  it("starts a change from an address someone else wrote (Back, a saved view), not from its own last one", () => {
    const { result } = renderHook(() => useListState("country-list", defaults), { wrapper });
    act(() => result.current.update({ density: "comfortable" }));
    act(() => {
      window.history.pushState(null, "", "/edb/country-list?filter.continent.eq=EU");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    act(() => result.current.update({ hidden: ["countryPt"] }));
    const address = new URLSearchParams(window.location.search);
    expect(address.get("filter.continent.eq")).toBe("EU");
    expect(address.get("density")).toBeNull();
    expect(address.get("hide")).toBe("countryPt");
  });
});
