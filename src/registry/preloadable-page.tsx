import { lazy, useState, type ComponentType } from "react";

export type PreloadablePage = ComponentType & { preload(): Promise<unknown> };

/** How each page whose download failed is made ready to be downloaded again. */
const failedPages = new Set<() => void>();

/**
 * Lets each page whose download failed be downloaded again when next shown: called as the person moves on
 * from the part that could not be shown (another page), so a network blip or a new deployment does not leave
 * every page sharing that code failed until a reload.
 */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/**
 * A code-split page whose download can start before it is rendered (a deep link's page while sign-in and
 * the access check run). Once loaded it renders at once: React.lazy would suspend for a render even then.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        // React.lazy keeps a rejection for good: the next visit gets a lazy component of its own. Not at once,
        // or React's own re-render of the failed part would download again, and again while offline.
        failedPages.add(() => (Lazy = lazy(preload)));
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  function Page() {
    // Chosen once per mount, so a page shown through Lazy is never swapped for another element type.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

export const isPreloadable = (page: unknown): page is PreloadablePage =>
  typeof page === "function" && typeof (page as Partial<PreloadablePage>).preload === "function";
