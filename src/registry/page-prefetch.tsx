import { createContext, useContext, type PropsWithChildren } from "react";

/**
 * Starts loading what a page of the app will need (its code, a list's first rows) before it is shown:
 * called for a signed-in deep link at start-up and for the page a sign-in returns to.
 */
export type PagePrefetch = (to: { pathname: string; search: string }) => void;

const PagePrefetchContext = createContext<PagePrefetch>(() => undefined);

export function PagePrefetchProvider({ value, children }: PropsWithChildren<{ value: PagePrefetch }>) {
  return <PagePrefetchContext.Provider value={value}>{children}</PagePrefetchContext.Provider>;
}

export const usePagePrefetch = (): PagePrefetch => useContext(PagePrefetchContext);
