// The demo users: one list that the seed, the README and the tests all read. Every user signs in
// with DEMO_PASSWORD. `landing` is where spec §2.5 sends the user after sign-in.
import type { RoleKey } from '../../../domain/roles';
import type { BuildingKey } from './demo-buildings';

export const DEMO_PASSWORD = 'Demo!2026';

export interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  role: RoleKey;
  /** Further roles held (user_roles). */
  alsoHolds?: RoleKey[];
  building: BuildingKey | null;
  /** Edition of the building the user signs in to, for the README. */
  edition: string;
  landing: string;
  landingPage?: string;
  forceChangePassword?: boolean;
  /** Portfolios the user is linked to (by name), and whether as building owner. */
  portfolios?: { name: string; isBuildingOwner?: boolean }[];
  /** Tenant-role users belong to an occupier of their building. */
  customer?: string;
}

const FULL = '/reports/adv-report';

export const DEMO_USERS: readonly DemoUser[] = [
  { userName: 'admin', firstName: 'Alex', lastName: 'Admin', role: 'admin', building: null, edition: 'all (system view)', landing: '/systemDashboard' },
  { userName: 'support', firstName: 'Sam', lastName: 'Support', role: 'supportAdmin', building: 'harbour', edition: 'Full', landing: FULL },
  { userName: 'owner', firstName: 'Olivia', lastName: 'Owner', role: 'owner', building: 'harbour', edition: 'Full', landing: FULL },
  { userName: 'manager', firstName: 'Max', lastName: 'Manager', role: 'manager', building: 'harbour', edition: 'Full', landing: FULL },
  { userName: 'tenant', firstName: 'Tia', lastName: 'Tenant', role: 'tenant', building: 'harbour', edition: 'Full', landing: FULL, customer: 'Southern Cross Bank' },
  { userName: 'scanner', firstName: 'Scott', lastName: 'Scanner', role: 'scanner', building: 'harbour', edition: 'Full', landing: '/collections', landingPage: '/collections' },
  { userName: 'readonly', firstName: 'Rita', lastName: 'Reader', role: 'readOnlyUser', building: 'harbour', edition: 'Full', landing: FULL },
  {
    userName: 'portfolio', firstName: 'Paul', lastName: 'Portfolio', role: 'portfolioUser', building: null,
    edition: 'portfolio view', landing: '/reports/portfolio-report', portfolios: [{ name: 'Harbour Property Fund' }],
  },
  {
    userName: 'portfolio.owner', firstName: 'Priya', lastName: 'Owner', role: 'portfolioUser', alsoHolds: ['portfolioBuildingOwner'],
    building: null, edition: 'portfolio view', landing: '/reports/portfolio-report',
    portfolios: [{ name: 'Harbour Property Fund', isBuildingOwner: true }],
  },
  {
    userName: 'tenantportfolio', firstName: 'Tom', lastName: 'Bank', role: 'tenantPortfolioUser', building: null,
    edition: 'tenant portfolio view', landing: '/reports/tenant-portfolio-report', portfolios: [{ name: 'Southern Cross Bank' }],
  },
  {
    userName: 'tenantportfolio.building', firstName: 'Tess', lastName: 'Bank', role: 'tenantPortfolioBuildingUser',
    alsoHolds: ['tenantPortfolioUser'], building: 'harbour', edition: 'Full', landing: FULL,
    portfolios: [{ name: 'Southern Cross Bank' }], customer: 'Southern Cross Bank',
  },
  { userName: 'manager.lite', firstName: 'Lee', lastName: 'Lite', role: 'manager', building: 'collins', edition: 'Lite', landing: '/reports/lite-report' },
  { userName: 'manager.supplier', firstName: 'Sue', lastName: 'Supplier', role: 'manager', building: 'eagle', edition: 'Supplier', landing: '/reports/swr-report' },
  { userName: 'ftmanager', firstName: 'Finn', lastName: 'Furniture', role: 'ftManager', building: 'parramatta', edition: 'Furniture + Audits', landing: '/reports/ft-report' },
  { userName: 'manager.audits', firstName: 'Ada', lastName: 'Audits', role: 'manager', building: 'parramatta', edition: 'Furniture + Audits', landing: '/reports/audit' },
  { userName: 'newstaff', firstName: 'Nina', lastName: 'New', role: 'manager', building: 'harbour', edition: 'Full', landing: FULL, forceChangePassword: true },
];
