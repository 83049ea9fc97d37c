// Session scope by construction: an entity hook used by a screen with no wrapper of its own keys
// its cache by the session's building and role, because the app root hands the session down once.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActorsProvider } from '../../../src/actors/ActorsProvider';
import { createAppActors } from '../../../src/actors/app-actors';
import { SessionScopeProvider } from '../../../src/app/session-scope';
import { ApiClientProvider } from '../../../src/data/api-context';
import { createQueryClient } from '../../../src/data/query-client';
import { useLookupOptions } from '../../../src/data/lookups';
import { useEntityRecord } from '../../../src/data/use-entity';
import { entityByKey } from '../../../src/domain/entities';
import { recordingClient } from '../../api/support/recording-client';
import { authFor, MemoryStorage } from '../shell/render-shell';
import { noEffects } from './support';

function Screen() {
  // A screen as a feature writes it: hooks only, no session wrapper.
  useEntityRecord(entityByKey('wasteStreams'), 7);
  useLookupOptions('customers', 'name');
  return null;
}

function renderUnderRoot(auth: ReturnType<typeof authFor> | null) {
  const storage = new MemoryStorage();
  if (auth) storage.setItem('auth', JSON.stringify(auth));
  const actors = createAppActors({ baseUrl: 'http://127.0.0.1:9', storage, eventTarget: null, effects: noEffects });
  const queryClient = createQueryClient();
  const { client, requests } = recordingClient([]);
  render(
    <ActorsProvider actors={actors}>
      <ApiClientProvider client={client}>
        <SessionScopeProvider>
          <QueryClientProvider client={queryClient}>
            <Screen />
          </QueryClientProvider>
        </SessionScopeProvider>
      </ApiClientProvider>
    </ActorsProvider>,
  );
  return { queryClient, requests };
}

const scopesOf = (queryClient: ReturnType<typeof createQueryClient>) => queryClient.getQueryCache().getAll().map((q) => q.queryKey[2]);

describe('session scope by construction', () => {
  it("keys a record and a lookup by the session's building and role", async () => {
    const auth = authFor('owner', { tenantId: 12 });
    const { queryClient, requests } = renderUnderRoot(auth);
    await waitFor(() => expect(requests.length).toBe(2));
    expect(scopesOf(queryClient)).toEqual([
      { tenantId: 12, roleId: auth.roleId },
      { tenantId: 12, roleId: auth.roleId },
    ]);
  });

  it('hands React Query’s abort signal to every call', async () => {
    const { requests } = renderUnderRoot(authFor('owner', { tenantId: 12 }));
    await waitFor(() => expect(requests.length).toBe(2));
    expect(requests.every((r) => r.signal instanceof AbortSignal)).toBe(true);
  });

  it('keys without a building or role only when nobody is signed in', async () => {
    const { queryClient, requests } = renderUnderRoot(null);
    await waitFor(() => expect(requests.length).toBe(2));
    expect(scopesOf(queryClient)).toEqual([
      { tenantId: null, roleId: null },
      { tenantId: null, roleId: null },
    ]);
  });
});
