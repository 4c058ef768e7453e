import { createContext, useContext } from "react";
import type { ResourceDefinition } from "../registry/types";

export const ResourceDefinitionContext = createContext<ResourceDefinition | null>(null);

/** The registry entry of the page being shown: generic pages read their fields from it. */
export function useResourceDefinition(): ResourceDefinition {
  const definition = useContext(ResourceDefinitionContext);
  if (!definition) throw new Error("useResourceDefinition needs a ResourceDefinitionContext");
  return definition;
}
