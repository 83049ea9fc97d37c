// Global reference data: waste streams, waste types, bin types, products (plus one building-
// specific product variant) and service types. Ids go into ctx.ref for the later modules.
import { binTypes, products, serviceTypes, wasteStreams, wasteTypes } from '../schema';
import { insertIds } from './bulk';
import type { SeedModule } from './context';
import { BIN_TYPES, PRODUCTS, SERVICE_TYPES, STREAMS, WASTE_TYPES } from './reference-data';
import { need } from './reference-ids';

/** Eagle Street's contract price for general lifts: a building-specific product variant [G/B]. */
export const EAGLE_GENERAL_LIFT = '1100L General – lift (Eagle contract)';

export const seedReference: SeedModule = async (db, ctx) => {
  const { ref } = ctx;
  const streamIds = await insertIds(
    db,
    wasteStreams,
    STREAMS.map((s, i) => ({ ...s, sortOrder: (i + 1) * 10 })),
  );
  STREAMS.forEach((s, i) => {
    ref.streams.set(s.code, { id: streamIds[i] as number, code: s.code, fate: s.fate, densityKgPerL: s.defaultDensityKgPerL });
  });
  const streamId = (code: (typeof STREAMS)[number]['code']) => need(ref.streams, code).id;

  const typeIds = await insertIds(
    db,
    wasteTypes,
    WASTE_TYPES.map((t) => ({
      name: t.name,
      code: t.code,
      examples: t.examples ?? null,
      densityKgPerL: t.densityKgPerL ?? null,
      wasteStreamId: streamId(t.stream),
      isFurnitureRecycleType: t.recycle ?? false,
      isFurnitureLandfillType: t.landfill ?? false,
    })),
  );
  WASTE_TYPES.forEach((t, i) => ref.wasteTypes.set(t.name, { id: typeIds[i] as number, streamCode: t.stream }));

  const binIds = await insertIds(
    db,
    binTypes,
    BIN_TYPES.map((b) => ({
      name: b.name,
      capacityL: b.capacityL,
      shape: b.shape,
      bodyColour: b.bodyColour,
      lidColour: b.lidColour,
      wasteStreamId: b.stream ? streamId(b.stream) : null,
      disposable: b.disposable ?? false,
      tareWeightKg: b.tareWeightKg,
      maxGrossKg: b.maxGrossKg,
      widthMm: b.dims[0],
      depthMm: b.dims[1],
      heightMm: b.dims[2],
    })),
  );
  BIN_TYPES.forEach((b, i) =>
    ref.binTypes.set(b.name, { id: binIds[i] as number, capacityL: b.capacityL, tareWeightKg: b.tareWeightKg, maxGrossKg: b.maxGrossKg, streamCode: b.stream }),
  );

  const catalogue = [
    ...PRODUCTS.map((p) => ({ ...p, tenantId: null as number | null })),
    { ...need(new Map(PRODUCTS.map((p) => [p.name, p])), '1100L General – lift'), name: EAGLE_GENERAL_LIFT, price: 38, tenantId: ctx.buildings.eagle },
  ];
  const productIds = await insertIds(
    db,
    products,
    catalogue.map((p) => {
      const bin = p.binType ? need(ref.binTypes, p.binType) : null;
      return {
        tenantId: p.tenantId,
        name: p.name,
        wasteStreamId: streamId(p.stream),
        binTypeId: bin?.id ?? null,
        unitOfMeasure: p.unit,
        capacityL: bin?.capacityL ?? null,
        tareWeightKg: bin?.tareWeightKg ?? null,
        defaultKgPerUnit: p.kg,
        defaultPriceAud: p.price,
        isTransactionProduct: p.transaction,
        isCollectionProduct: p.collection,
      };
    }),
  );
  catalogue.forEach((p, i) => {
    const bin = p.binType ? need(ref.binTypes, p.binType) : null;
    ref.products.set(p.name, {
      id: productIds[i] as number,
      name: p.name,
      streamCode: p.stream,
      wasteStreamId: streamId(p.stream),
      binTypeId: bin?.id ?? null,
      unitOfMeasure: p.unit,
      defaultKgPerUnit: p.kg,
      defaultPriceAud: p.price,
    });
  });

  const serviceTypeIds = await insertIds(
    db,
    serviceTypes,
    SERVICE_TYPES.map((s) => ({
      name: s.name,
      code: s.code,
      unit: s.unit,
      defaultRateAud: s.rate,
      wasteStreamId: s.stream ? streamId(s.stream) : null,
      requiresBinType: s.requiresBinType,
    })),
  );
  SERVICE_TYPES.forEach((s, i) => ref.serviceTypes.set(s.code, { id: serviceTypeIds[i] as number, rateAud: s.rate }));
};
