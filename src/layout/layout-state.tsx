import { createContext, useCallback, useContext, useMemo, useState, type PropsWithChildren } from "react";

const COLLAPSED_KEY = "scm.siderCollapsed";

interface LayoutState {
  /** SPEC §4: the menu sidebar is open or closed, remembered locally. */
  siderCollapsed: boolean;
  setSiderCollapsed(collapsed: boolean): void;
  /** On small screens the menu is a drawer over the page. */
  mobileOpen: boolean;
  setMobileOpen(open: boolean): void;
}

const LayoutContext = createContext<LayoutState | null>(null);

export function LayoutStateProvider({ children }: PropsWithChildren) {
  const [siderCollapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === "true");
  const [mobileOpen, setMobileOpen] = useState(false);
  const setSiderCollapsed = useCallback((collapsed: boolean) => {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    setCollapsed(collapsed);
  }, []);
  const value = useMemo(
    () => ({ siderCollapsed, setSiderCollapsed, mobileOpen, setMobileOpen }),
    [siderCollapsed, setSiderCollapsed, mobileOpen],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutContext);
  if (!state) throw new Error("useLayoutState needs a LayoutStateProvider");
  return state;
}
