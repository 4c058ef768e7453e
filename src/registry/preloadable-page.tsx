import { lazy, useState, type ComponentType } from "react";

export type PreloadablePage = ComponentType & { preload(): Promise<unknown> };

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
        loading = undefined; // a failed download is tried again on the next visit
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page() {
    // Chosen once per mount, so a page shown through Lazy is never swapped for another element type.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

export const isPreloadable = (page: unknown): page is PreloadablePage =>
  typeof page === "function" && typeof (page as Partial<PreloadablePage>).preload === "function";
