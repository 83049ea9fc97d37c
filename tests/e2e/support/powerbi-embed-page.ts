// A local stand-in for the page Power BI serves at a report's embedUrl (https://app.powerbi.com/
// reportEmbed?…). Power BI's service cannot run on this machine, and powerbi-client only embeds
// https://*.powerbi.com addresses, so browser tests route that address here (architecture §7).
//
// It answers the SDK's postMessage protocol as powerbi-client 2.x speaks it (window-post-message-
// proxy + http-post-message + powerbi-router):
// - requests arrive as `{ method, url, headers: { 'x-sdk-type', 'x-sdk-version', uid, id, … }, body }`
//   (`/report/load` with the embed configuration, `/report/token` with a renewed token, …);
// - each is answered with `{ headers: { id }, statusCode, body }` (the id pairs the answer with
//   the request; a status outside 2xx rejects the SDK's promise);
// - events go the other way as requests to the SDK's router:
//   `{ method: 'POST', url: '/reports/{uid}/events/{loaded|rendered|error}', headers: {}, body }`.
// What arrived is kept in `window.__pbi.received` for the test to read; `window.__pbi.render()` and
// `window.__pbi.fail(detail)` post the later events when the test says so.
import type { Page, Route } from '@playwright/test';

export interface PowerBiMessage {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
}

/** What the stand-in does once the report is loaded: wait for the test, or fail at once. */
export type EmbedBehaviour = { after: 'wait' } | { after: 'error'; detail: Record<string, unknown> };

function script(behaviour: EmbedBehaviour): string {
  return `
const pbi = { received: [], uid: null };
window.__pbi = pbi;
const post = (message) => window.parent.postMessage(message, '*');
const event = (name, body) => post({ method: 'POST', url: '/reports/' + pbi.uid + '/events/' + name, headers: {}, body });
pbi.render = () => event('rendered', null);
pbi.fail = (detail) => event('error', detail);
window.addEventListener('message', (e) => {
  const m = e.data;
  // Answers of the SDK's router to our events carry no method: nothing to do.
  if (!m || typeof m !== 'object' || typeof m.method !== 'string') return;
  pbi.received.push({ method: m.method, url: m.url, headers: m.headers, body: m.body });
  const answer = (statusCode, body) => post({ headers: { id: m.headers && m.headers.id }, statusCode, body });
  if (m.method === 'POST' && m.url === '/report/load') {
    pbi.uid = m.headers.uid;
    answer(202, null);
    event('loaded', null);
    const behaviour = ${JSON.stringify(behaviour)};
    if (behaviour.after === 'error') pbi.fail(behaviour.detail);
    return;
  }
  if (m.method === 'POST' && m.url === '/report/token') return answer(202, null);
  answer(404, { message: 'Not implemented by the e2e stand-in: ' + m.method + ' ' + m.url });
});`;
}

const html = (behaviour: EmbedBehaviour) =>
  `<!doctype html><html><head><title>Power BI (e2e stand-in)</title></head>` +
  `<body><p>Power BI report (e2e stand-in)</p><script>${script(behaviour)}</script></body></html>`;

/** Routes every Power BI embed address the page opens to the stand-in, served once `until` settles. */
export async function routePowerBiEmbed(page: Page, behaviour: EmbedBehaviour, until: Promise<void> = Promise.resolve()): Promise<void> {
  await page.route('https://*.powerbi.com/**', async (route: Route) => {
    await until;
    await route.fulfill({ contentType: 'text/html', body: html(behaviour) });
  });
}

/** The stand-in's frame once the SDK created it. */
export function embedFrame(page: Page) {
  const frame = page.frames().find((f) => /^https:\/\/[^/]+\.powerbi\.com\//.test(f.url()));
  if (!frame) throw new Error('no Power BI frame on the page');
  return frame;
}

export const receivedMessages = (page: Page): Promise<PowerBiMessage[]> =>
  embedFrame(page).evaluate(() => (window as unknown as { __pbi: { received: PowerBiMessage[] } }).__pbi.received);
