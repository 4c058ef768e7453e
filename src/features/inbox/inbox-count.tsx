import { useEffect } from "react";
import { useList } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAccess } from "../../access/use-access";
import { REFINE_DATA_MUTATION_KEYS } from "../../data/refine-keys";
import { useWhenSettled } from "../../layout/use-when-idle";
import { INBOX } from "./inbox-cells";

const REFRESH_MS = 60_000;

/**
 * The inbox's open items beside the bell (DESIGN §9): one row asked for, the total read from the answer.
 * Shown only to people who may list the inbox. Its answer reads every module's latest result, so it is asked
 * for once the page's own data is in, never competing with it.
 */
export function InboxCount() {
  const { t } = useTranslation();
  const allowed = useAccess({ resource: INBOX, action: "list" }, true);
  const settled = useWhenSettled();
  const { data, refetch } = useList({
    resource: INBOX,
    pagination: { current: 1, pageSize: 1, mode: "server" },
    filters: [{ field: "hidden", operator: "eq", value: "false" }],
    queryOptions: { enabled: allowed === true && settled, refetchInterval: REFRESH_MS },
    // A count read in the background: its failure keeps the last number, never a toast over what the person does.
    errorNotification: false,
  });
  // Any change saved (a WAM entered, a rule, a shipment) may resolve or raise items: the count follows at
  // once instead of at its next minute, as the inbox list does when it is read.
  const queryClient = useQueryClient();
  const counting = allowed === true && settled;
  useEffect(() => {
    if (!counting) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      // Refine's sign-in and sign-out are mutations too: only changes to data count.
      const key = event.mutation.options.mutationKey?.[0];
      if (key === undefined || REFINE_DATA_MUTATION_KEYS.has(key)) void refetch();
    });
  }, [counting, queryClient, refetch]);
  if (allowed !== true) return null;
  // Until the count is in, the button only says where it leads: "No open exceptions" would not be true yet.
  const text = data ? t("inbox.count", { count: data.total }) : t("inbox.open");
  const label = data ? `${t("inbox.open")}: ${text}` : text;
  return (
    <Tooltip title={text}>
      <IconButton color="inherit" component={Link} to={`/${INBOX}`} aria-label={label}>
        <Badge badgeContent={data?.total ?? 0} color="primary" max={999} data-testid="inbox-count">
          <InboxOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
