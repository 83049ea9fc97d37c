// A list's saved views (server: src/server/routes/saved-views.ts): the caller's own and those shared
// in its building, per list.
import type { SavedView, SavedViewCreate, SavedViewState } from '../domain/saved-views';
import type { ApiClient } from './client';
import { withSignal } from './entities';

export type { SavedView, SavedViewCreate, SavedViewState };

export const SAVED_VIEWS_PATH = '/api/SavedViews';

export function listSavedViews(client: ApiClient, entity: string, signal?: AbortSignal): Promise<SavedView[]> {
  return client.request({ method: 'GET', path: SAVED_VIEWS_PATH, query: { entity }, silent: true, ...withSignal(signal) });
}

export function createSavedView(client: ApiClient, view: SavedViewCreate): Promise<SavedView> {
  return client.request({ method: 'POST', path: SAVED_VIEWS_PATH, json: view });
}

export function deleteSavedView(client: ApiClient, id: number): Promise<{ id: number }> {
  return client.request({ method: 'DELETE', path: `${SAVED_VIEWS_PATH}/${id}` });
}
