import { useState } from "react";
import { useDataProvider } from "@refinedev/core";
import type { ResourceDefinition } from "../registry/types";
import type { EditConflict } from "./edit-conflict";

/**
 * A save refused because someone else saved the record meanwhile (DESIGN §8): a 409 that says when the
 * record changed (a duplicate key is a 409 too, without that). The record as it is now is read apart from
 * the form's own query, which would put it into the inputs over what was typed.
 */
export function useEditConflict(definition: ResourceDefinition) {
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [current, setCurrent] = useState<Record<string, unknown>>();
  const dataProvider = useDataProvider();

  /** Takes a refused save's error; true when it was a stale save, which is then shown. */
  const refused = (error: unknown, id: string | number | undefined): boolean => {
    const { statusCode, changedBy, changedAt } = (error ?? {}) as {
      statusCode?: number;
      changedBy?: string;
      changedAt?: string;
    };
    if (statusCode !== 409 || changedAt === undefined || id === undefined) return false;
    setConflict({ changedBy, changedAt });
    setCurrent(undefined);
    dataProvider(definition.dataProvider ?? "default")
      .getOne({ resource: definition.apiPath ?? definition.name, id })
      .then(({ data }) => setCurrent(data as Record<string, unknown>), () => setConflict(null));
    return true;
  };

  return {
    conflict,
    /** The record as the server holds it now; undefined while it is being read. */
    current,
    refused,
    clear: () => setConflict(null),
  };
}
