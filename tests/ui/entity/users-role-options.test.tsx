// The Users form offers only the roles the signed-in session may grant (domain/role-grants.ts), by
// label; the server refuses the rest anyway (tests/server/role-grants.test.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import { EntityForm } from '../../../src/components/entity/EntityForm';
import { formatValue } from '../../../src/components/entity/fields/field-kinds';
import { ApiClientProvider } from '../../../src/data/api-context';
import { EntitySessionProvider, type EntitySession } from '../../../src/data/entity-session';
import { entityByKey } from '../../../src/domain/entities';
import { RoleId } from '../../../src/domain/roles';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Lookups (buildings, customers) answer empty lists: only the Role select matters here. */
const client: ApiClient = { request: async <T,>() => [] as T };
const users = entityByKey('users');
const MANAGER = { id: 40, userName: 'manager', email: 'm@example.com', firstName: 'Max', lastName: 'Manager', roleId: RoleId.manager, tenantId: 1, forceChangePassword: false };

function roleOptions(session: EntitySession | null): string[] {
  const form = <EntityForm declaration={users} record={MANAGER} onSubmit={async () => ({ id: 40 })} onSaved={() => {}} onCancel={() => {}} />;
  const element = (
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={client}>{session ? <EntitySessionProvider session={session}>{form}</EntitySessionProvider> : form}</ApiClientProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  const select = screen.getByLabelText('Role');
  return within(select).getAllByRole('option').map((o) => o.textContent ?? '');
}

afterEach(cleanup);

describe('Users form: Role', () => {
  it('support (Support Admin) is offered only the roles it may grant, by label, with the stored role selected', () => {
    const options = roleOptions({ tenantId: 1, roleId: RoleId.supportAdmin, permissions: [] });
    expect(options).toEqual([
      '—', 'Owner', 'Support Admin', 'Manager', 'Tenant', 'Scanner', 'Portfolio User', 'Portfolio Building Owner', 'FT Manager',
      'ReadOnly User', 'Tenant portfolio user', 'Tenant portfolio building user',
    ]);
    expect(screen.getByLabelText('Role')).toHaveDisplayValue('Manager');
  });

  it('the System administrator is offered every role, System administrator included', () => {
    expect(roleOptions({ tenantId: null, roleId: RoleId.admin, permissions: [] })).toContain('System administrator');
  });

  it('grids show the role by label', () => {
    const role = users.fields.roleId;
    if (!role) throw new Error('The users declaration has a roleId field');
    expect(formatValue(role, RoleId.admin)).toBe('System administrator');
    expect(formatValue(role, RoleId.tenantPortfolioUser)).toBe('Tenant portfolio user');
  });
});
