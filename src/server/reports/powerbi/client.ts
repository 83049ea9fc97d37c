// The two REST APIs Power BI embedding needs: Azure AD's client-credentials token, and Power BI's
// reports, embed-token and export-to-file calls (learn.microsoft.com/rest/api/power-bi).
import type { ReportFilters } from '../../../domain/report-data';
import type { PowerBiConfig } from './config';

export interface PowerBiReport {
  id: string;
  name: string;
  embedUrl: string;
  datasetId?: string;
}

export interface PowerBiEmbedToken {
  token: string;
  tokenId: string;
  /** ISO date-time. */
  expiration: string;
}

export interface PowerBiExport {
  id: string;
  status: 'Undefined' | 'NotStarted' | 'Running' | 'Succeeded' | 'Failed';
  percentComplete: number;
}

export class PowerBiError extends Error {}

/** AAD tokens live about an hour; one is reused until a minute before it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class PowerBiClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    readonly config: PowerBiConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.token.value;
    const { authorityUrl, tenantId, clientId, clientSecret } = this.config;
    const response = await this.fetchImpl(`${authorityUrl}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope: 'https://analysis.windows.net/powerbi/api/.default',
      }),
    });
    if (!response.ok) throw new PowerBiError(`Azure AD refused the client credentials (${response.status}).`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private reportUrl(reportId: string, rest = ''): string {
    const { apiUrl, workspaceId } = this.config;
    return `${apiUrl}/v1.0/myorg/groups/${encodeURIComponent(workspaceId)}/reports/${encodeURIComponent(reportId)}${rest}`;
  }

  private async call(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json', ...init.headers };
    const response = await this.fetchImpl(url, { ...init, headers });
    if (!response.ok) throw new PowerBiError(`Power BI answered ${response.status} to ${init.method ?? 'GET'} ${new URL(url).pathname}.`);
    return response;
  }

  async getReport(reportId: string): Promise<PowerBiReport> {
    return (await (await this.call(this.reportUrl(reportId))).json()) as PowerBiReport;
  }

  async generateEmbedToken(reportId: string): Promise<PowerBiEmbedToken> {
    const response = await this.call(this.reportUrl(reportId, '/GenerateToken'), {
      method: 'POST',
      body: JSON.stringify({ accessLevel: 'View' }),
    });
    return (await response.json()) as PowerBiEmbedToken;
  }

  /** Export to file: PDF of the whole report, with the period filter when a date column is set. */
  async startExport(reportId: string, filters: ReportFilters): Promise<PowerBiExport> {
    const column = this.config.dateFilterColumn;
    const reportLevelFilters = column
      ? [{ filter: `${column} ge ${filters.from} and ${column} le ${filters.to}` }]
      : [];
    const response = await this.call(this.reportUrl(reportId, '/ExportTo'), {
      method: 'POST',
      body: JSON.stringify({ format: 'PDF', powerBIReportConfiguration: { reportLevelFilters } }),
    });
    return (await response.json()) as PowerBiExport;
  }

  async getExport(reportId: string, exportId: string): Promise<PowerBiExport> {
    return (await (await this.call(this.reportUrl(reportId, `/exports/${encodeURIComponent(exportId)}`))).json()) as PowerBiExport;
  }

  async downloadExport(reportId: string, exportId: string): Promise<Buffer> {
    const response = await this.call(this.reportUrl(reportId, `/exports/${encodeURIComponent(exportId)}/file`));
    return Buffer.from(await response.arrayBuffer());
  }
}

const clients = new Map<string, PowerBiClient>();

/** One client (and its cached AAD token) per configuration. */
export function powerBiClientFor(config: PowerBiConfig): PowerBiClient {
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = new PowerBiClient(config);
    clients.set(key, client);
  }
  return client;
}
