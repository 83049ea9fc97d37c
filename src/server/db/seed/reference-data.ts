// Global reference rows of the demo database (data-model.md §1.2, §4): the 18 waste streams with
// fates, NABERS categories, AS 4123.7 lid colours and densities [C4, C6]; waste types; bin types
// with council weight caps [C5]; products with the §4 indicative prices; service types.

export const STREAMS = [
  { code: 'GEN', name: 'General waste', fate: 'Landfill', nabersCategory: 'GeneralWaste', lidColour: 'Red', defaultDensityKgPerL: 0.09, chartColour: '#6B6B6B' },
  { code: 'COMM', name: 'Commingled recycling', fate: 'Recycling', nabersCategory: 'MixedRecycling', lidColour: 'Yellow', defaultDensityKgPerL: 0.06, chartColour: '#F2C200' },
  { code: 'PAPER', name: 'Paper & cardboard', fate: 'Recycling', nabersCategory: 'Paper', lidColour: 'Blue', defaultDensityKgPerL: 0.22, chartColour: '#1E63B5' },
  { code: 'CARD', name: 'Cardboard', fate: 'Recycling', nabersCategory: 'Cardboard', lidColour: 'Blue', defaultDensityKgPerL: 0.05, chartColour: '#8A5A2B' },
  { code: 'ORG', name: 'Organics/food', fate: 'Organics', nabersCategory: 'Organics', lidColour: 'LimeGreen', defaultDensityKgPerL: 0.34, chartColour: '#6DBE45' },
  { code: 'GLASS', name: 'Glass', fate: 'Recycling', nabersCategory: 'Glass', lidColour: 'Purple', defaultDensityKgPerL: 0.33, chartColour: '#7B3FA0' },
  { code: 'SOFT', name: 'Soft plastics', fate: 'Recycling', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.03, chartColour: '#E377C2' },
  { code: 'EWASTE', name: 'E-waste', fate: 'Treatment', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.2, chartColour: '#17BECF' },
  { code: 'BATT', name: 'Batteries', fate: 'Treatment', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 1.0, chartColour: '#D62728' },
  { code: 'FLUO', name: 'Fluorescent tubes', fate: 'Treatment', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.15, chartColour: '#BCBD22' },
  { code: 'TONER', name: 'Toner cartridges', fate: 'Recycling', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.2, chartColour: '#393B79' },
  { code: 'SECDOC', name: 'Secure documents', fate: 'Recycling', nabersCategory: 'Paper', lidColour: 'Blue', defaultDensityKgPerL: 0.25, chartColour: '#3182BD' },
  { code: 'POLY', name: 'Polystyrene', fate: 'Recycling', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.02, chartColour: '#C7C7C7' },
  { code: 'COFFEE', name: 'Coffee grounds', fate: 'Organics', nabersCategory: 'Organics', lidColour: 'LimeGreen', defaultDensityKgPerL: 0.45, chartColour: '#5C3A21' },
  { code: 'CDS', name: 'Container-deposit containers', fate: 'Recycling', nabersCategory: 'MixedRecycling', lidColour: 'Yellow', defaultDensityKgPerL: 0.05, chartColour: '#FF9896' },
  { code: 'METAL', name: 'Metals', fate: 'Recycling', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.3, chartColour: '#8C8C8C' },
  { code: 'TIMBER', name: 'Timber/pallets', fate: 'Recycling', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.2, chartColour: '#A0522D' },
  { code: 'FURN', name: 'Furniture reuse', fate: 'Reuse', nabersCategory: 'Other', lidColour: null, defaultDensityKgPerL: 0.1, chartColour: '#2CA02C' },
] as const;

export type StreamCode = (typeof STREAMS)[number]['code'];

/** The specialty streams of §4's split (1–3% of the weight). */
export const SPECIALTY_STREAMS: readonly StreamCode[] = ['EWASTE', 'BATT', 'TONER', 'FLUO', 'SOFT', 'SECDOC'];

interface WasteTypeRow {
  name: string;
  code: string;
  stream: StreamCode;
  examples?: string;
  densityKgPerL?: number;
  recycle?: boolean;
  landfill?: boolean;
}

