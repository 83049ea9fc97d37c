// Renders the real AppShell over the real root actors (session hydrated from a stored auth, drawer
// persisted to an in-memory storage), React Query and a memory router.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ActorsProvider } from '../../../src/actors/ActorsProvider';
import { createAppActors, type AppActors } from '../../../src/actors/app-actors';
import type { KeyValueStorage } from '../../../src/actors/storage';
import { AppShell } from '../../../src/app/shell/AppShell';
import { ApiClientProvider } from '../../../src/data/api-context';
import { switchableBuildingsQuery, type SwitchableBuilding } from '../../../src/data/buildings';
import { createQueryClient } from '../../../src/data/query-client';
import type { AuthData } from '../../../src/domain/auth';
import type { Permission } from '../../../src/domain/permissions';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import type { RoleKey } from '../../../src/domain/roles';
import { makeAuth } from '../../machines/session/fixtures';

export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

/** A session acting as `acting` with that role's real permissions. */
export function authFor(acting: RoleKey, options: { held?: RoleKey[]; tenantId?: number | null; calibreBins?: boolean; permissions?: Permission[] } = {}): AuthData {
  const auth = makeAuth(acting, { held: options.held, tenantId: options.tenantId, permissions: options.permissions ?? permissionsForRole(acting) });
  return { ...auth, userToken: { ...auth.userToken, calibreBins: options.calibreBins ?? false } };
}

export const BUILDINGS: SwitchableBuilding[] = [
  { name: 'Collins Place', tenantId: 2 },
  { name: 'Harbour Tower', tenantId: 12 },
];

export interface RenderedShell {
  actors: AppActors;
  storage: MemoryStorage;
  navigations: string[];
}

/** `baseUrl`: a real local server (tests/api/support/test-server.ts) for tests that follow the calls. */
export function renderShell(auth: AuthData | null, path = '/profile', storage = new MemoryStorage(), baseUrl = 'http://127.0.0.1:9'): RenderedShell {
  if (auth) storage.setItem('auth', JSON.stringify(auth));
  const navigations: string[] = [];
  const actors = createAppActors({
    baseUrl,
    storage,
    eventTarget: null,
    effects: {
      resetCachedData: () => {},
      clearGridState: () => {},
      dismissNotices: () => {},
      navigateTo: (p) => navigations.push(p),
      openWindow: () => {},
    },
  });
  const queryClient = createQueryClient();
  if (auth) {
    const scope = { tenantId: auth.userToken.tenantId, roleId: auth.roleId };
    queryClient.setQueryData(switchableBuildingsQuery(actors.client, scope).queryKey, BUILDINGS);
  }
  render(
    <ActorsProvider actors={actors}>
      <ApiClientProvider client={actors.client}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <AppShell>
              <p>Page content</p>
            </AppShell>
          </MemoryRouter>
        </QueryClientProvider>
      </ApiClientProvider>
    </ActorsProvider>,
  );
  return { actors, storage, navigations };
}
