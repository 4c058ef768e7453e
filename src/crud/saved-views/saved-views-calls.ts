/** The saved-views calls of the default backend (src/api/saved-views.ts), over the app's http client. */
import type { AxiosInstance } from "axios";
import type { Id } from "../../api/contract";
import {
  SAVED_VIEWS_PATH,
  savedViewPath,
  type SavedView,
  type SavedViewChange,
  type SavedViewInput,
} from "../../api/saved-views";

export async function fetchSavedViews(client: AxiosInstance, resource: string): Promise<SavedView[]> {
  const { data } = await client.get<SavedView[]>(SAVED_VIEWS_PATH, { params: { resource } });
  return data;
}

export async function createSavedView(client: AxiosInstance, input: SavedViewInput): Promise<SavedView> {
  const { data } = await client.post<SavedView>(SAVED_VIEWS_PATH, input);
  return data;
}

export async function changeSavedView(client: AxiosInstance, id: Id, change: SavedViewChange): Promise<SavedView> {
  const { data } = await client.patch<SavedView>(savedViewPath(id), change);
  return data;
}

export async function deleteSavedView(client: AxiosInstance, id: Id): Promise<void> {
  await client.delete(savedViewPath(id));
}
