import { useMemo } from "react";
import { useCanWithoutCache } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useImmediateAccess } from "./immediate-access";

/**
 * Which of many resources may be listed, decided in one query: the menu asks for every entry at once
 * instead of mounting a check per entry. The key starts with "access", so a policy change re-decides it
 * with every other check. Known at once when the policy is ready, else undefined while deciding.
 */
export function useListable(names: readonly string[]): ReadonlySet<string> | undefined {
  const { can } = useCanWithoutCache();
  const canNow = useImmediateAccess();
  const key = useMemo(() => [...new Set(names)].sort(), [names]);
  const { data } = useQuery({
    queryKey: ["access", "listable", key],
    queryFn: async () => {
      if (!can) return new Set(key);
      const answers = await Promise.all(key.map((resource) => can({ resource, action: "list" })));
      return new Set(key.filter((_, index) => answers[index].can));
    },
    initialData: () => {
      const answers = key.map((resource) => canNow({ resource, action: "list" }));
      return answers.includes(undefined) ? undefined : new Set(key.filter((_, index) => answers[index]));
    },
    // An answer known at once is as good as the provider's; a policy change invalidates it all the same.
    staleTime: Infinity,
    retry: false,
  });
  return data;
}
