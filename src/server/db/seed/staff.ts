// People who are records, not logins (data-model §1.4): auditors (one NABERS-accredited), two
// managers per building (the first tied to the building's demo manager login and set as the
// building's manager), cleaners per building with PINs, and multi-site cleaners.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { auditors, cleaners, managers, multiSiteCleanerBuildings, multiSiteCleaners, packages } from '../schema';
import { insertIds, insertMany } from './bulk';
import { addMonths, isoDate } from './calendar';
import type { SeedModule } from './context';
import type { BuildingKey } from './demo-buildings';
import { createRandom } from './random';

const MANAGERS: Record<BuildingKey, readonly [string, string, string | null][]> = {
  harbour: [['Max', 'Manager', 'manager'], ['Grace', 'Whitfield', null]],
  collins: [['Lee', 'Lite', 'manager.lite'], ['Oscar', 'Brennan', null]],
  eagle: [['Sue', 'Supplier', 'manager.supplier'], ['Daniel', 'Okafor', null]],
  parramatta: [['Ada', 'Audits', 'manager.audits'], ['Mei', 'Tanaka', null]],
};

const CLEANER_NAMES = [
  ['Maria', 'Santos'], ['Ahmed', 'Hassan'], ['Linh', 'Tran'], ['Carlos', 'Mendez'], ['Priya', 'Sharma'], ['John', 'Kowalski'],
  ['Fatima', 'Ali'], ['Tomasz', 'Nowak'], ['Grace', 'Kim'], ['Samuel', 'Osei'], ['Ana', 'Lopes'], ['Ravi', 'Patel'],
  ['Elena', 'Petrova'], ['Kofi', 'Mensah'], ['Sione', 'Taufa'], ['Mai', 'Nguyen'], ['Lucas', 'Silva'], ['Nadia', 'Haddad'],
] as const;

const CLEANERS_PER_BUILDING: Record<BuildingKey, number> = { harbour: 6, collins: 4, eagle: 5, parramatta: 3 };

const CLEANING_COMPANIES = ['Spotless Cleaning Services', 'ISS Facility Services', 'Harbour City Cleaning'];

/** PINs are scrypt-hashed like passwords; start them all at once so they overlap the inserts. */
const pinHashes = (count: number, first: number) => Promise.all(Array.from({ length: count }, (_, i) => hashPassword(String(first + i))));

export const seedStaff: SeedModule = async (db, ctx) => {
  const random = createRandom('staff');
  const sitePins = new Map([...ctx.sites.values()].map((site) => [site.tenantId, pinHashes(CLEANERS_PER_BUILDING[site.key], 1000 + site.tenantId * 100)]));
  const rovingPins = pinHashes(3, 9000);
  ctx.ref.auditors = await insertIds(db, auditors, [
    { firstName: 'Helen', lastName: 'Park', company: 'Enviro Audits Pty Ltd', email: 'helen.park@enviroaudits.example.com', phone: '0412345678', isNabersAccredited: true, accreditationNo: 'NABW-0412' },
    { firstName: 'Marcus', lastName: 'Webb', company: 'Waste Insights', email: 'marcus.webb@wasteinsights.example.com', phone: '0423456789', isNabersAccredited: false },
    { firstName: 'Jade', lastName: 'Nguyen', company: 'Enviro Audits Pty Ltd', email: 'jade.nguyen@enviroaudits.example.com', phone: '0434567890', isNabersAccredited: false },
  ]);

  let cleanerIndex = 0;
  for (const site of ctx.sites.values()) {
    const domain = `${site.key}.example.com`;
    site.managers = await insertIds(
      db,
      managers,
      MANAGERS[site.key].map(([firstName, lastName, userName], i) => ({
        tenantId: site.tenantId, firstName, lastName,
        email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
        phone: `04${String(10_000_000 + site.tenantId * 1000 + i)}`,
        company: 'Harbour Property Management', position: i === 0 ? 'Building Manager' : 'Facility Manager',
        userId: userName ? (ctx.users.get(userName) ?? null) : null,
        receivesReports: i === 0,
      })),
    );
    await db.update(packages).set({ managerId: site.managers[0] ?? null }).where(eq(packages.tenantId, site.tenantId));

    const pins = (await sitePins.get(site.tenantId)) ?? [];
    const rows = pins.map((pinHash, i) => {
      const [firstName, lastName] = CLEANER_NAMES[cleanerIndex++ % CLEANER_NAMES.length] as readonly [string, string];
      return {
        tenantId: site.tenantId, firstName, lastName,
        employeeCode: `C${site.tenantId}${String(i + 1).padStart(3, '0')}`,
        cleaningCompany: CLEANING_COMPANIES[site.tenantId % CLEANING_COMPANIES.length] as string,
        pinHash,
        shift: i === 0 ? 'Day' : 'Night',
        inductedOn: isoDate(addMonths(ctx.now, -random.int(3, 40))),
      };
    });
    site.cleaners = await insertIds(db, cleaners, rows);
  }

  // Supervisors and relief cleaners who cover several sites.
  const roving = [
    { firstName: 'Teresa', lastName: 'Russo', employeeCode: 'MS001', sites: ['harbour', 'parramatta'] },
    { firstName: 'Hamid', lastName: 'Karimi', employeeCode: 'MS002', sites: ['harbour', 'collins', 'eagle'] },
    { firstName: 'Olga', lastName: 'Ivanova', employeeCode: 'MS003', sites: ['collins', 'eagle'] },
  ] as const;
  const rovingHashes = await rovingPins;
  const rovingRows = roving.map((r, i) => ({
    firstName: r.firstName, lastName: r.lastName, employeeCode: r.employeeCode,
    cleaningCompany: 'Spotless Cleaning Services', pinHash: rovingHashes[i] ?? null, shift: 'Night',
    inductedOn: isoDate(addMonths(ctx.now, -random.int(12, 48))),
  }));
  const rovingIds = await insertIds(db, multiSiteCleaners, rovingRows);
  const links = roving.flatMap((r, i) => r.sites.map((key) => ({ multiSiteCleanerId: rovingIds[i] as number, tenantId: ctx.buildings[key] })));
  await insertMany(db, multiSiteCleanerBuildings, links);
  for (const link of links) ctx.sites.get(link.tenantId)?.multiSiteCleaners.push(link.multiSiteCleanerId);
};
