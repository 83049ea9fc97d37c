// A local stand-in for Azure AD's token endpoint and the Power BI REST API. This is the one place
// a fake is right: Power BI's service cannot run here, and the server must still be tested against
// the HTTP exchange it makes (client credentials, report, embed token, export to file).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE = {
  tenantId: 'aad-tenant',
  clientId: 'client-id',
  clientSecret: 'client-secret',
  workspaceId: 'workspace-1',
  reportId: 'pbi-report-full',
  aadToken: 'aad-token-1',
  embedToken: 'embed-token-1',
  pdf: Buffer.from('%PDF-1.7\n% exported by the Power BI stand-in\n%%EOF\n'),
};

export interface FakePowerBi {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

export async function startFakePowerBi(): Promise<FakePowerBi> {
  const calls: string[] = [];
  let polls = 0;
  const report = `/v1.0/myorg/groups/${FAKE.workspaceId}/reports/${FAKE.reportId}`;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '';
      calls.push(`${request.method} ${path}`);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.method === 'POST' && path === `/${FAKE.tenantId}/oauth2/v2.0/token`) {
        const form = new URLSearchParams(await body(request));
        const ok = form.get('grant_type') === 'client_credentials' && form.get('client_id') === FAKE.clientId && form.get('client_secret') === FAKE.clientSecret;
        return ok ? json(200, { token_type: 'Bearer', expires_in: 3599, access_token: FAKE.aadToken }) : json(401, { error: 'invalid_client' });
      }
      if (request.headers.authorization !== `Bearer ${FAKE.aadToken}`) return json(403, { error: 'TokenExpired' });
      if (request.method === 'GET' && path === report) {
        return json(200, { id: FAKE.reportId, name: 'Waste (Power BI)', embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${FAKE.reportId}`, datasetId: 'ds-1' });
      }
      if (request.method === 'POST' && path === `${report}/GenerateToken`) {
        return json(200, { token: FAKE.embedToken, tokenId: 'tid-1', expiration: new Date(Date.now() + 3600_000).toISOString() });
      }
      if (request.method === 'POST' && path === `${report}/ExportTo`) {
        const config = JSON.parse(await body(request)) as { format: string };
        return config.format === 'PDF' ? json(202, { id: 'export-1', status: 'NotStarted', percentComplete: 0 }) : json(400, {});
      }
      if (request.method === 'GET' && path === `${report}/exports/export-1`) {
        polls += 1;
        return json(200, polls < 2 ? { id: 'export-1', status: 'Running', percentComplete: 40 } : { id: 'export-1', status: 'Succeeded', percentComplete: 100 });
      }
      if (request.method === 'GET' && path === `${report}/exports/export-1/file`) {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end(FAKE.pdf);
      }
      json(404, { error: 'NotFound' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
