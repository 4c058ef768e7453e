import { useMemo } from "react";
import { useCanWithoutCache } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";

/**
 * Which of many resources may be listed, decided in one query: the menu asks for every entry at once
 * instead of mounting a check per entry. The key starts with "access", so a policy change re-decides it
 * with every other check. Undefined while deciding.
 */
export function useListable(names: readonly string[]): ReadonlySet<string> | undefined {
  const { can } = useCanWithoutCache();
  const key = useMemo(() => [...new Set(names)].sort(), [names]);
  const { data } = useQuery({
    queryKey: ["access", "listable", key],
    queryFn: async () => {
      if (!can) return new Set(key);
      const answers = await Promise.all(key.map((resource) => can({ resource, action: "list" })));
      return new Set(key.filter((_, index) => answers[index].can));
    },
    retry: false,
  });
  return data;
}
