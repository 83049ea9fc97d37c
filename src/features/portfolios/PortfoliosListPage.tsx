// /portfolios (spec §2.3): one list for both kinds, as tabs. Operational portfolios come from
// PUT /api/Portfolios/Get, tenant portfolios from PUT /api/Portfolios/GetTenantPortfolios (spec §7);
// the tenant tab shows only with View on tenant portfolios. Each tab's Deleted filter and restore
// are its kind's own calls (data/portfolios.ts). The open tab is in the address
// (?kind=tenant) so returning from a tenant portfolio lands on its tab.
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EntityList } from '../../components/entity/EntityList';
import { useEntitySession } from '../../data/entity-session';
import { PORTFOLIO_GRID_OPTIONS, PORTFOLIO_KINDS, useDeletePortfolio, usePortfolioRestoration, type PortfolioKindKey } from '../../data/portfolios';
import { useGridPageFetcher } from '../../data/use-entity';
import { hasPermission, Qualifier } from '../../domain/permissions';
import styles from './Portfolios.module.css';

const TAB_LABELS: Record<PortfolioKindKey, string> = { operational: 'Operational', tenant: 'Tenant' };

function KindList({ kind }: { kind: PortfolioKindKey }) {
  const { declaration } = PORTFOLIO_KINDS[kind];
  const fetchPage = useGridPageFetcher(declaration, PORTFOLIO_GRID_OPTIONS[kind]);
  const deletion = useDeletePortfolio(kind);
  const restoration = usePortfolioRestoration(kind);
  return <EntityList declaration={declaration} fetchPage={fetchPage} deletion={deletion} restoration={restoration} />;
}

function PortfolioTabs() {
  const session = useEntitySession();
  const [params, setParams] = useSearchParams();
  const tabs = useRef<Partial<Record<PortfolioKindKey, HTMLButtonElement | null>>>({});
  const kinds = (Object.keys(PORTFOLIO_KINDS) as PortfolioKindKey[]).filter(
    (kind) => session === null || hasPermission(session.permissions, PORTFOLIO_KINDS[kind].declaration.area, Qualifier.View),
  );
  const asked = params.get('kind') === 'tenant' ? 'tenant' : 'operational';
  const current = kinds.includes(asked) ? asked : (kinds[0] ?? 'operational');
  const open = (kind: PortfolioKindKey) => setParams(kind === 'tenant' ? { kind } : {}, { replace: true });

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || kinds.length < 2) return;
    const next = kinds[(kinds.indexOf(current) + step + kinds.length) % kinds.length]!;
    open(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      {kinds.length > 1 && (
        <div role="tablist" aria-label="Portfolio kinds" className={styles.tablist} onKeyDown={onKeyDown}>
          {kinds.map((kind) => (
            <button
              key={kind}
              ref={(node) => {
                tabs.current[kind] = node;
              }}
              type="button"
              role="tab"
              id={`portfolios-tab-${kind}`}
              aria-selected={kind === current}
              aria-controls={`portfolios-panel-${kind}`}
              tabIndex={kind === current ? 0 : -1}
              className={styles.tab}
              onClick={() => open(kind)}
            >
              {TAB_LABELS[kind]}
            </button>
          ))}
        </div>
      )}
      <div role={kinds.length > 1 ? 'tabpanel' : undefined} id={`portfolios-panel-${current}`} aria-labelledby={kinds.length > 1 ? `portfolios-tab-${current}` : undefined}>
        <KindList key={current} kind={current} />
      </div>
    </div>
  );
}

export default function PortfoliosListPage() {
  return (
    <PortfolioTabs />
  );
}
