// The landing report's first requests leave from the route's loader (src/app/prefetch/early-report.ts)
// into the app's one React Query client, so the report finds them under its own keys — and a
// sign-out's reset (resetCachedData: the client cleared) drops them with everything else: the next
// user, even of the same building and role, asks the server again. They used to wait in a store
// of their own that no sign-out cleared, for the first query with an equal key within 30 s.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../src/api/client';
import { setEarlyContext } from '../../../src/app/prefetch/early-context';
import { startReportRequests } from '../../../src/app/prefetch/early-report';
import { createQueryClientSlot } from '../../../src/app/query/query-slot';
import { createQueryClient } from '../../../src/data/query-client';
import { reportDataQuery } from '../../../src/data/reports';
import { filtersFromSearch } from '../../../src/domain/report-url';
import { Area, Qualifier } from '../../../src/domain/permissions';
import { matchRoute } from '../../../src/domain/routes';
import { makeAuth } from '../../machines/session/fixtures';

describe('the landing report asked for by the route', () => {
  it('is answered once for its screen, and asked again after a sign-out, for the next user', async () => {
    const asked: string[] = [];
    const client: ApiClient = {
      request: vi.fn(async (request: ApiRequest) => {
        asked.push(request.path);
        return (request.path.includes('EmbedResource') ? { mode: 'builtin', reportName: 'Full' } : { kpis: [], asked: asked.length }) as never;
      }),
    };
    const slot = createQueryClientSlot(() => {});
    const auth = makeAuth('manager', { permissions: [{ permissionEntityCode: Area.Report, permissionAccessQualifierCode: Qualifier.View }] });
    setEarlyContext({ client, auth: () => auth, queryClients: slot });
    const match = matchRoute('/reports/adv-report')!;
    const scope = { tenantId: auth.userToken.tenantId, roleId: auth.roleId };
    const dataQuery = () => reportDataQuery(client, scope, 'Full', filtersFromSearch(new URLSearchParams(), new Date()));

    startReportRequests(match, '');
    expect(asked).toHaveLength(2); // the embed resource and the figures, before any screen asked
    await slot.obtain(createQueryClient).fetchQuery(dataQuery());
    expect(asked).toHaveLength(2); // the screen's query took the answer under its own key

    startReportRequests(match, ''); // the same user again, the answer still fresh: nothing asked twice
    expect(asked).toHaveLength(2);

    slot.current?.clear(); // sign-out (App.tsx: resetCachedData)
    await slot.obtain(createQueryClient).fetchQuery(dataQuery());
    expect(asked.filter((path) => path.includes('Data'))).toHaveLength(2);
  });
});
