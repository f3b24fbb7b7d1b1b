import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedVerifier, type DocumentedVerifier } from '../packages/server/src/testing/documentedVerifier.ts';
import { startServerProcess, type ServerProcess } from '../packages/server/src/testing/serverProcess.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../packages/server/src/testing/webhookReceiver.ts';
import { launchChromium } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_BUYER, demoBuyerReadyToCheckOut } from './support/journeys.ts';
import { serveFolder } from './support/staticServer.ts';

/*
 * Issue 34's "done when": a partner's test receiver gets a signed order.placed for an order made
 * through a widget carrying its partner id, also when the server was restarted between the order
 * and the delivery. The server runs as `npm start` runs it (its own process, PGlite in a data
 * directory, the delivery worker on), so it can be stopped and started again on the same data;
 * the partner's page is on another origin and carries <nirmaan-checkout partner-id="…">.
 */

const PARTNER = 'sharma-blog';
const LOCAL_TARGETS = { WEBHOOK_ALLOW_LOCAL_TARGETS: 'on', WEBHOOK_POLL_INTERVAL_MS: '100' };

const dataDir = mkdtempSync(join(tmpdir(), 'nirmaan-partner-webhooks-'));
const pageFolder = mkdtempSync(join(tmpdir(), 'nirmaan-partner-page-'));
let server: ServerProcess;
let browser: Browser;
let partnerSite: { url: string; close: () => Promise<void> };
let receiver: WebhookReceiver;
let verify: DocumentedVerifier;

