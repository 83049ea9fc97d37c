// Destination contractors (a contractor with its receiving facility [C8, C9]) and their facility
// recovery rates per stream, recorded per period: an older rate and the current one.
import { contractorRecoveryRates, destinationContractors } from '../schema';
import { insertIds, insertMany } from './bulk';
import { addMonths, isoDate } from './calendar';
import type { SeedContext, SeedModule } from './context';
import { need } from './reference-ids';
import type { StreamCode } from './reference-data';

interface ContractorRow {
  key: string;
  name: string;
  company: string;
  abn: string;
  facility: string;
  address: string;
  type: string;
  licence: string;
  /** States whose buildings it serves. */
  states: readonly string[];
  /** Stream → current recovery rate %. */
  rates: Partial<Record<StreamCode, number>>;
}

const ALL = ['NSW', 'VIC', 'QLD'];

export const CONTRACTORS: readonly ContractorRow[] = [
  { key: 'gen-nsw', name: 'Cleanaway – General → Lucas Heights', company: 'Cleanaway', abn: '74101155220', facility: 'Lucas Heights Resource Recovery Park', address: 'New Illawarra Rd, Lucas Heights NSW 2234', type: 'Landfill', licence: '5065', states: ['NSW'], rates: { GEN: 0 } },
  { key: 'gen-vic', name: 'Veolia – General → Ravenhall', company: 'Veolia', abn: '20051316584', facility: 'Melbourne Regional Landfill', address: '408 Christies Rd, Ravenhall VIC 3023', type: 'Landfill', licence: '12112', states: ['VIC'], rates: { GEN: 0 } },
  { key: 'gen-qld', name: 'JJ Richards – General → Swanbank', company: 'JJ Richards & Sons', abn: '39010563931', facility: 'Swanbank Landfill', address: 'Swanbank Rd, Swanbank QLD 4306', type: 'Landfill', licence: 'EPPR00470', states: ['QLD'], rates: { GEN: 0 } },
  { key: 'comm-nsw', name: 'Cleanaway – Commingled → Erskine Park MRF', company: 'Cleanaway', abn: '74101155220', facility: 'Erskine Park MRF', address: 'Quarry Rd, Erskine Park NSW 2759', type: 'MRF', licence: '20121', states: ['NSW'], rates: { COMM: 88, CDS: 95, GLASS: 85, SOFT: 70, POLY: 65 } },
  { key: 'comm-vic', name: 'Veolia – Commingled → Laverton MRF', company: 'Veolia', abn: '20051316584', facility: 'Laverton North MRF', address: 'Boundary Rd, Laverton North VIC 3026', type: 'MRF', licence: '74112', states: ['VIC'], rates: { COMM: 86, CDS: 94, GLASS: 84, SOFT: 68, POLY: 60 } },
  { key: 'comm-qld', name: 'JJ Richards – Commingled → Rocklea MRF', company: 'JJ Richards & Sons', abn: '39010563931', facility: 'Rocklea MRF', address: 'Ipswich Rd, Rocklea QLD 4106', type: 'MRF', licence: 'EPPR00812', states: ['QLD'], rates: { COMM: 85, CDS: 93, GLASS: 82, SOFT: 66, POLY: 62 } },
  { key: 'paper', name: 'Visy – Paper → Smithfield mill', company: 'Visy Recycling', abn: '12002549232', facility: 'Visy Paper Smithfield', address: '2 Holker St, Smithfield NSW 2164', type: 'PaperMill', licence: '1521', states: ALL, rates: { PAPER: 95, CARD: 97 } },
  { key: 'org', name: 'Bingo – Organics → EarthPower', company: 'Bingo Industries', abn: '43617748231', facility: 'EarthPower anaerobic digester', address: '15 Gregory Pl, Camellia NSW 2142', type: 'AnaerobicDigestion', licence: '6437', states: ALL, rates: { ORG: 92, COFFEE: 95 } },
  { key: 'ewaste', name: 'TES – E-waste → Villawood', company: 'TES-AMM Australia', abn: '31121598752', facility: 'TES Villawood', address: '20 Villawood Pl, Villawood NSW 2163', type: 'EwasteRecycler', licence: '13152', states: ALL, rates: { EWASTE: 92, BATT: 95, FLUO: 90 } },
  { key: 'secdoc', name: 'Shred-X – Secure documents → Kurnell', company: 'Shred-X', abn: '60134498611', facility: 'Shred-X Kurnell', address: 'Captain Cook Dr, Kurnell NSW 2231', type: 'PaperMill', licence: '21045', states: ALL, rates: { SECDOC: 98 } },
  { key: 'toner', name: 'Close the Loop – Toner → Somerton', company: 'Close the Loop', abn: '63097234012', facility: 'Close the Loop Somerton', address: '1 Baker Ct, Somerton VIC 3062', type: 'EwasteRecycler', licence: '54321', states: ALL, rates: { TONER: 96 } },
  { key: 'metal', name: 'Sims – Metals → St Marys', company: 'Sims Metal', abn: '69114838630', facility: 'Sims St Marys', address: 'Forrester Rd, St Marys NSW 2760', type: 'TransferStation', licence: '10467', states: ALL, rates: { METAL: 98, TIMBER: 90 } },
  { key: 'reuse', name: 'Green Furniture Hub – Reuse centre', company: 'Green Furniture Hub', abn: '88612345679', facility: 'Green Furniture Hub Silverwater', address: '5 Holker St, Silverwater NSW 2128', type: 'ReuseCentre', licence: 'N/A', states: ALL, rates: { FURN: 100, METAL: 95, TIMBER: 85 } },
  { key: 'charity', name: 'Salvation Army – Donations', company: 'The Salvation Army', abn: '57507607185', facility: 'Salvos Stores Tempe', address: '8 Princes Hwy, Tempe NSW 2044', type: 'Charity', licence: 'N/A', states: ALL, rates: { FURN: 100 } },
];

