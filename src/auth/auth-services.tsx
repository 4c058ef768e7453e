import { createContext, useContext, type PropsWithChildren } from "react";
import type { AppConfig } from "../config";
import type { Session } from "./session";

/** What the sign-in pages and the shell take from the running app: its configuration and the session. */
export interface AuthServices {
  config: AppConfig;
  session: Session;
  /** What went wrong while resolving a sign-in redirect at start-up, shown on the login page. */
  startupError?: string;
}

const AuthServicesContext = createContext<AuthServices | null>(null);

export function AuthServicesProvider({ value, children }: PropsWithChildren<{ value: AuthServices }>) {
  return <AuthServicesContext.Provider value={value}>{children}</AuthServicesContext.Provider>;
}

export function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (!services) throw new Error("useAuthServices needs an AuthServicesProvider");
  return services;
}