beforeAll(async () => {
  [server, browser, partnerSite, receiver, verify] = await Promise.all([
    startServerProcess({ dataDir, env: LOCAL_TARGETS }),
    launchChromium(),
    serveFolder(pageFolder),
    startWebhookReceiver(),
    documentedVerifier(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await partnerSite?.close();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pageFolder, { recursive: true, force: true });
});

async function api<T>(method: string, path: string, token: string | null, json?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as T;
  expect(response.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/** The admin registers the partner's receiver for order.placed (partners have no accounts): answers its signing secret. */
async function registerPartnerReceiver(url: string): Promise<string> {
  const { access_token: admin } = await api<{ access_token: string }>('POST', '/admin/login', null, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  const endpoint = await api<{ secret: string }>('POST', `/admin/partners/${PARTNER}/webhooks`, admin, { url, events: ['order.placed'] });
  return endpoint.secret;
}

/** The partner's page on its own origin, loading the widgets from the server as it runs now. */
function partnerPageUrl(): string {
  writeFileSync(
    join(pageFolder, 'shop.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sharma's building blog</title>
<script type="module" src="${server.url}/embed/embed.js"></script></head>
<body><main><h1>Order the cement from this post</h1><nirmaan-checkout partner-id="${PARTNER}"></nirmaan-checkout></main></body></html>`,
  );
  return `${partnerSite.url}/shop.html`;
}

/** Places the buyer's cart as a cash-on-delivery order in the partner's checkout element (signing in inside it if asked): answers the order's id. */
async function placeOrderThroughWidget(page: Page, buyerToken: string): Promise<number> {
  await page.goto(partnerPageUrl());
  const checkout = page.locator('nirmaan-checkout');
  const placeOrder = checkout.getByRole('button', { name: 'Place Order' });
  const logIn = checkout.getByRole('button', { name: 'Log in' });
  await placeOrder.or(logIn).first().waitFor();
  if (await logIn.isVisible()) {
    await logIn.click();
    await checkout.getByRole('textbox', { name: /Phone number/ }).fill(DEMO_BUYER.phone);
    await checkout.locator('input[type="password"]').fill(DEMO_BUYER.password);
    await checkout.getByRole('button', { name: 'Sign In', exact: true }).click();
  }
  await checkout.getByText('Cash on Delivery').first().waitFor();
  const placed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart/checkout');
  await placeOrder.click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  expect(new URL(answer.url()).searchParams.get('partner_id')).toBe(PARTNER);
  // The element goes on to the buyer's order (a navigation, which drops the answer's body): the newest order is the one placed.
  const orders = await api<Array<{ id: number }>>('GET', '/orders/', buyerToken);
  return Math.max(...orders.map((order) => order.id));
}

/** What a receiver following docs/webhooks.md does: checks the signature with the documented snippet, then handles each event id once. */
function handledOnce(deliveries: ReceivedWebhook[], secret: string): ReceivedWebhook[] {
  const handled = new Map<string, ReceivedWebhook>();
  for (const delivery of deliveries) {
    if (!verify(delivery.body, delivery.headers['nirmaan-signature'] as string, secret))
      throw new Error(`a delivery failed the signature check: ${delivery.body}`);
    if (!handled.has(delivery.event.id)) handled.set(delivery.event.id, delivery);
  }
  return [...handled.values()];
}

const orderPlaced = (orderId: number) => (hook: ReceivedWebhook) => hook.event.type === 'order.placed' && hook.event.data.order_id === orderId;

describe("a partner's webhook receiver and an order through its checkout element", () => {
  let secret = '';
  let page: Page;

  it('gets a signed order.placed carrying the partner id; a retry of it has the same event id, so the receiver handles it once', async () => {
    secret = await registerPartnerReceiver(receiver.url);
    const buyer = await demoBuyerReadyToCheckOut(server.url);
    page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    // The receiver's first answer is an error: the event is sent again (10 seconds later).
    receiver.answerWith(500);
    const orderId = await placeOrderThroughWidget(page, buyer);

    const retried = await receiver.waitFor((hook) => orderPlaced(orderId)(hook) && hook.headers['nirmaan-delivery-attempt'] === '2', 30_000);
    const deliveries = receiver.received.filter(orderPlaced(orderId));
    expect(deliveries.map((hook) => hook.headers['nirmaan-delivery-attempt'])).toEqual(['1', '2']);
    expect(deliveries.map((hook) => hook.event.id)).toEqual([retried.event.id, retried.event.id]);
    expect(retried.headers['nirmaan-event-id']).toBe(retried.event.id);
    expect(retried.event.data).toMatchObject({ order_id: orderId, partner_id: PARTNER, status: 'pending', source: 'checkout' });
    // Signed within the replay window of now, each attempt with its own timestamp.
    const signedAt = Number(/t=(\d+)/.exec(retried.headers['nirmaan-signature'] as string)?.[1]);
    expect(Math.abs(Date.now() / 1000 - signedAt)).toBeLessThan(60);
    expect(handledOnce(deliveries, secret)).toEqual([deliveries[0]]);
  }, 90_000);

  it('still gets it when the receiver was down at order time and the server was restarted before the delivery', async () => {
    await receiver.close();
    const orderId = await placeOrderThroughWidget(page, await demoBuyerReadyToCheckOut(server.url));
    await page.context().close();

    // The first attempt found nobody listening: the delivery log says so, and the delivery waits for its retry.
    const { access_token: admin } = await api<{ access_token: string }>('POST', '/admin/login', null, {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    const [endpoint] = await api<Array<{ id: number }>>('GET', `/admin/partners/${PARTNER}/webhooks`, admin);
    await expect
      .poll(
        async () =>
          (
            await api<Array<{ attempt: number; status_code: number | null }>>('GET', `/admin/partners/${PARTNER}/webhooks/${endpoint!.id}/deliveries`, admin)
          )[0],
      )
      .toMatchObject({ attempt: 1, status_code: null, delivery_status: 'pending' });

    await server.stop();
    receiver = await startWebhookReceiver(receiver.port);
    server = await startServerProcess({ dataDir, env: LOCAL_TARGETS });

    const delivered = await receiver.waitFor(orderPlaced(orderId), 30_000);
    expect(delivered.event.data).toMatchObject({ order_id: orderId, partner_id: PARTNER });
    expect(delivered.headers['nirmaan-delivery-attempt']).toBe('2');
    expect(handledOnce(receiver.received, secret)).toEqual([delivered]);
  }, 120_000);
});
