import { createContext, useContext } from "react";
import type { ResourceDefinition } from "../registry/types";

export const ResourceDefinitionContext = createContext<ResourceDefinition | null>(null);

/** The registry entry of the page being shown: generic pages read their fields from it. */
export function useResourceDefinition(): ResourceDefinition {
  const definition = useContext(ResourceDefinitionContext);
  if (!definition) throw new Error("useResourceDefinition needs a ResourceDefinitionContext");
  return definition;
}

/**
 * The typed settings of a page that serves several screens (declared with defineScreen in the feature's
 * resources.tsx): the upload page reads which backend, template and SAP sources its module has.
 */
export function useScreenConfig<Config>(): Config {
  const { config, name } = useResourceDefinition();
  if (config === undefined) throw new Error(`The registry entry ${name} declares no screen configuration`);
  return config as Config;
}