/** The contractor a building in `state` uses for a stream (first match serving the state). */
export function contractorFor(ctx: Pick<SeedContext, 'ref'>, stream: StreamCode, state: string): number {
  const row = CONTRACTORS.find((c) => c.states.includes(state) && c.rates[stream] !== undefined)
    ?? CONTRACTORS.find((c) => c.rates[stream] !== undefined);
  if (!row) throw new Error(`Seed: no contractor takes ${stream}`);
  return need(ctx.ref.contractors, row.key);
}

export const seedContractors: SeedModule = async (db, ctx) => {
  const ids = await insertIds(
    db,
    destinationContractors,
    CONTRACTORS.map((c, i) => ({
      name: c.name,
      contractorCompany: c.company,
      abn: c.abn,
      facilityName: c.facility,
      facilityAddress: c.address,
      facilityType: c.type,
      epaLicenceNo: c.licence,
      email: `operations@${c.company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
      phone: `02${81_000_000 + i}`,
    })),
  );
  CONTRACTORS.forEach((c, i) => ctx.ref.contractors.set(c.key, ids[i] as number));
  const previous = isoDate(addMonths(ctx.now, -30));
  const current = isoDate(addMonths(ctx.now, -10));
  await insertMany(
    db,
    contractorRecoveryRates,
    CONTRACTORS.flatMap((c, i) =>
      Object.entries(c.rates).flatMap(([stream, rate]) => [
        // The facility improved over the period: the older rate is a few points lower.
        { destinationContractorId: ids[i] as number, wasteStreamId: need(ctx.ref.streams, stream as StreamCode).id, recoveryRatePct: Math.max(0, rate - (rate > 0 ? 3 : 0)), effectiveFrom: previous },
        { destinationContractorId: ids[i] as number, wasteStreamId: need(ctx.ref.streams, stream as StreamCode).id, recoveryRatePct: rate, effectiveFrom: current },
      ]),
    ),
  );
};
