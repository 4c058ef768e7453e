import { createContext, useContext, type PropsWithChildren } from "react";

export interface AccessCheck {
  resource: string;
  action: string;
  params?: { id?: string | number; field?: string };
}

/** An access check's answer when known without waiting (see access-control-provider.ts), else undefined. */
export type ImmediateCheck = (check: AccessCheck) => boolean | undefined;

const ImmediateAccessContext = createContext<ImmediateCheck>(() => undefined);

export function ImmediateAccessProvider({ value, children }: PropsWithChildren<{ value: ImmediateCheck }>) {
  return <ImmediateAccessContext.Provider value={value}>{children}</ImmediateAccessContext.Provider>;
}

export const useImmediateAccess = (): ImmediateCheck => useContext(ImmediateAccessContext);
