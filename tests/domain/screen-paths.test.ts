// The one screen-URL builder: every path it makes for a declared entity opens a route of the table
// with the same entity, and a record opens where the declaration says.
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../src/domain/entities';
import { ApiConfigurationKind } from '../../src/domain/entities/config';
import { matchRoute, sectionLinks } from '../../src/domain/routes';
import { listPath, recordPath, screenPath } from '../../src/domain/screen-paths';

const params = { auditId: 7 };

describe('screen paths', () => {
  it('makes only paths the route table opens, for the entity they are about', () => {
    const unrouted: string[] = [];
    for (const e of ENTITIES.filter((d) => d.route)) {
      const made = [
        ...(e.screens.includes('list') ? [listPath(e, params)] : []),
        ...(e.screens.includes('create') ? [screenPath(e, 'create', undefined, { params })] : []),
        ...(e.screens.filter((k) => k === 'edit' || k === 'view') as ('edit' | 'view')[]).map((k) => screenPath(e, k, 3, { params })),
      ];
      for (const path of made) {
        const route = matchRoute(path)?.route;
        if (route?.entity !== e.key) unrouted.push(`${e.key}: ${path}`);
      }
    }
    expect(unrouted).toEqual([]);
  });

  it('opens a record on its view, else its edit screen when the session may edit, else nowhere', () => {
    expect(recordPath('collections', 4)).toBe('/collections/view/4');
    expect(recordPath('furnitureCategories', 4)).toBe('/furnitureCategories/edit/4');
    expect(recordPath('furnitureCategories', 4, { canEdit: false })).toBeNull();
    expect(recordPath('auditCollections', 31, { params })).toBe('/waste-audits/7/audit-collections/view/31');
  });

  it("opens an API configuration under its kind's screens", () => {
    expect(recordPath('apiConfigurations', 5, { record: { kind: ApiConfigurationKind.Tenant } })).toBe('/api-configurations/tenant/edit/5');
    expect(recordPath('apiConfigurations', 5, { record: { kind: ApiConfigurationKind.Building } })).toBe('/api-configurations/building/edit/5');
    expect(screenPath('apiConfigurations', 'create')).toBe('/api-configurations/building/create');
  });

  it('lists both portfolio kinds on one list, each with its own screens', () => {
    expect(listPath('portfolios')).toBe('/portfolios');
    expect(listPath('tenantPortfolios')).toBe('/portfolios?kind=tenant');
    expect(recordPath('tenantPortfolios', 2)).toBe('/portfolios/tenant/view/2');
  });

  it("links a section's list and records to the extra screens declared with their routes", () => {
    expect(sectionLinks('collectionServices').map((l) => [l.label, l.to])).toEqual([
      ['Quick QR print', '/collection-services/quickQrPrint'],
      ['Custom QR print', '/collection-services/customQrPrint'],
      ['Create in bulk', '/collection-services/createInBulk'],
    ]);
    expect(sectionLinks('tabletConfigurations', 'view', { entityId: '9' }).map((l) => l.to)).toEqual(['/tablet-configuration/copy/9']);
    expect(sectionLinks('tabletConfigurations')).toEqual([]);
  });
});
