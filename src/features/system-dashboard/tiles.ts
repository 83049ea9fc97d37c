// The dashboard's tiles: which figure, its label and the section it opens (spec §2.3 routes).
import type { SystemDashboardTiles } from '../../data/system-dashboard';

export interface TileSpec {
  key: keyof SystemDashboardTiles;
  label: string;
  /** The section the tile opens; null where the section has no screen. */
  path: string | null;
  unit?: string;
}

export const TILES: readonly TileSpec[] = [
  { key: 'buildings', label: 'Buildings', path: '/buildings' },
  { key: 'customers', label: 'Tenants', path: '/customers' },
  { key: 'users', label: 'Users', path: '/users' },
  { key: 'collectionsLast30Days', label: 'Collections, last 30 days', path: '/collections' },
  { key: 'collectedKgLast30Days', label: 'Collected, last 30 days', path: '/collections', unit: 'kg' },
  { key: 'transactions', label: 'Supplier transactions', path: '/transactions' },
  { key: 'audits', label: 'Audits', path: '/waste-audits' },
  { key: 'furnitureItems', label: 'Furniture items', path: '/furniture-items' },
  { key: 'equipmentCalibrationOverdue', label: 'Equipment overdue for calibration', path: '/equipment' },
  { key: 'openSupportRequests', label: 'Open support requests', path: null },
];

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

export function formatFigure(value: number, unit?: string): string {
  return unit ? `${NUMBER.format(value)} ${unit}` : NUMBER.format(value);
}
