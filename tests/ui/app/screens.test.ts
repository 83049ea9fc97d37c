// Which screen module and props each protected route gets; routes without a module stay out.
import { describe, expect, it } from 'vitest';
import { dashboardVariant, screenOf, type PageLoader } from '../../../src/app/screens';
import { matchRoute, ROUTES } from '../../../src/domain/routes';

const load: PageLoader = () => Promise.resolve({ default: () => null });
const pages = Object.fromEntries(
  ['entities/EntityListPage', 'entities/EntityEditPage', 'reports/ReportPage', 'reports/DashboardPage', 'help/HelpPage', 'portfolios/PortfolioEditPage'].map((m) => [
    `../features/${m}.tsx`,
    load,
  ]),
);

const screenAt = (path: string) => {
  const route = matchRoute(path)!.route;
  const screen = screenOf(route, pages);
  return screen && { module: screen.module, props: screen.props };
};

describe('screenOf', () => {
  it.each([
    ['/wasteStreams', { module: 'entities/EntityListPage', props: { entityKey: 'wasteStreams' } }],
    ['/collections', { module: 'entities/EntityListPage', props: { entityKey: 'collections' } }],
    ['/api-configurations/building/edit/3', { module: 'entities/EntityEditPage', props: { entityKey: 'apiConfigurations', variant: 'building' } }],
    ['/collections/edit/4', { module: 'entities/EntityEditPage', props: { entityKey: 'collections' } }],
    ['/portfolios/tenant/edit/2', { module: 'portfolios/PortfolioEditPage', props: {} }],
    ['/reports/adv-report', { module: 'reports/ReportPage', props: { reportType: 'Full' } }],
    ['/reports/tenant-portfolio-report', { module: 'reports/ReportPage', props: { reportType: 'TenantPortfolio' } }],
    ['/dashboard-lite', { module: 'reports/DashboardPage', props: { variant: 'lite' } }],
    ['/help', { module: 'help/HelpPage', props: {} }],
  ])('%s', (path, expected) => {
    expect(screenAt(path)).toEqual(expected);
  });

  it('finds a written module for every protected route', () => {
    const missing = ROUTES.filter((r) => r.layout === 'protected').flatMap((r) => {
      try {
        screenOf(r);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(missing).toEqual([]);
  });

  it('names the collections dashboard', () => {
    expect(dashboardVariant('/dashboard')).toBe('collections');
    expect(dashboardVariant('/dashboard-portfolio')).toBe('portfolio');
  });
});
