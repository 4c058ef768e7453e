import { createContext, useContext, type PropsWithChildren } from "react";
import type { AxiosInstance } from "axios";
import type { BackendClients, BackendName } from "./data-providers";

/**
 * The backends' axios clients (token, 401 renewal, error mapping: DESIGN §6), for the calls that are not
 * CRUD (src/data/operations): the same clients the data providers use.
 */
const BackendClientsContext = createContext<BackendClients | null>(null);

export function BackendClientsProvider({ value, children }: PropsWithChildren<{ value: BackendClients }>) {
  return <BackendClientsContext.Provider value={value}>{children}</BackendClientsContext.Provider>;
}

/** A backend's client; the main one unless told, whatever backend the page shown uses. */
export function useBackendClient(name: BackendName = "default"): AxiosInstance {
  const clients = useContext(BackendClientsContext);
  if (!clients) throw new Error("useBackendClient needs a BackendClientsProvider");
  return clients[name];
}
