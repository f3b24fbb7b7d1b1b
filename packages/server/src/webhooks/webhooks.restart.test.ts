import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts/bootstrap.ts';
import { documentedVerifier } from '../testing/documentedVerifier.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { addressBody } from '../testing/shopFixtures.ts';
import { startWebhookReceiver } from '../testing/webhookReceiver.ts';

/*
 * No event is lost across a restart (issue 34's "done when"): an order is placed through the API of
 * a server whose delivery worker is off, that server is killed, and a new server process on the
 * same PGlite data directory delivers the queued, signed order.placed to the partner's receiver.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'nirmaan-webhooks-restart-'));
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const LOCAL_TARGETS = { WEBHOOK_ALLOW_LOCAL_TARGETS: 'on', WEBHOOK_POLL_INTERVAL_MS: '100' };

async function call(server: ServerProcess, method: string, path: string, options: { token?: string; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  let body: string | undefined;
  if (options.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(options.json)];
  if (options.form) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(options.form).toString()];
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const answer = { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

describe('webhooks across a restart', () => {
  it('delivers a signed order.placed queued before the server was killed, from the next server process', async () => {
    const first = await startServerProcess({ dataDir, env: { ...LOCAL_TARGETS, WEBHOOK_DELIVERY: 'off' } });
    let secret: string;
    let orderId: number;
    try {
      const admin = (await call(first, 'POST', '/api/v1/admin/login', { json: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } }))
        .access_token;
      secret = (
        await call(first, 'POST', '/api/v1/admin/partners/restart-blog/webhooks', { token: admin, json: { url: receiver.url, events: ['order.placed'] } })
      ).secret;

      // The buyer orders the demo seller's first listing through the partner's widget, as the widgets call the API.
      const seller = (
        await call(first, 'POST', '/api/v1/sellers/login', { form: { username: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password } })
      ).access_token;
      const listing = ((await call(first, 'GET', '/api/v1/sellers/me/listings', { token: seller })) as Array<{ id: number; stock_quantity: number }>).find(
        (row) => row.stock_quantity > 0,
      )!;
      const buyer = (
        await call(first, 'POST', '/api/v1/users/login', { form: { username: DEMO_ACCOUNTS.buyer.phone, password: DEMO_ACCOUNTS.buyer.password } })
      ).access_token;
      const address = await call(first, 'POST', '/api/v1/addresses/', { token: buyer, json: addressBody() });
      await call(first, 'DELETE', '/api/v1/cart/clear', { token: buyer });
      await call(first, 'POST', '/api/v1/cart/add', { token: buyer, json: { listing_id: listing.id, quantity: 1 } });
      orderId = (await call(first, 'POST', `/api/v1/cart/checkout?shipping_address_id=${address.id}&partner_id=restart-blog`, { token: buyer })).id;
    } finally {
      await first.kill();
    }
    expect(receiver.received).toEqual([]);

    const second = await startServerProcess({ dataDir, env: LOCAL_TARGETS });
    try {
      const delivered = await receiver.waitFor((hook) => hook.event.type === 'order.placed');
      expect(delivered.event.data).toMatchObject({ order_id: orderId, partner_id: 'restart-blog' });
      const verify = await documentedVerifier();
      expect(verify(delivered.body, delivered.headers['nirmaan-signature'] as string, secret)).toBe(true);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
