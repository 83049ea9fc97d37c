// The four demo buildings (data-model.md §4) with edition flags chosen so that every edition has a
// building: Harbour Tower (the hero) is Full, Collins is Lite, Eagle is Supplier, Parramatta has
// Furniture and Audits.
import type { packages } from '../schema';

export type BuildingKey = 'harbour' | 'collins' | 'eagle' | 'parramatta';
type NewBuilding = typeof packages.$inferInsert;

export const DEMO_BUILDINGS: Record<BuildingKey, NewBuilding> = {
  harbour: {
    tenantId: 1, name: 'Harbour Tower', tenantName: 'harbour-tower', calibreBins: true,
    addressLine: '1 Harbour Street', suburb: 'Sydney', state: 'NSW', postcode: '2000',
    buildingType: 'Office', netLettableAreaM2: 25_000, floors: 30, occupants: 1_800, operatingDaysPerWeek: 5,
    nabersRatingType: 'WholeBuilding', nabersWasteStars: 4.5, nabersRatingExpiry: '2026-11-30', diversionTargetPct: 70,
    appFull: true, appLite: false, appSupplier: false, appFurniture: false, appAudits: false,
  },
  collins: {
    tenantId: 2, name: 'Collins Place', tenantName: 'collins-place', calibreBins: false,
    addressLine: '35 Collins Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000',
    buildingType: 'Office', netLettableAreaM2: 18_000, floors: 22, occupants: 1_300, operatingDaysPerWeek: 5,
    nabersRatingType: 'BaseBuilding', nabersWasteStars: 4, diversionTargetPct: 65,
    timeZone: 'Australia/Melbourne',
    appFull: false, appLite: true, appSupplier: false, appFurniture: false, appAudits: false,
  },
  eagle: {
    tenantId: 3, name: 'Eagle Street Plaza', tenantName: 'eagle-street', calibreBins: false,
    addressLine: '12 Eagle Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000',
    buildingType: 'MixedUse', netLettableAreaM2: 32_000, floors: 38, occupants: 2_300, operatingDaysPerWeek: 6,
    nabersRatingType: 'WholeBuilding', nabersWasteStars: 3.5, diversionTargetPct: 60,
    timeZone: 'Australia/Brisbane',
    appFull: false, appLite: false, appSupplier: true, appFurniture: false, appAudits: false,
  },
  parramatta: {
    tenantId: 4, name: 'Parramatta Square', tenantName: 'parramatta-square', calibreBins: false,
    addressLine: '3 Parramatta Square', suburb: 'Parramatta', state: 'NSW', postcode: '2150',
    buildingType: 'Office', netLettableAreaM2: 9_000, floors: 10, occupants: 650, operatingDaysPerWeek: 5,
    nabersRatingType: 'BaseBuilding', nabersWasteStars: 5, diversionTargetPct: 75,
    appFull: false, appLite: false, appSupplier: false, appFurniture: true, appAudits: true,
  },
};
