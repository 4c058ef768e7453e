import { createContext, useCallback, useContext, useMemo, useState, type PropsWithChildren } from "react";

export type DrawerPanel = "settings" | "notifications";

interface DrawerState {
  panel: DrawerPanel | null;
  open(panel: DrawerPanel): void;
  close(): void;
}

const DrawerContext = createContext<DrawerState>({ panel: null, open: () => undefined, close: () => undefined });

export const useDrawer = () => useContext(DrawerContext);

export function DrawerStateProvider({ children }: PropsWithChildren) {
  const [panel, setPanel] = useState<DrawerPanel | null>(null);
  const open = useCallback((next: DrawerPanel) => setPanel(next), []);
  const close = useCallback(() => setPanel(null), []);
  const value = useMemo(() => ({ panel, open, close }), [panel, open, close]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}
