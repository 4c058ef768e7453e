import { createContext, useContext, type PropsWithChildren } from "react";
import type { AppConfig } from "../config";
import type { Session } from "../auth/session";

export interface AppServices {
  config: AppConfig;
  session: Session;
  /**
   * Starts loading what a page of the app will need (its code, a list's first rows) before it is shown:
   * called for a signed-in deep link at start-up and for the page a sign-in returns to.
   */
  prefetchPage(to: { pathname: string; search: string }): void;
  /** An access check's answer when known without waiting (see access-control-provider.ts), else undefined. */
  canNow(check: { resource?: string; action: string; params?: { id?: string | number; field?: string } }): boolean | undefined;
  /** What went wrong while resolving a sign-in redirect at start-up, shown on the login page. */
  startupError?: string;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ value, children }: PropsWithChildren<{ value: AppServices }>) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices needs a ServicesProvider");
  return services;
}
