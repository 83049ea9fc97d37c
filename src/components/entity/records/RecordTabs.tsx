// The tabs of a record's view page: its details (fields, then its related lists) and its History.
import { useState, type ReactNode } from 'react';
import type { EntityRow } from '../../../data/entity-queries';
import type { EntityDeclaration } from '../../../domain/entity';
import { HistoryList } from './HistoryList';
import styles from './RecordTabs.module.css';
import { RelatedLists } from './RelatedLists';

type Tab = 'details' | 'history';
const TABS: { key: Tab; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'history', label: 'History' },
];

export function RecordTabs({ declaration, id, record, children }: { declaration: EntityDeclaration; id: number; record: EntityRow; children: ReactNode }) {
  const [tab, setTab] = useState<Tab>('details');
  return (
    <>
      <div role="tablist" aria-label="Record" className={styles.tablist}>
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`record-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`record-panel-${t.key}`}
            onClick={() => setTab(t.key)}
            className={styles.tab}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`record-panel-${tab}`} aria-labelledby={`record-tab-${tab}`}>
        {tab === 'details' ? (
          <>
            {children}
            <RelatedLists declaration={declaration} record={record} />
          </>
        ) : (
          <HistoryList declaration={declaration} id={id} />
        )}
      </div>
    </>
  );
}
