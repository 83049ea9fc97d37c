// The create / edit form of either kind: the generic form over the kind's declaration (its zod
// schema checks the fields), with the kind's links below it — buildings for an operational
// portfolio, tenants per building for a tenant portfolio — sent in the same body (spec §7).
import { useMemo, useState } from 'react';
import { EntityForm, type FormSubmission } from '../../components/entity/EntityForm';
import type { FormValues } from '../../components/entity/fields/form-values';
import { PORTFOLIO_KINDS, useSavePortfolio, type PortfolioKindKey, type PortfolioRecord } from '../../data/portfolios';
import { BuildingLinks } from './BuildingLinks';
import { TenantLinks, type TenantLink } from './TenantLinks';

export interface PortfolioFormProps {
  kind: PortfolioKindKey;
  /** The portfolio being edited, with its links; null for a new one. */
  record: PortfolioRecord | null;
  onSaved(saved: PortfolioRecord): void;
  onCancel(): void;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

export function PortfolioForm({ kind, record, onSaved, onCancel }: PortfolioFormProps) {
  const { declaration } = PORTFOLIO_KINDS[kind];
  const save = useSavePortfolio(kind);
  const linkedBuildings = useMemo(() => record?.tenants ?? [], [record]);
  const linkedCustomers = useMemo(() => record?.customers ?? [], [record]);
  const [tenantIds, setTenantIds] = useState<number[]>(() => linkedBuildings.map((b) => b.tenantId));
  const [tenantLinks, setTenantLinks] = useState<TenantLink[]>(() =>
    linkedCustomers.map((c) => ({ customerId: c.customerId, tenantId: c.tenantId })),
  );
  const customerIds = tenantLinks.map((link) => link.customerId);

  const links = kind === 'operational' ? { tenantIds } : { customerIds };
  const dirty =
    kind === 'operational'
      ? !sameIds(tenantIds, linkedBuildings.map((b) => b.tenantId))
      : !sameIds(customerIds, linkedCustomers.map((c) => c.customerId));
  const submit = (values: FormValues, submission: FormSubmission) =>
    save.mutateAsync({ id: record?.id, values: { ...values, ...links }, idempotencyKey: submission.idempotencyKey });

  return (
    <EntityForm
      declaration={declaration}
      record={record}
      onSubmit={submit}
      onSaved={(saved) => onSaved(saved as PortfolioRecord)}
      onCancel={onCancel}
      submitLabel={record ? 'Save' : 'Create'}
      dirty={dirty}
      extra={
        kind === 'operational' ? (
          <BuildingLinks kind="operational" value={tenantIds} onChange={setTenantIds} linked={linkedBuildings} disabled={save.isPending} />
        ) : (
          <TenantLinks value={tenantLinks} onChange={setTenantLinks} linked={linkedCustomers} disabled={save.isPending} />
        )
      }
    />
  );
}
