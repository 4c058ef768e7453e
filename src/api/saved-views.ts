/**
 * Saved views (DESIGN §6, lists): a person keeps a list's state under a name, for themselves or for everyone
 * with their profile. The HTTP contract of the `saved-views` resource of the default backend, shared by the
 * app's calls and the demo backend, with the messages the backend answers (the app translates them).
 *
 *   GET    /saved-views?resource=<registry name>  the caller's views of that list, and those shared with the
 *                                                 caller's profile; 403 when the caller may not list it
 *   GET    /saved-views/:id                       one of those
 *   POST   /saved-views                           SavedViewInput → 201 SavedView
 *   PATCH  /saved-views/:id                       SavedViewChange, own views only (403 otherwise)
 *   DELETE /saved-views/:id                       own views only (403 otherwise)
 */
import type { Id } from "./contract";

export const SAVED_VIEWS_PATH = "/saved-views";
export const savedViewPath = (id: Id) => `${SAVED_VIEWS_PATH}/${id}`;

export interface SavedView {
  id: Id;
  /** The list's registry name, e.g. "edb/lead-time-maintenance". */
  resource: string;
  name: string;
  /** The list's parameters as a query string, e.g. "pageSize=25&sort=name&order=desc&filter.plant.eq=BR20". */
  state: string;
  /** Offered to everyone whose profile is `profileId`. */
  shared: boolean;
  /** The owner's default for this list: opens when they arrive at the bare list address. */
  isDefault: boolean;
  ownerId: Id;
  ownerName: string;
  /** The owner's profile when the view was last saved: the profile a shared view is offered to. */
  profileId: Id | null;
  /** ISO date-time of the last change. */
  updatedAt: string;
  /** Whether the caller owns it (and so may rename, overwrite, share, mark default or delete it). */
  mine: boolean;
}

export interface SavedViewInput {
  resource: string;
  name: string;
  state: string;
  shared?: boolean;
  isDefault?: boolean;
}

/** A PATCH sends only what changes. Marking one view default unmarks the owner's others for that list. */
export type SavedViewChange = Partial<Pick<SavedView, "name" | "state" | "shared" | "isDefault">>;

export const VIEW_NAME_MAX_LENGTH = 60;
/** A list's parameters are short; this only keeps a broken client from storing pages of text. */
export const VIEW_STATE_MAX_LENGTH = 2000;

export const VIEW_RESOURCE_REQUIRED = "Say which list the views are for.";
export const VIEW_NAME_INVALID = "Name the view with 1 to 60 characters.";
export const VIEW_NAME_TAKEN = "You already have a view with this name on this list.";
export const VIEW_STATE_INVALID = "The view's state must be a list address of at most 2000 characters.";
export const VIEW_FLAGS_INVALID = "Shared and default must be true or false.";
export const VIEW_NOT_YOURS = "Only the person who saved this view can change it.";