export const WASTE_TYPES: readonly WasteTypeRow[] = [
  { name: 'PET bottles', code: 'PET', stream: 'COMM', examples: 'Water and soft-drink bottles (plastic 1)', densityKgPerL: 0.03 },
  { name: 'HDPE containers', code: 'HDPE', stream: 'COMM', examples: 'Milk bottles, detergent containers (plastic 2)', densityKgPerL: 0.03 },
  { name: 'Aluminium cans', code: 'ALU', stream: 'COMM', examples: 'Drink cans, foil trays', densityKgPerL: 0.03 },
  { name: 'Steel cans', code: 'STEEL', stream: 'COMM', examples: 'Food tins, aerosol cans (empty)', densityKgPerL: 0.08 },
  { name: 'Glass bottles & jars', code: 'GLASSB', stream: 'COMM', examples: 'Wine bottles, sauce jars', densityKgPerL: 0.33 },
  { name: 'Liquid paperboard', code: 'LPB', stream: 'COMM', examples: 'Milk and juice cartons', densityKgPerL: 0.04 },
  { name: 'Office paper', code: 'OFFP', stream: 'PAPER', examples: 'Printer paper, envelopes, notepads', densityKgPerL: 0.25 },
  { name: 'Newspaper & magazines', code: 'NEWS', stream: 'PAPER', examples: 'Newspapers, magazines, brochures', densityKgPerL: 0.3 },
  { name: 'Cardboard', code: 'CARDB', stream: 'PAPER', examples: 'Boxes, cartons (flattened)', densityKgPerL: 0.05 },
  { name: 'Food scraps', code: 'FOOD', stream: 'ORG', examples: 'Fruit, vegetables, leftovers', densityKgPerL: 0.4 },
  { name: 'Coffee grounds', code: 'GROUNDS', stream: 'ORG', examples: 'Spent espresso grounds', densityKgPerL: 0.45 },
  { name: 'Compostable packaging', code: 'COMPOST', stream: 'ORG', examples: 'Certified compostable cups and bowls', densityKgPerL: 0.1 },
  { name: 'Paper towel & tissues', code: 'TOWEL', stream: 'GEN', examples: 'Hand towel, tissues, napkins', densityKgPerL: 0.05 },
  { name: 'Coffee cups', code: 'CUPS', stream: 'GEN', examples: 'Plastic-lined takeaway cups and lids', densityKgPerL: 0.04 },
  { name: 'Residual general waste', code: 'RESID', stream: 'GEN', examples: 'Mixed non-recyclable items', densityKgPerL: 0.09 },
  { name: 'Soft plastic film', code: 'FILM', stream: 'SOFT', examples: 'Bags, wrappers, pallet wrap', densityKgPerL: 0.03 },
  { name: 'Polystyrene', code: 'EPS', stream: 'POLY', examples: 'Packaging foam, foam cups', densityKgPerL: 0.02 },
  { name: 'Furniture steel', code: 'FSTEEL', stream: 'METAL', examples: 'Desk frames, cabinets, chair bases', recycle: true },
  { name: 'Furniture aluminium', code: 'FALU', stream: 'METAL', examples: 'Chair bases, screen frames', recycle: true },
  { name: 'Furniture timber', code: 'FTIMBER', stream: 'TIMBER', examples: 'Solid timber tops, pallets', recycle: true },
  // No textile stream exists among the 18; recycled fabric and foam are tracked under furniture.
  { name: 'Fabric & foam', code: 'FFABRIC', stream: 'FURN', examples: 'Seat cushions, acoustic panels', recycle: true },
  { name: 'Composite & laminate', code: 'FCOMP', stream: 'GEN', examples: 'Particleboard and laminate desk tops', landfill: true },
];

interface BinTypeRow {
  name: string;
  capacityL: number;
  shape: string;
  bodyColour: string;
  lidColour: string | null;
  stream: StreamCode | null;
  disposable?: boolean;
  tareWeightKg: number;
  maxGrossKg: number;
  dims: readonly [number, number, number];
}

