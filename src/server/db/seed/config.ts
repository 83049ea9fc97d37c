// Configuration per building: site information cards (several per building, some on the tablet),
// tablet configurations with their buttons (generated for Harbour Tower only, so sign-in lists
// that building), and API configuration examples of both kinds. Secrets are left empty: the
// server encrypts them when a user enters one.
import { apiConfigurations, siteInformations, tabletConfigurations, tabletItems } from '../schema';
import { insertIds, insertMany } from './bulk';
import { addDays, addMonths, isoDate } from './calendar';
import type { SeedModule } from './context';
import { DEMO_BUILDINGS } from './demo-buildings';
import { need } from './reference-ids';
import { SPECIALTY_STREAMS, STREAMS, type StreamCode } from './reference-data';
import type { Site } from './site';

function cards(site: Site) {
  const dock = DEMO_BUILDINGS[site.key].addressLine;
  return [
    { category: 'Access', title: 'Loading dock access', content: `Enter the loading dock from the rear of ${dock}. Contractors sign in at the dock office; height limit 3.5 m.`, showOnTablet: true },
    { category: 'Schedule', title: 'Collection schedule', content: 'General waste: weekdays. Paper and commingled: Monday, Wednesday, Friday. Organics: Tuesday, Thursday. Specialty streams: fortnightly or on request.', showOnTablet: true },
    { category: 'Safety', title: 'Manual handling and bin weights', content: 'Do not overfill: 240 L bins must stay under 60 kg, 660 L under 100 kg and 1100 L under 300 kg. Use the bin tug for 1100 L bins.', showOnTablet: true },
    { category: 'Contacts', title: 'Building management', content: `${site.name} building management: waste.alerts@${site.key}.example.com, business hours 7 am – 6 pm.`, showOnTablet: false },
    { category: 'Contractors', title: 'Contractors and facilities', content: 'General waste to landfill, commingled to the MRF, paper to the paper mill, organics to anaerobic digestion. See the contractor list for facilities and recovery rates.', showOnTablet: false },
    { category: 'Instructions', title: 'Weighing procedure', content: 'Scan the service QR code, place the bags on the scale, wait for the stable weight, flag contamination with a photo, then confirm.', showOnTablet: true },
  ].map((c, i) => ({ ...c, tenantId: site.tenantId, sortOrder: (i + 1) * 10 }));
}

const TABLET_STREAMS: readonly StreamCode[] = ['GEN', 'COMM', 'PAPER', 'ORG', ...SPECIALTY_STREAMS];

export const seedConfiguration: SeedModule = async (db, ctx) => {
  for (const site of ctx.sites.values()) {
    await insertMany(db, siteInformations, cards(site));
    const full = DEMO_BUILDINGS[site.key].appFull;
    if (!full && site.key !== 'parramatta') continue;
    const [configId] = await insertIds(db, tabletConfigurations, [{
      tenantId: site.tenantId, name: `${site.name} dock tablet`, configVersion: full ? 3 : 1,
      generatedAt: full ? addDays(ctx.now, -30).toISOString() : null, requireCleanerPin: true, requirePhoto: 'OnContamination',
      allowManualWeight: !full, scaleEquipmentId: site.scales[0] ?? null, stableWeightSeconds: 3, idleLogoutSeconds: 300,
    }]);
    const colours = new Map(STREAMS.map((s) => [s.code as StreamCode, s.chartColour as string]));
    const names = new Map(STREAMS.map((s) => [s.code as StreamCode, s.name as string]));
    await insertMany(db, tabletItems, [
      ...TABLET_STREAMS.map((code, i) => ({
        tabletConfigurationId: configId as number, wasteStreamId: need(ctx.ref.streams, code).id, label: need(names, code).slice(0, 40),
        colour: colours.get(code) ?? null, sortOrder: (i + 1) * 10, isVisible: true,
      })),
      { tabletConfigurationId: configId as number, productId: need(ctx.ref.products, '240L Commingled – lift').id, label: '240L commingled bin', colour: colours.get('COMM') ?? null, sortOrder: 200, isVisible: true },
      { tabletConfigurationId: configId as number, productId: need(ctx.ref.products, '1100L General – lift').id, label: '1100L general bin', colour: colours.get('GEN') ?? null, sortOrder: 210, isVisible: false },
    ]);
  }

  const harbour = need(ctx.sites, ctx.buildings.harbour);
  const eagle = need(ctx.sites, ctx.buildings.eagle);
  const bank = harbour.customers.find((c) => c.name === 'Southern Cross Bank');
  const lastRun = addDays(ctx.now, -1).toISOString();
  await insertMany(db, apiConfigurations, [
    { tenantId: harbour.tenantId, kind: 1, name: 'NABERS Waste monthly export', targetSystem: 'NABERSWasteManager', direction: 'Push', baseUrl: 'https://api.nabers.example.gov.au/waste/v1', authType: 'OAuth2ClientCredentials', authUser: 'harbour-tower', dataScope: ['Collections', 'Audits'], schedule: 'Monthly', isEnabled: true, lastRunAt: isoDate(addMonths(ctx.now, 0)).slice(0, 8) + '01T02:00:00Z', lastStatus: 'OK' },
    { tenantId: harbour.tenantId, kind: 1, name: 'Power BI dataset', targetSystem: 'BI', direction: 'Pull', baseUrl: 'https://bi.harbourproperty.example.com/datasets/waste', authType: 'ApiKey', dataScope: ['Collections', 'Transactions', 'Audits'], schedule: 'Daily', isEnabled: true, lastRunAt: lastRun, lastStatus: 'OK' },
    ...(bank ? [{ tenantId: harbour.tenantId, kind: 2, customerId: bank.id, name: 'Southern Cross Bank ESG feed', targetSystem: 'ESGPlatform', direction: 'Push', baseUrl: 'https://esg.southerncrossbank.example.com/api/waste', authType: 'Basic', authUser: 'scb-waste', dataScope: ['Collections'], schedule: 'Monthly', isEnabled: false, lastStatus: null }] : []),
    { tenantId: eagle.tenantId, kind: 1, name: 'Contractor portal import', targetSystem: 'ContractorPortal', direction: 'Pull', baseUrl: 'https://portal.jjrichards.example.com/api/dockets', authType: 'ApiKey', dataScope: ['Transactions'], schedule: 'Daily', isEnabled: true, lastRunAt: lastRun, lastStatus: 'OK – 3 dockets imported' },
  ]);
};
