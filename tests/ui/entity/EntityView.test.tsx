import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EntityView, lookupHref } from '../../../src/components/entity/EntityView';
import { entityByKey } from '../../../src/domain/entities';
import { PortfolioKind } from '../../../src/domain/entities/portfolios';
import type { FieldMeta } from '../../../src/domain/entity';

const portfolioUsers = entityByKey('portfolioUsers');
const portfolioField = (portfolioUsers.fields as Record<string, FieldMeta>).portfolioId as FieldMeta;

function renderView(record: Record<string, unknown>) {
  const router = createMemoryRouter([{ path: '/', element: <EntityView declaration={portfolioUsers} record={{ id: 5, ...record }} /> }]);
  render(<RouterProvider router={router} />);
}

describe('EntityView lookup links', () => {
  it('opens a tenant portfolio on the tenant portfolio screens and others on the lookup’s own', () => {
    expect(lookupHref(portfolioField, 7, PortfolioKind.Tenant)).toBe('/portfolios/tenant/view/7');
    expect(lookupHref(portfolioField, 7, PortfolioKind.Operational)).toBe('/portfolios/operational/view/7');
    expect(lookupHref(portfolioField, 7)).toBe('/portfolios/operational/view/7');
    expect(lookupHref(portfolioField, null, PortfolioKind.Tenant)).toBeNull();
  });

  it('links the row’s portfolio by the kind the server returned with it', () => {
    renderView({ userId: 3, userIdLabel: 'bank.user', portfolioId: 11, portfolioIdLabel: 'Southern Cross Bank', portfolioIdVariant: PortfolioKind.Tenant });
    expect(screen.getByRole('link', { name: 'Southern Cross Bank' })).toHaveAttribute('href', '/portfolios/tenant/view/11');
    expect(screen.getByRole('link', { name: 'bank.user' })).toHaveAttribute('href', '/users/edit/3');
  });
});
