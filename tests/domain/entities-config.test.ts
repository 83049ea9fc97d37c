import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  ApiConfigurationKind,
  apiConfigurationEntity,
  companyConfigurationEntity,
  configEntities,
  importEntity,
  reportExportEntity,
  supportRequestEntity,
} from '../../src/domain/entities/config';
import { expectErrorOn, expectLookupsResolve, expectMetadataMatchesSchema, fieldErrors } from './entities-helpers';

describe('configuration declarations', () => {
  it('use the spec routes, controllers, areas and screens', () => {
    const summary = configEntities.map((e) => [e.key, e.controller, e.cacheTag, e.area, e.route, e.scope, e.screens.join(',')]);
    expect(summary).toEqual(expect.arrayContaining([
      ['companyConfigurations', 'CompanyConfigurations', 'CompanyConfiguration', Area.CompanyConfiguration, '/companyConfigurations', 'global', 'list,create,edit,view'],
      ['apiConfigurations', 'ApiConfigurations', 'ApiConfiguration', Area.ApiConfig, '/api-configurations', 'building', 'list,create,edit'],
      ['imports', 'Imports', 'Import', Area.Imports, '/imports', 'building', 'list,view'],
      ['supportRequests', 'SupportRequests', 'SupportRequest', Area.SupportRequest, null, 'building', ''],
      ['reportExports', 'ReportExports', 'ReportExport', Area.Report, null, 'globalOrBuilding', ''],
    ]));
    for (const e of configEntities) {
      expectMetadataMatchesSchema(e);
      expectLookupsResolve(e);
    }
  });
});

/** The spec §5 web address rule, on any URL field of any schema. */
function expectWebAddressRule(schema: typeof companyConfigurationEntity.schema | typeof apiConfigurationEntity.schema, valid: object, field: string) {
  expect(fieldErrors(schema, { ...valid, [field]: 'https://a.example.com/x' })).toEqual({});
  expect(fieldErrors(schema, { ...valid, [field]: 'http://portal.cleanaway.com.au/api/v2/dockets' })).toEqual({});
  for (const bad of ['ftp://files.example.com/x', 'http://localhost', 'example.com', 'https://a.example.com/x y']) {
    expectErrorOn(schema, { ...valid, [field]: bad }, field, /web address starting with http/);
  }
}

describe('company configuration', () => {
  const schema = companyConfigurationEntity.schema;
  const company = {
    companyName: 'Harbour Waste Services',
    primaryColour: '#00704A',
    topMenuLogo: '/files/branding/logo.svg',
    minimizedMenuLogo: 'https://cdn.example.com/logo-small.png',
    supportEmail: 'support@harbourwaste.com.au',
    supportPhone: '0291234567',
    websiteUrl: 'https://harbourwaste.com.au',
    defaultLandingPage: '/dashboard',
    co2eKgPerKgLandfill: 1.2,
  };

  it('accepts realistic branding', () => {
    expect(fieldErrors(schema, company)).toEqual({});
  });

  it('applies the web address rule to websiteUrl', () => {
    expectWebAddressRule(schema, company, 'websiteUrl');
  });

  it('rejects bad colours, emails, phones, landing pages and logos', () => {
    expectErrorOn(schema, { ...company, primaryColour: 'green' }, 'primaryColour', /colour like/);
    expectErrorOn(schema, { ...company, supportEmail: 'support' }, 'supportEmail', /email/);
    expectErrorOn(schema, { ...company, supportPhone: '12345' }, 'supportPhone', /Australian phone/);
    expectErrorOn(schema, { ...company, defaultLandingPage: 'dashboard' }, 'defaultLandingPage', /starting with \//);
    expectErrorOn(schema, { ...company, topMenuLogo: 'logo.svg' }, 'topMenuLogo', /web address or a path/);
    expectErrorOn(schema, { ...company, companyName: '' }, 'companyName', /Required/);
  });
});

describe('API configurations', () => {
  const schema = apiConfigurationEntity.schema;
  const building = {
    kind: ApiConfigurationKind.Building,
    name: 'NABERS monthly upload',
    targetSystem: 'NABERSWasteManager',
    direction: 'Push',
    baseUrl: 'https://api.nabers.example.gov.au/waste',
    authType: 'ApiKey',
    authSecret: 'k-4f0c9e',
    dataScope: ['Collections', 'Transactions'],
    schedule: 'Monthly',
    isEnabled: true,
  };

  it('accepts a building configuration and a tenant one with its customer', () => {
    expect(fieldErrors(schema, building)).toEqual({});
    expect(fieldErrors(schema, { ...building, kind: ApiConfigurationKind.Tenant, customerId: 12 })).toEqual({});
  });

  it('wants a customer for the Tenant kind, on customerId', () => {
    expectErrorOn(schema, { ...building, kind: ApiConfigurationKind.Tenant }, 'customerId', /Choose the tenant/);
  });

  it('applies the web address rule to baseUrl, which is required', () => {
    expectWebAddressRule(schema, building, 'baseUrl');
    expectErrorOn(schema, { ...building, baseUrl: undefined }, 'baseUrl', /.+/);
  });

  it('rejects an unknown kind, no data scope and an unknown target', () => {
    expectErrorOn(schema, { ...building, kind: 3 }, 'kind', /Building or Tenant/);
    expectErrorOn(schema, { ...building, dataScope: [] }, 'dataScope', /at least one/);
    expectErrorOn(schema, { ...building, targetSystem: 'Excel' }, 'targetSystem', /Choose a target system/);
  });

  it('declares the secret write-only and out of the grid', () => {
    expect(apiConfigurationEntity.fields.authSecret).toMatchObject({ kind: 'secret', grid: false });
  });
});

describe('imports', () => {
  const schema = importEntity.schema;
  const upload = { importType: 'SupplierTransactions', fileName: 'cleanaway-2026-03.xlsx', format: 'xlsx', sizeBytes: 48_211 };

  it('accepts an upload and checks the file against its format and size', () => {
    expect(fieldErrors(schema, upload)).toEqual({});
    expectErrorOn(schema, { ...upload, format: 'csv' }, 'fileName', /end in \.csv or \.xlsx/);
    expectErrorOn(schema, { ...upload, format: 'pdf' }, 'format', /Choose csv or xlsx/);
    expectErrorOn(schema, { ...upload, sizeBytes: 21 * 1024 * 1024 }, 'sizeBytes', /At most/);
    expectErrorOn(schema, { ...upload, importType: 'Everything' }, 'importType', /Choose what to import/);
  });
});

describe('support requests and report exports', () => {
  it('accept a support request and reject a missing subject or an outside page', () => {
    const schema = supportRequestEntity.schema;
    const request = { subject: 'Tablet will not sync', description: 'The dock tablet shows an old config.', pageUrl: '/tablet-configuration/view/3', priority: 'High' };
    expect(fieldErrors(schema, request)).toEqual({});
    expectErrorOn(schema, { ...request, subject: '' }, 'subject', /Required/);
    expectErrorOn(schema, { ...request, pageUrl: 'tablet' }, 'pageUrl', /starting with \//);
    expectErrorOn(schema, { ...request, priority: 'Whenever' }, 'priority', /Choose a priority/);
  });

  it('accept an export request and reject an out-of-range progress', () => {
    const schema = reportExportEntity.schema;
    const request = { reportId: 'adv', reportName: 'Full report', reportType: 'Full' };
    expect(fieldErrors(schema, request)).toEqual({});
    expectErrorOn(schema, { ...request, percentComplete: 120 }, 'percentComplete', /At most 100/);
  });
});
