// The buildings checklist of both portfolio forms: every building for an operational portfolio
// (GetTenants), the buildings with tenants for a tenant portfolio (GetCustomerPortfolioTenants).
import { Checklist, optionsStatus, type ChecklistOption } from '../../components/checklist/Checklist';
import { usePortfolioBuildings, type LinkedBuilding, type PortfolioKindKey } from '../../data/portfolios';

const NONE: Record<PortfolioKindKey, string> = {
  operational: 'No buildings to choose from.',
  tenant: 'No buildings with tenants.',
};

/** The lookup's options, then the linked ones it no longer offers (so they can still be unticked). */
export function withLinked(offered: readonly ChecklistOption<number>[], linked: readonly ChecklistOption<number>[]): ChecklistOption<number>[] {
  return [...offered, ...linked.filter((l) => !offered.some((o) => o.value === l.value))];
}

/** The buildings offered, and those linked when the form opened (named even if no longer offered). */
export function useBuildingOptions(kind: PortfolioKindKey, linked: readonly LinkedBuilding[]) {
  const buildings = usePortfolioBuildings(kind);
  const asOption = (b: LinkedBuilding) => ({ value: b.tenantId, label: b.name });
  const options = withLinked((buildings.data ?? []).map(asOption), linked.map(asOption));
  return { options, status: optionsStatus(buildings, options.length, NONE[kind]) };
}

export interface BuildingLinksProps {
  kind: PortfolioKindKey;
  /** The chosen buildings' tenantIds. */
  value: readonly number[];
  onChange(tenantIds: number[]): void;
  linked: readonly LinkedBuilding[];
  disabled?: boolean;
}

export function BuildingLinks({ kind, value, onChange, linked, disabled }: BuildingLinksProps) {
  const { options, status } = useBuildingOptions(kind, linked);
  return <Checklist legend="Buildings" options={options} value={value} onChange={onChange} disabled={disabled} status={status} />;
}
