// A Power BI report embedded with powerbi-client-react (its own lazily loaded chunk). The embed
// token is renewed before it expires, and the embed's loaded / rendered / error events are shown.
import { PowerBIEmbed } from 'powerbi-client-react';
import { models, type Embed } from 'powerbi-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultReportPeriod, type PowerBiEmbedResource } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import { TOKEN_RENEW_MARGIN_MS } from '../../data/reports';
import { ExportButton } from './ExportButton';
import styles from './Reports.module.css';

type EmbedState = 'loading' | 'loaded' | 'rendered' | 'error';

const STATE_TEXT: Record<EmbedState, string> = {
  loading: 'Loading the report…',
  loaded: 'Report loaded.',
  rendered: 'Report ready.',
  error: 'The report could not be shown.',
};

interface Props {
  reportType: ReportType;
  resource: PowerBiEmbedResource;
  /** Fetches a fresh embed resource (a new token). */
  renew(): Promise<PowerBiEmbedResource | undefined>;
}

export default function PowerBiReport({ reportType, resource, renew }: Props) {
  const [state, setState] = useState<EmbedState>('loading');
  const embedRef = useRef<Embed | null>(null);
  // The configuration is made once per report: a new token is handed to the live embed instead.
  const config = useMemo(
    () => ({
      type: 'report',
      id: resource.reportId,
      embedUrl: resource.embedUrl,
      accessToken: resource.accessToken,
      tokenType: models.TokenType.Embed,
      settings: { panes: { filters: { visible: false } } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- renewal goes through setAccessToken
    [resource.reportId, resource.embedUrl],
  );
  const handlers = useMemo(
    () =>
      new Map([
        ['loaded', () => setState('loaded')],
        ['rendered', () => setState('rendered')],
        ['error', () => setState('error')],
      ]),
    [],
  );

  useEffect(() => {
    const wait = Math.max(0, Date.parse(resource.expiration) - Date.now() - TOKEN_RENEW_MARGIN_MS);
    const timer = setTimeout(() => {
      void renew().then((fresh) => fresh && embedRef.current?.setAccessToken(fresh.accessToken));
    }, wait);
    return () => clearTimeout(timer);
  }, [resource.expiration, renew]);

  return (
    <div className={styles.page} data-report-mode="powerbi">
      <header className={styles.header}>
        <h1 className={styles.title}>{resource.reportName}</h1>
        <ExportButton reportType={reportType} reportName={resource.reportName} filters={defaultReportPeriod(new Date())} />
      </header>
      <p role="status" className={state === 'error' ? styles.error : styles.muted}>
        {STATE_TEXT[state]}
      </p>
      <PowerBIEmbed embedConfig={config} eventHandlers={handlers} cssClassName={styles.embed} getEmbeddedComponent={(embed) => void (embedRef.current = embed)} />
    </div>
  );
}
