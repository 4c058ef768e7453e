import { useEffect, useMemo, useState } from "react";
import { useMenu } from "@refinedev/core";
import {
  Box,
  Collapse,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Tooltip,
} from "@mui/material";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import ListOutlined from "@mui/icons-material/ListOutlined";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { ComponentType, ReactElement } from "react";
import { useLayoutState } from "./layout-state";
import { useListable } from "../access/use-listable";
import { useWhenIdle } from "./use-when-idle";

/** The label of an icon-only (collapsed) entry; an open menu shows its labels and needs none. */
function LabelTooltip({ label, shown, children }: { label: string; shown: boolean; children: ReactElement }) {
  return shown ? (
    <Tooltip title={label} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

type TreeMenuItem = ReturnType<typeof useMenu>["menuItems"][number];

/**
 * The resource an entry stands for, as access knows it: the identifier ("efa/master-data"), not the
 * backend path Refine calls its name ("master-data"), which two screens may share.
 */
const resourceOf = (item: TreeMenuItem): string => item.identifier ?? item.name;

// Wide enough for most Pt-BR entries on one line; longer ones wrap rather than being cut off.
const OPEN_WIDTH = 264;
const CLOSED_WIDTH = 56;
const NO_ENTRIES: readonly string[] = [];
/** The longest a tab that is never idle waits for the menu's entries. */
const ENTRIES_AT_THE_LATEST_MS = 500;

/**
 * The side menu tree of SPEC §2, from the registry through Refine's useMenu. Refine's own sider puts links
 * straight into lists and leaves its collapse button unnamed; this one is a proper nested list of links.
 */
export function SideMenu({ Title }: { Title: ComponentType<{ collapsed: boolean }> }) {
  const { t } = useTranslation();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const {
    siderCollapsed,
    setSiderCollapsed,
    mobileOpen: mobileSiderOpen,
    setMobileOpen: setMobileSiderOpen,
  } = useLayoutState();
  // The group of the page shown is open from the first render: opened by an effect, it would slide open
  // after the page appeared, moving the entries under the pointer of someone about to click one.
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(defaultOpenKeys.map((key) => [key, true])),
  );
  const names = useMemo(() => {
    const collect = (items: TreeMenuItem[]): string[] =>
      items.flatMap((item) => [resourceOf(item), ...collect(item.children)]);
    return collect(menuItems);
  }, [menuItems]);
  // The entries wait for the browser's first moment to spare (DESIGN §9.6): rendered with the page a tab
  // opens on, the entries (icons, labels, the open group) held back its first rows by about 35 ms (A/B of
  // cold signed-in loads). The menu's frame, title and landmark are there from the start, so nothing moves
  // when they come; the layout stays mounted across pages, so only a tab's first page waits.
  const entriesShown = useWhenIdle(ENTRIES_AT_THE_LATEST_MS);
  // An entry (a group: any resource below it) is shown only when it may be listed (SPEC §6). Decided when
  // the entries are shown, not in the first render: casbin's answers for every entry took 15 to 35 ms of it
  // (CPU profiles of cold signed-in loads).
  const listable = useListable(entriesShown ? names : NO_ENTRIES);

  // The group of the page shown opens by itself, also after navigating to it.
  useEffect(() => {
    setOpen((current) => ({ ...current, ...Object.fromEntries(defaultOpenKeys.map((key) => [key, true])) }));
  }, [defaultOpenKeys.join("|")]); // eslint-disable-line react-hooks/exhaustive-deps

  const width = siderCollapsed ? CLOSED_WIDTH : OPEN_WIDTH;

  const renderItems = (items: TreeMenuItem[], depth: number, collapsed: boolean) =>
    items.map((item) => {
      if (!listable?.has(resourceOf(item))) return null;
      const key = item.key ?? item.name;
      const label = String(item.label ?? item.name);
      const icon = (
        <ListItemIcon sx={{ minWidth: 36, color: "inherit" }}>{item.icon ?? <ListOutlined />}</ListItemIcon>
      );
      const indent = collapsed ? 2 : 2 + depth * 2;
      if (item.children.length > 0) {
        const expanded = Boolean(open[key]) && !collapsed;
        return (
          <ListItem key={key} disablePadding sx={{ display: "block" }}>
            <LabelTooltip label={label} shown={collapsed}>
              <ListItemButton
                onClick={() =>
                  collapsed ? setSiderCollapsed(false) : setOpen((o) => ({ ...o, [key]: !o[key] }))
                }
                aria-expanded={expanded}
                sx={{ pl: indent }}
              >
                {icon}
                {!collapsed && <ListItemText primary={label} />}
                {!collapsed && (expanded ? <ExpandLess /> : <ExpandMore />)}
              </ListItemButton>
            </LabelTooltip>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List disablePadding>{renderItems(item.children, depth + 1, collapsed)}</List>
            </Collapse>
          </ListItem>
        );
      }
      // A page below an entry (its permission matrix) keeps the entry marked as the current one.
      const selected = selectedKey === key || selectedKey.startsWith(`${key}/`);
      return (
        <ListItem key={key} disablePadding sx={{ display: "block" }}>
          <LabelTooltip label={label} shown={collapsed}>
            <ListItemButton
              component={Link}
              to={item.route ?? "/"}
              selected={selected}
              aria-current={selected ? "page" : undefined}
              onClick={() => setMobileSiderOpen(false)}
              sx={{ pl: indent }}
            >
              {icon}
              {!collapsed && <ListItemText primary={label} />}
            </ListItemButton>
          </LabelTooltip>
        </ListItem>
      );
    });

  const tree = (collapsed: boolean) => (
    <Box
      component="nav"
      aria-label={t("menu.label")}
      sx={{ flexGrow: 1, overflowY: "auto", overflowX: "hidden" }}
    >
      <List disablePadding sx={{ pt: 1 }}>
        {entriesShown && renderItems(menuItems, 0, collapsed)}
      </List>
    </Box>
  );

  return (
    <>
      {/* Keeps the page beside the fixed menu. */}
      <Box
        sx={{ width, flexShrink: 0, display: { xs: "none", md: "block" }, transition: "width 0.2s ease" }}
      />
      <Box sx={{ position: "fixed", zIndex: 1101, display: "flex" }}>
        <Drawer
          variant="temporary"
          open={mobileSiderOpen}
          onClose={() => setMobileSiderOpen(false)}
          sx={{ display: { xs: "block", md: "none" } }}
        >
          <Box sx={{ width: OPEN_WIDTH }}>
            <Box sx={{ height: 64, display: "flex", alignItems: "center", pl: 2 }}>
              <Title collapsed={false} />
            </Box>
            {tree(false)}
          </Box>
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: "none", md: "block" },
            "& .MuiDrawer-paper": { width, overflow: "hidden", transition: "width 0.2s ease" },
          }}
        >
          <Paper
            elevation={0}
            square
            sx={{
              height: 64,
              flexShrink: 0,
              display: "flex",
              alignItems: "center",
              justifyContent: siderCollapsed ? "center" : "space-between",
              pl: siderCollapsed ? 0 : 2,
              pr: siderCollapsed ? 0 : 1,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            <Title collapsed={siderCollapsed} />
            {!siderCollapsed && (
              <IconButton
                size="small"
                onClick={() => setSiderCollapsed(true)}
                aria-label={t("header.collapseMenu")}
              >
                <ChevronLeft />
              </IconButton>
            )}
          </Paper>
          {tree(siderCollapsed)}
        </Drawer>
      </Box>
    </>
  );
}
