import { createContext, useContext, type PropsWithChildren } from "react";
import type { AppConfig } from "../config";
import type { Session } from "../auth/session";

export interface AppServices {
  config: AppConfig;
  session: Session;
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