// Max gross per council limits [C5]: 240 L < 60 kg, 660 L < 100 kg, 1100 L < 300 kg.
export const BIN_TYPES: readonly BinTypeRow[] = [
  { name: '15L under-desk bin', capacityL: 15, shape: 'UnderDesk', bodyColour: 'Black', lidColour: null, stream: 'GEN', tareWeightKg: 0.4, maxGrossKg: 8, dims: [260, 200, 300] },
  { name: '30L organics caddy', capacityL: 30, shape: 'Caddy', bodyColour: 'Grey', lidColour: 'LimeGreen', stream: 'ORG', tareWeightKg: 1.2, maxGrossKg: 20, dims: [320, 280, 420] },
  { name: '60L station bin', capacityL: 60, shape: 'CentralStation', bodyColour: 'Grey', lidColour: null, stream: null, tareWeightKg: 2.5, maxGrossKg: 25, dims: [300, 400, 750] },
  { name: '80L secure document console', capacityL: 80, shape: 'Console', bodyColour: 'Grey', lidColour: 'Blue', stream: 'SECDOC', tareWeightKg: 18, maxGrossKg: 60, dims: [450, 450, 900] },
  { name: '80L bin liner bag', capacityL: 80, shape: 'Bag', bodyColour: 'Black', lidColour: null, stream: null, disposable: true, tareWeightKg: 0.05, maxGrossKg: 15, dims: [600, 300, 900] },
  { name: '240L MGB general', capacityL: 240, shape: 'MGB2Wheel', bodyColour: 'DarkGreen', lidColour: 'Red', stream: 'GEN', tareWeightKg: 13, maxGrossKg: 60, dims: [580, 730, 1080] },
  { name: '240L MGB commingled', capacityL: 240, shape: 'MGB2Wheel', bodyColour: 'DarkGreen', lidColour: 'Yellow', stream: 'COMM', tareWeightKg: 13, maxGrossKg: 60, dims: [580, 730, 1080] },
  { name: '240L MGB paper', capacityL: 240, shape: 'MGB2Wheel', bodyColour: 'DarkGreen', lidColour: 'Blue', stream: 'PAPER', tareWeightKg: 13, maxGrossKg: 60, dims: [580, 730, 1080] },
  { name: '240L MGB organics', capacityL: 240, shape: 'MGB2Wheel', bodyColour: 'DarkGreen', lidColour: 'LimeGreen', stream: 'ORG', tareWeightKg: 13, maxGrossKg: 60, dims: [580, 730, 1080] },
  { name: '240L MGB glass', capacityL: 240, shape: 'MGB2Wheel', bodyColour: 'DarkGreen', lidColour: 'Purple', stream: 'GLASS', tareWeightKg: 13, maxGrossKg: 60, dims: [580, 730, 1080] },
  { name: '660L MGB general', capacityL: 660, shape: 'MGB4Wheel', bodyColour: 'DarkGreen', lidColour: 'Red', stream: 'GEN', tareWeightKg: 42, maxGrossKg: 100, dims: [1260, 780, 1200] },
  { name: '660L MGB commingled', capacityL: 660, shape: 'MGB4Wheel', bodyColour: 'DarkGreen', lidColour: 'Yellow', stream: 'COMM', tareWeightKg: 42, maxGrossKg: 100, dims: [1260, 780, 1200] },
  { name: '1100L MGB general', capacityL: 1100, shape: 'MGB4Wheel', bodyColour: 'DarkGreen', lidColour: 'Red', stream: 'GEN', tareWeightKg: 60, maxGrossKg: 300, dims: [1240, 1070, 1330] },
  { name: '1100L MGB cardboard', capacityL: 1100, shape: 'MGB4Wheel', bodyColour: 'DarkGreen', lidColour: 'Blue', stream: 'CARD', tareWeightKg: 60, maxGrossKg: 300, dims: [1240, 1070, 1330] },
  { name: '1500L e-waste cage', capacityL: 1500, shape: 'Cage', bodyColour: 'Grey', lidColour: null, stream: 'EWASTE', tareWeightKg: 45, maxGrossKg: 400, dims: [1200, 1000, 1500] },
  { name: '3m³ front-lift general', capacityL: 3000, shape: 'FrontLift', bodyColour: 'DarkGreen', lidColour: 'Red', stream: 'GEN', tareWeightKg: 200, maxGrossKg: 1000, dims: [1800, 1300, 1400] },
  { name: '4.5m³ front-lift cardboard', capacityL: 4500, shape: 'FrontLift', bodyColour: 'Blue', lidColour: 'Blue', stream: 'CARD', tareWeightKg: 200, maxGrossKg: 900, dims: [1800, 1600, 1600] },
];

interface ProductRow {
  name: string;
  stream: StreamCode;
  binType?: string;
  unit: string;
  kg: number;
  price: number;
  transaction: boolean;
  collection: boolean;
}

