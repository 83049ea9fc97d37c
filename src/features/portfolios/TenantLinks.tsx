// A tenant portfolio's tenants: the buildings that have tenants (GetCustomerPortfolioTenants), then,
// per chosen building, its tenants (GetCustomers filtered by tenantId; inactive ones too when
// "Include inactive tenants" is on → isAllowInactiveTenants). Unticking a building drops its tenants.
import { useMemo, useState } from 'react';
import { Checklist, optionsStatus } from '../../components/checklist/Checklist';
import { usePortfolioCustomers, type LinkedCustomer } from '../../data/portfolios';
import { BuildingLinks, useBuildingOptions, withLinked } from './BuildingLinks';
import styles from './Portfolios.module.css';

/** A chosen tenant and the building it is in. */
export interface TenantLink {
  customerId: number;
  tenantId: number;
}

export interface TenantLinksProps {
  value: readonly TenantLink[];
  onChange(links: TenantLink[]): void;
  /** The tenants linked when the form opened (shown even when the lookup leaves them out). */
  linked: readonly LinkedCustomer[];
  disabled?: boolean;
}

const INACTIVE = 1;

function BuildingTenants({
  tenantId,
  buildingName,
  includeInactive,
  value,
  onChange,
  linked,
  disabled,
}: TenantLinksProps & { tenantId: number; buildingName: string; includeInactive: boolean }) {
  const customers = usePortfolioCustomers(tenantId, includeInactive);
  const label = (name: string, status: number) => (status === INACTIVE ? `${name} (inactive)` : name);
  const options = withLinked(
    (customers.data ?? []).map((c) => ({ value: c.id, label: label(c.name, c.status) })),
    linked.filter((c) => c.tenantId === tenantId).map((c) => ({ value: c.customerId, label: label(c.name, c.status) })),
  );
  const here = value.filter((link) => link.tenantId === tenantId).map((link) => link.customerId);
  return (
    <Checklist
      legend={`Tenants in ${buildingName}`}
      options={options}
      value={here}
      onChange={(ids) => onChange([...value.filter((link) => link.tenantId !== tenantId), ...ids.map((customerId) => ({ customerId, tenantId }))])}
      disabled={disabled}
      status={optionsStatus(customers, options.length, 'No tenants in this building.')}
    />
  );
}

export function TenantLinks(props: TenantLinksProps) {
  const { value, onChange, linked, disabled } = props;
  const [includeInactive, setIncludeInactive] = useState(false);
  const [chosen, setChosen] = useState<number[]>(() => [...new Set(value.map((link) => link.tenantId))]);
  const linkedBuildings = useMemo(
    () => [...new Map(linked.map((c) => [c.tenantId, c.buildingName])).entries()].map(([tenantId, name]) => ({ tenantId, name })),
    [linked],
  );
  const { options } = useBuildingOptions('tenant', linkedBuildings);
  const choose = (tenantIds: number[]) => {
    setChosen(tenantIds);
    onChange(value.filter((link) => tenantIds.includes(link.tenantId)));
  };

  return (
    <div className={styles.section}>
      <BuildingLinks kind="tenant" value={chosen} onChange={choose} linked={linkedBuildings} disabled={disabled} />
      <label className={styles.option}>
        <input type="checkbox" checked={includeInactive} disabled={disabled} onChange={(e) => setIncludeInactive(e.target.checked)} />
        Include inactive tenants
      </label>
      {options
        .filter((option) => chosen.includes(option.value))
        .map((option) => (
          <BuildingTenants key={option.value} {...props} tenantId={option.value} buildingName={option.label} includeInactive={includeInactive} />
        ))}
    </div>
  );
}
