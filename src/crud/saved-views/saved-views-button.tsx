import { useId, useMemo, useState, type ReactElement } from "react";
import { useSearchParams } from "react-router-dom";
import { useNotification } from "@refinedev/core";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import BookmarkAddOutlined from "@mui/icons-material/BookmarkAddOutlined";
import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import LinkOutlined from "@mui/icons-material/LinkOutlined";
import Star from "@mui/icons-material/Star";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import { useTranslation } from "react-i18next";
import type { SavedView } from "../../api/saved-views";
import type { ListDefaults, ListState } from "../list-state";
import { ManageViewsDialog } from "./manage-views-dialog";
import { SaveViewDialog } from "./save-view-dialog";
import { ShareLinkDialog } from "./share-link-dialog";
import { useSavedViews } from "./use-saved-views";
import { currentViewOf, shareLink, viewStateOf } from "./view-state";

export interface SavedViewsButtonProps {
  /** The list's registry name. */
  resource: string;
  /** The list's title, for the dialogs. */
  listLabel: string;
  defaults: ListDefaults;
  /** The list's state as shown now: what "Save view…", "Copy link" and "overwrite" take. */
  state: ListState;
  /** Puts a view's state into the list's address (use-list-state.ts). */
  onOpenView: (view: string) => void;
}

type Open = { kind: "save" } | { kind: "manage" } | { kind: "link"; link: string } | null;

/**
 * The list toolbar's "Views" (DESIGN §6, lists): the person's saved views and those shared with their
 * profile, each opened with a click; saving the list as shown, copying a link that opens it for anyone who
 * may list it, and managing the person's own views.
 */
export function SavedViewsButton({ resource, listLabel, defaults, state, onOpenView }: SavedViewsButtonProps) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [params] = useSearchParams();
  const query = useSavedViews(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const buttonId = useId();
  const menuId = useId();
  const views = useMemo(() => query.data ?? [], [query.data]);
  const mine = views.filter((view) => view.mine);
  const shared = views.filter((view) => !view.mine);
  const current = currentViewOf(views, state, defaults);
  const stateNow = viewStateOf(state, defaults);

  const close = () => setAnchor(null);
  const openDialog = (dialog: Open) => {
    close();
    setOpen(dialog);
  };
  const openView = (view: SavedView) => {
    close();
    onOpenView(view.state);
  };
  const copyLink = async () => {
    close();
    const link = shareLink(window.location.origin, window.location.pathname, params, stateNow);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("No clipboard");
      await navigator.clipboard.writeText(link);
      notify?.({ type: "success", message: t("savedViews.linkCopied"), key: "saved-views" });
    } catch {
      setOpen({ kind: "link", link });
    }
  };

  const viewItem = (view: SavedView) => {
    const notes = [
      view.mine && view.isDefault ? t("savedViews.default") : undefined,
      view.mine
        ? view.shared
          ? t("savedViews.sharedWithProfile")
          : undefined
        : t("savedViews.sharedBy", { owner: view.ownerName }),
      view.id === current?.id ? t("savedViews.current") : undefined,
    ].filter(Boolean);
    return (
      <MenuItem key={view.id} selected={view.id === current?.id} onClick={() => openView(view)}>
        <ListItemIcon>{view.mine && view.isDefault ? <Star fontSize="small" color="warning" /> : null}</ListItemIcon>
        <ListItemText
          primary={view.name}
          secondary={notes.length > 0 ? notes.join(" · ") : undefined}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </MenuItem>
    );
  };

  // A menu takes its items as direct children, not fragments: each part is a list of keyed items.
  const status: ReactElement[] = query.isLoading
    ? [
        <MenuItem key="loading" disabled>
          <ListItemIcon>
            <CircularProgress size={16} aria-hidden />
          </ListItemIcon>
          {t("savedViews.loading")}
        </MenuItem>,
      ]
    : query.isError
      ? [
          <MenuItem key="failed" disabled>
            {t("savedViews.loadFailed")}
          </MenuItem>,
          <MenuItem key="retry" onClick={() => void query.refetch()}>
            {t("crud.retry")}
          </MenuItem>,
        ]
      : views.length === 0
        ? [
            <MenuItem key="empty" disabled>
              {t("savedViews.empty")}
            </MenuItem>,
          ]
        : [];
  // A menu owns menu items and separators only: a heading is plain text to assistive technology, and each
  // shared view says whose it is in its own name.
  const heading = (key: string, text: string) => (
    <ListSubheader key={key} role="presentation">
      {text}
    </ListSubheader>
  );
  const sections: ReactElement[] = [
    ...(mine.length > 0 ? [heading("mine", t("savedViews.mine")), ...mine.map(viewItem)] : []),
    ...(shared.length > 0 ? [heading("shared", t("savedViews.shared")), ...shared.map(viewItem)] : []),
  ];

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("savedViews.button")}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        // Disabled items (loading, empty, no view to manage) are still reached by the arrow keys and read out.
        slotProps={{
          paper: { sx: { maxWidth: 360 } },
          list: { "aria-labelledby": buttonId, disabledItemsFocusable: true, dense: true },
        }}
      >
        {[
          ...status,
          ...sections,
          <Divider key="divider" />,
          <MenuItem key="save" onClick={() => openDialog({ kind: "save" })}>
            <ListItemIcon>
              <BookmarkAddOutlined fontSize="small" />
            </ListItemIcon>
            {t("savedViews.save")}
          </MenuItem>,
          <MenuItem key="link" onClick={() => void copyLink()}>
            <ListItemIcon>
              <LinkOutlined fontSize="small" />
            </ListItemIcon>
            {t("savedViews.copyLink")}
          </MenuItem>,
          <MenuItem key="manage" disabled={mine.length === 0} onClick={() => openDialog({ kind: "manage" })}>
            <ListItemIcon>
              <TuneOutlined fontSize="small" />
            </ListItemIcon>
            {t("savedViews.manage")}
          </MenuItem>,
        ]}
      </Menu>
      {open?.kind === "save" && <SaveViewDialog resource={resource} state={stateNow} onClose={() => setOpen(null)} />}
      {open?.kind === "manage" && (
        <ManageViewsDialog
          resource={resource}
          listLabel={listLabel}
          views={mine}
          currentState={stateNow}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "link" && <ShareLinkDialog link={open.link} onClose={() => setOpen(null)} />}
    </>
  );
}
