// The links a portfolio's view shows after its fields: its buildings, or its tenants by building.
import type { PortfolioKindKey, PortfolioRecord } from '../../data/portfolios';
import styles from './Portfolios.module.css';

export function PortfolioLinksView({ kind, record }: { kind: PortfolioKindKey; record: PortfolioRecord }) {
  const items =
    kind === 'operational'
      ? (record.tenants ?? []).map((b) => ({ key: b.tenantId, text: b.name }))
      : (record.customers ?? []).map((c) => ({ key: c.customerId, text: `${c.name} — ${c.buildingName}${c.status === 1 ? ' (inactive)' : ''}` }));
  const title = kind === 'operational' ? 'Buildings' : 'Tenants';
  return (
    <section className={styles.section} aria-labelledby="portfolio-links">
      <h2 id="portfolio-links">{title}</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>None linked.</p>
      ) : (
        <ul aria-labelledby="portfolio-links">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
