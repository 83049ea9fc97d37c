// The Power BI path in the browser (issue #6, architecture §7). POWER BI'S SERVICE IS FAKED HERE:
// it cannot run on this machine. The reference server runs in Power BI mode against the local
// stand-in of Azure AD and the Power BI REST API (support/powerbi-server.ts), and the embed address
// it answers (https://app.powerbi.com/reportEmbed?…) is routed to a local page that speaks the
// powerbi-client postMessage protocol (support/powerbi-embed-page.ts). What is real: the server's
// REST exchange, the page's embed through powerbi-client-react, and the SDK's messages both ways.
import type { Page } from '@playwright/test';
import { demoUser, signIn } from './support/session';
import { embedFrame, receivedMessages, routePowerBiEmbed, type PowerBiMessage } from './support/powerbi-embed-page';
import { expect, FAKE, test } from './support/powerbi-server';
import { TOKEN_RENEW_MARGIN_MS } from '../../src/data/reports';

const USER = 'manager';
const EMBED_RESOURCE = '**/api/PowerBI/GetReportEmbedResource';

const report = (page: Page) => page.locator('[data-report-mode="powerbi"]');
const embedStatus = (page: Page) => report(page).getByRole('status');
const messagesTo = async (page: Page, url: string): Promise<PowerBiMessage[]> => (await receivedMessages(page)).filter((m) => m.url === url);

async function openReport(page: Page): Promise<void> {
  await signIn(page, USER);
  await page.goto(demoUser(USER).landing);
}

test('the full report embeds through powerbi-client-react and shows its loaded and rendered events', async ({ page }) => {
  let serve!: () => void;
  await routePowerBiEmbed(page, { after: 'wait' }, new Promise<void>((resolve) => (serve = resolve)));
  await openReport(page);

  // The server's answer came from the Power BI REST stand-in: its report name and embed address.
  await expect(page.getByRole('heading', { name: 'Waste (Power BI)', level: 1 })).toBeVisible();
  const iframe = report(page).locator('iframe');
  await expect(iframe).toHaveAttribute('src', new RegExp(`^https://app\\.powerbi\\.com/reportEmbed\\?reportId=${FAKE.reportId}&uid=\\w+`));
  await expect(embedStatus(page)).toHaveText('Loading the report…');
  await expect(report(page)).toHaveAttribute('data-embed-state', 'loading');

  serve();
  await expect(embedStatus(page)).toHaveText('Report loaded.');
  await expect(report(page)).toHaveAttribute('data-embed-state', 'loaded');
  // The SDK's load request: the embed configuration with the server's embed token, sent by
  // powerbi-client on behalf of powerbi-client-react (which names itself in the SDK headers).
  const [load] = await messagesTo(page, '/report/load');
  const version = expect.stringMatching(/^\d+\.\d+\.\d+$/);
  expect(load).toMatchObject({
    method: 'POST',
    headers: { 'x-sdk-type': 'powerbi-client-react', 'x-sdk-wrapper-version': version, 'x-sdk-version': version, uid: expect.any(String) },
    body: { type: 'report', id: FAKE.reportId, accessToken: FAKE.embedToken, tokenType: 1 },
  });

  await embedFrame(page).evaluate(() => (window as unknown as { __pbi: { render(): void } }).__pbi.render());
  await expect(embedStatus(page)).toHaveText('Report ready.');
  await expect(report(page)).toHaveAttribute('data-embed-state', 'rendered');
});

test("an error event from the embed shows that the report could not be shown, in Power BI's words", async ({ page }) => {
  const detail = { message: 'TokenExpired', detailedMessage: 'Access token has expired, resubmit with a new access token', errorCode: '403', level: 6 };
  await routePowerBiEmbed(page, { after: 'error', detail });
  await openReport(page);
  await expect(embedStatus(page)).toHaveText(`The report could not be shown. ${detail.detailedMessage}`);
  await expect(report(page)).toHaveAttribute('data-embed-state', 'error');
});

test('the embed token is renewed before it expires: a new one from the server reaches the embed', async ({ page, powerBi }) => {
  // The stand-in's tokens live an hour. The first answer is made to expire just past the renewal
  // margin, so that renewal falls due within seconds; its token is renamed so the renewed one,
  // straight from the server, can be told apart.
  const shortLived = 'embed-token-short-lived';
  let answered = 0;
  await page.route(EMBED_RESOURCE, async (route) => {
    answered += 1;
    if (answered > 1) return route.continue();
    const response = await route.fetch();
    const expiration = new Date(Date.now() + TOKEN_RENEW_MARGIN_MS + 3000).toISOString();
    await route.fulfill({ response, json: { ...(await response.json()), accessToken: shortLived, expiration } });
  });
  await routePowerBiEmbed(page, { after: 'wait' });
  const tokensBefore = powerBi.fake.calls.filter((c) => c.endsWith('/GenerateToken')).length;
  await openReport(page);

  await expect(embedStatus(page)).toHaveText('Report loaded.');
  expect((await messagesTo(page, '/report/load'))[0]?.body).toMatchObject({ accessToken: shortLived });
  // setAccessToken: the SDK posts the fresh token to the embed.
  await expect.poll(async () => (await messagesTo(page, '/report/token')).map((m) => m.body), { timeout: 15_000 }).toEqual([FAKE.embedToken]);
  expect(answered).toBe(2);
  // The server asked Power BI for a new embed token for it.
  expect(powerBi.fake.calls.filter((c) => c.endsWith('/GenerateToken')).length).toBe(tokensBefore + 2);
  await expect(report(page)).toHaveAttribute('data-embed-state', 'loaded');
});