const lift = (name: string, stream: StreamCode, binType: string, kg: number, price: number): ProductRow => ({
  name, stream, binType, unit: 'Lift', kg, price, transaction: true, collection: true,
});
const bag = (name: string, stream: StreamCode, kg: number): ProductRow => ({
  name, stream, binType: '80L bin liner bag', unit: 'Bag', kg, price: 0, transaction: false, collection: true,
});
const charge = (name: string, stream: StreamCode, unit: string, kg: number, price: number): ProductRow => ({
  name, stream, unit, kg, price, transaction: true, collection: true,
});

// Prices follow the §4 table (estimates): general 1100 L $35–60 a lift, commingled 240 L $5–10,
// organics 240 L $12–20, cardboard 1100 L $8–15, e-waste $1–2/kg, secure console $10–15.
export const PRODUCTS: readonly ProductRow[] = [
  bag('General waste bag', 'GEN', 4),
  bag('Commingled bag', 'COMM', 1.5),
  bag('Paper recycling bag', 'PAPER', 4),
  bag('Organics caddy liner', 'ORG', 3),
  lift('240L General – lift', 'GEN', '240L MGB general', 30, 12),
  lift('660L General – lift', 'GEN', '660L MGB general', 48, 26),
  lift('1100L General – lift', 'GEN', '1100L MGB general', 105, 36),
  lift('3m³ Front-lift General – lift', 'GEN', '3m³ front-lift general', 280, 95),
  lift('240L Commingled – lift', 'COMM', '240L MGB commingled', 16, 7.5),
  lift('660L Commingled – lift', 'COMM', '660L MGB commingled', 40, 14),
  lift('240L Paper – lift', 'PAPER', '240L MGB paper', 35, 6),
  lift('1100L Cardboard – lift', 'CARD', '1100L MGB cardboard', 55, 11),
  lift('240L Organics – lift', 'ORG', '240L MGB organics', 45, 16),
  lift('240L Glass – lift', 'GLASS', '240L MGB glass', 55, 9),
  charge('Secure-document console', 'SECDOC', 'Console', 20, 12.5),
  charge('E-waste – kg', 'EWASTE', 'Kg', 1, 1.5),
  charge('Batteries – kg', 'BATT', 'Kg', 1, 3.2),
  charge('Fluorescent tubes – item', 'FLUO', 'Item', 0.3, 0.9),
  charge('Toner cartridges – item', 'TONER', 'Item', 1, 0),
  charge('Soft plastics – bag', 'SOFT', 'Bag', 1.5, 3),
  charge('Polystyrene – bag', 'POLY', 'Bag', 0.8, 4),
  charge('Coffee grounds – caddy', 'COFFEE', 'Bin', 12, 6),
  charge('Container deposit – bag', 'CDS', 'Bag', 3, 0),
  charge('Cardboard bale', 'CARD', 'Bale', 300, 0),
  charge('Metals – kg', 'METAL', 'Kg', 1, 0),
  charge('Timber/pallets – m³', 'TIMBER', 'M3', 150, 45),
  charge('Furniture reuse – item', 'FURN', 'Item', 25, 0),
];

/** The bag product a tenant's tablet collection of a stream uses. */
export const BAG_PRODUCT: Partial<Record<StreamCode, string>> = {
  GEN: 'General waste bag',
  COMM: 'Commingled bag',
  PAPER: 'Paper recycling bag',
  ORG: 'Organics caddy liner',
};

export const SERVICE_TYPES = [
  { code: 'BLIFT', name: 'Bin lift', unit: 'Lift', rate: 12, stream: null, requiresBinType: true },
  { code: 'BWASH', name: 'Bin wash', unit: 'Each', rate: 8, stream: null, requiresBinType: true },
  { code: 'BSWAP', name: 'Bin swap', unit: 'Each', rate: 25, stream: null, requiresBinType: true },
  { code: 'BALE', name: 'Cardboard bale', unit: 'Each', rate: 5, stream: 'CARD', requiresBinType: false },
  { code: 'COMPACT', name: 'Compactor pickup', unit: 'Lift', rate: 180, stream: 'GEN', requiresBinType: false },
  { code: 'BULKY', name: 'Bulky/hard-waste pickup', unit: 'Each', rate: 150, stream: 'GEN', requiresBinType: false },
  { code: 'XLIFT', name: 'Extra lift', unit: 'Lift', rate: 20, stream: null, requiresBinType: true },
  { code: 'CONTAM', name: 'Contamination call-out', unit: 'Each', rate: 85, stream: null, requiresBinType: false },
] as const satisfies readonly { code: string; name: string; unit: string; rate: number; stream: StreamCode | null; requiresBinType: boolean }[];
