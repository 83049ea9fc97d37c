// A Power BI report embedded with powerbi-client-react (its own lazily loaded chunk). The embed
// token is renewed before it expires, and the embed's loaded / rendered / error events are shown
// (the error with Power BI's own words: the spec has none for it).
import { PowerBIEmbed } from 'powerbi-client-react';
import { models, type Embed } from 'powerbi-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultReportPeriod, type PowerBiEmbedResource } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import { useZoneOf } from '../../data/building-zones';
import { TOKEN_RENEW_MARGIN_MS } from '../../data/reports';
import { ExportButton } from './ExportButton';
import styles from './Reports.module.css';
import layout from '../../components/layout/Page.module.css';

type EmbedState = 'loading' | 'loaded' | 'rendered' | 'error';

const STATE_TEXT: Record<EmbedState, string> = {
  loading: 'Loading the report…',
  loaded: 'Report loaded.',
  rendered: 'Report ready.',
  error: 'The report could not be shown.',
};

/** Power BI's error event carries `{ message, detailedMessage, errorCode, level }`. */
function errorText(event?: Event): string {
  const detail = (event as CustomEvent<{ message?: unknown; detailedMessage?: unknown } | undefined> | undefined)?.detail;
  const said = [detail?.detailedMessage, detail?.message].find((m): m is string => typeof m === 'string' && m !== '');
  return said ? `${STATE_TEXT.error} ${said}` : STATE_TEXT.error;
}

interface Props {
  reportType: ReportType;
  resource: PowerBiEmbedResource;
  /** Fetches a fresh embed resource (a new token). */
  renew(): Promise<PowerBiEmbedResource | undefined>;
}

export default function PowerBiReport({ reportType, resource, renew }: Props) {
  const zone = useZoneOf()(null);
  const [state, setState] = useState<EmbedState>('loading');
  const [failure, setFailure] = useState<string>(STATE_TEXT.error);
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
        [
          'error',
          (event?: Event) => {
            setFailure(errorText(event));
            setState('error');
          },
        ],
      ]),
    [],
  );

  useEffect(() => {
    const wait = Math.max(0, Date.parse(resource.expiration) - Date.now() - TOKEN_RENEW_MARGIN_MS);
    const timer = setTimeout(() => {
      void renew()
        .then((fresh) => fresh && embedRef.current?.setAccessToken(fresh.accessToken))
        .catch((event: unknown) => {
          // The embed refused the new token: the report will stop answering, so say so.
          setFailure(STATE_TEXT.error);
          setState('error');
          console.warn('Power BI token renewal failed', event);
        });
    }, wait);
    return () => clearTimeout(timer);
  }, [resource.expiration, renew]);

  return (
    <div className={layout.stack} data-report-mode="powerbi" data-embed-state={state}>
      <header className={styles.header}>
        <h1 className={styles.title}>{resource.reportName}</h1>
        <ExportButton reportType={reportType} reportName={resource.reportName} filters={defaultReportPeriod(new Date(), zone)} />
      </header>
      <p role="status" className={state === 'error' ? layout.error : layout.muted}>
        {state === 'error' ? failure : STATE_TEXT[state]}
      </p>
      <PowerBIEmbed embedConfig={config} eventHandlers={handlers} cssClassName={styles.embed} getEmbeddedComponent={(embed) => void (embedRef.current = embed)} />
    </div>
  );
}
