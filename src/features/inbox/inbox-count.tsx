import { useList } from "@refinedev/core";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAccess } from "../../access/use-access";
import { INBOX } from "./inbox-cells";

const REFRESH_MS = 60_000;

/**
 * The inbox's open items beside the bell (DESIGN §9): one row asked for, the total read from the answer.
 * Shown only to people who may list the inbox.
 */
export function InboxCount() {
  const { t } = useTranslation();
  const allowed = useAccess({ resource: INBOX, action: "list" }, true);
  const { data } = useList({
    resource: INBOX,
    pagination: { current: 1, pageSize: 1, mode: "server" },
    filters: [{ field: "hidden", operator: "eq", value: "false" }],
    queryOptions: { enabled: allowed === true, refetchInterval: REFRESH_MS },
  });
  if (allowed !== true) return null;
  const count = data?.total ?? 0;
  const text = t("inbox.count", { count });
  return (
    <Tooltip title={text}>
      <IconButton color="inherit" component={Link} to={`/${INBOX}`} aria-label={`${t("inbox.open")}: ${text}`}>
        <Badge badgeContent={count} color="primary" max={999} data-testid="inbox-count">
          <InboxOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
