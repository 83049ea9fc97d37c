// Portfolios (data-model §4): two operational ones grouping buildings, one tenant portfolio
// grouping the bank's tenancies in three buildings.
import { portfolioBuildings, portfolioCustomers, portfolios } from '../schema';
import { PORTFOLIO_OCCUPIER } from './buildings';
import { customerKey, type SeedModule } from './context';
import type { BuildingKey } from './demo-buildings';

const OPERATIONAL: { name: string; description: string; ownerOrganisation: string; buildings: BuildingKey[] }[] = [
  {
    name: 'Harbour Property Fund',
    description: 'Core office fund: Sydney, Melbourne and Brisbane CBD towers',
    ownerOrganisation: 'Harbour Property Group',
    buildings: ['harbour', 'collins', 'eagle'],
  },
  {
    name: 'Western Sydney Office Trust',
    description: 'Suburban office assets',
    ownerOrganisation: 'Parramatta Investments',
    buildings: ['parramatta'],
  },
];

export const seedPortfolios: SeedModule = async (db, ctx) => {
  for (const p of OPERATIONAL) {
    const [row] = await db
      .insert(portfolios)
      .values({ kind: 1, name: p.name, description: p.description, ownerOrganisation: p.ownerOrganisation })
      .returning({ id: portfolios.id });
    if (!row) throw new Error(`Portfolio ${p.name} not created`);
    ctx.portfolios.set(p.name, row.id);
    await db.insert(portfolioBuildings).values(p.buildings.map((b) => ({ portfolioId: row.id, tenantId: ctx.buildings[b] })));
  }
  const [bank] = await db
    .insert(portfolios)
    .values({ kind: 2, name: PORTFOLIO_OCCUPIER, description: 'The bank\'s tenancies across the portfolio', abn: '33123456789' })
    .returning({ id: portfolios.id });
  if (!bank) throw new Error('Tenant portfolio not created');
  ctx.portfolios.set(PORTFOLIO_OCCUPIER, bank.id);
  const tenancies = Object.values(ctx.buildings).flatMap((tenantId) => {
    const customerId = ctx.customers.get(customerKey(tenantId, PORTFOLIO_OCCUPIER));
    return customerId ? [{ portfolioId: bank.id, tenantId, customerId }] : [];
  });
  await db.insert(portfolioCustomers).values(tenancies);
};
