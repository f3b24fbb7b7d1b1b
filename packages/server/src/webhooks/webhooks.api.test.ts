import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES as M } from '@nirmaan/core/pure';
import { rfqItems, rfqOfferItems, rfqOffers, rfqs, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createSeller, listProduct, placeOrder, shopper, someProducts, type TestSeller } from '../testing/sellerFixtures.ts';
import { createAdmin } from '../testing/adminFixtures.ts';
import { documentedVerifier, type DocumentedVerifier } from '../testing/documentedVerifier.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver.ts';
import { WEBHOOK_TEST_MAX, WEBHOOK_TEST_TOO_MANY } from '../http/rateLimits.ts';
import { RETRY_DELAYS_SECONDS } from './deliveryWorker.ts';
import { forgetOldWebhookEvents } from './retention.ts';

/*
 * Signed webhooks (issue 34) against a receiver on 127.0.0.1: the server runs its delivery worker
 * with local targets allowed (WEBHOOK_ALLOW_LOCAL_TARGETS), as in development.
 */

let server: TestServer;
let receiver: WebhookReceiver;
let verify: DocumentedVerifier;
let admin: string;
let seller: TestSeller;
let otherSeller: TestSeller;

beforeAll(async () => {
  server = await startTestServer({ webhooks: { deliver: true, allowLocalTargets: true, pollIntervalMs: 100 } });
  await seedDemoData(server.db);
  receiver = await startWebhookReceiver();
  verify = await documentedVerifier();
  admin = (await createAdmin(server.db)).token;
  seller = await createSeller(server.db, 'Webhook Traders');
  otherSeller = await createSeller(server.db, 'Other Webhook Traders');
}, 60_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const partnerHooks = (partnerId: string) => `/api/v1/admin/partners/${encodeURIComponent(partnerId)}/webhooks`;
const sellerHooks = '/api/v1/sellers/me/webhooks';

async function register(path: string, token: string, events: string[], url = receiver.url) {
  const created = await server.call('POST', path, { token, json: { url, events } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; secret: string };
}

describe('signed webhooks', () => {
  it("delivers a signed order.placed to the partner's endpoint for an order placed with its partner id, and to the seller's", async () => {
    const partnerEndpoint = await register(partnerHooks('sharma-blog'), admin, ['order.placed']);
    const sellerEndpoint = await register(sellerHooks, seller.token, ['order.placed', 'order.status_changed']);
    expect(partnerEndpoint.secret).toMatch(/^whsec_/);
    const listed = (await server.call('GET', partnerHooks('sharma-blog'), { token: admin })).body;
    expect(listed).toEqual([expect.objectContaining({ id: partnerEndpoint.id, url: receiver.url, events: ['order.placed'] })]);
    expect(JSON.stringify(listed)).not.toContain(partnerEndpoint.secret);

    const [product] = await someProducts(server.db, 1, 3);
    const listing = await listProduct(server, seller, product!.id, { price: 250 });
    const orderId = await placeOrder(server, await shopper(server), listing.id, 4, 'sharma-blog');

    const toPartner = await receiver.waitFor((hook) => hook.event.type === 'order.placed' && hook.event.data.partner_id === 'sharma-blog');
    expect(toPartner.event.data).toMatchObject({ order_id: orderId, seller_id: seller.id, status: 'pending', subtotal_paise: 100_000 });
    expect(toPartner.event.data.items).toEqual([expect.objectContaining({ listing_id: listing.id, quantity: 4, price_per_unit_paise: 25_000 })]);
    expect(toPartner.headers['nirmaan-event-id']).toBe(toPartner.event.id);
    expect(toPartner.headers['nirmaan-event-type']).toBe('order.placed');
    await receiver.waitFor((hook) => hook.event.id === toPartner.event.id && hook !== toPartner);
    // The same event, one delivery per endpoint, each signed with its own endpoint's secret.
    const signedBy = (secret: string) =>
      receiver.received.filter((hook) => hook.event.id === toPartner.event.id && verify(hook.body, hook.headers['nirmaan-signature'] as string, secret));
    expect(signedBy(partnerEndpoint.secret)).toHaveLength(1);
    expect(signedBy(sellerEndpoint.secret)).toHaveLength(1);
    // A tampered body or a replay outside the window fails the documented check.
    expect(verify(toPartner.body.replace('"quantity":4', '"quantity":40'), toPartner.headers['nirmaan-signature'] as string, partnerEndpoint.secret)).toBe(
      false,
    );
    expect(verify(toPartner.body, toPartner.headers['nirmaan-signature'] as string, partnerEndpoint.secret, Math.floor(Date.now() / 1000) + 600)).toBe(false);

    const shipped = await server.call('PUT', `/api/v1/orders/seller/orders/${orderId}/status`, { token: seller.token, json: { status: 'processing' } });
    expect(shipped.status).toBe(200);
    const changed = await receiver.waitFor((hook) => hook.event.type === 'order.status_changed' && hook.event.data.order_id === orderId);
    expect(changed.event.data).toMatchObject({ previous_status: 'pending', status: 'processing', seller_id: seller.id });
    expect(verify(changed.body, changed.headers['nirmaan-signature'] as string, sellerEndpoint.secret)).toBe(true);
  });

  it("sends partners their leads without contact details, and sellers their listings' price changes", async () => {
    await register(partnerHooks('lead-partner'), admin, ['lead.created']);
    const quote = await server.call('POST', '/api/v1/quotes', {
      json: {
        name: 'Suresh Gowda',
        email: 'suresh@example.com',
        phone: '9876543210',
        material: 'Cement',
        quantity: 50,
        unit: 'Bags',
        partner_id: 'lead-partner',
      },
    });
    expect(quote.status).toBe(201);
    const lead = await receiver.waitFor((hook) => hook.event.type === 'lead.created' && hook.event.data.partner_id === 'lead-partner');
    expect(lead.event.data).toMatchObject({ kind: 'quote_request', details: { material: 'Cement', quantity: 50, unit: 'Bags' } });
    expect(lead.body).not.toContain('suresh@example.com');
    expect(lead.body).not.toContain('9876543210');

    const pricer = await createSeller(server.db, 'Price Change Traders');
    await register(sellerHooks, pricer.token, ['price.changed']);
    const [product] = await someProducts(server.db, 1, 5);
    const listing = await listProduct(server, pricer, product!.id, { price: 300 });
    expect((await server.call('PUT', `/api/v1/sellers/me/listings/${listing.id}`, { token: pricer.token, json: { price: 320 } })).status).toBe(200);
    const price = await receiver.waitFor((hook) => hook.event.type === 'price.changed' && hook.event.data.listing_id === listing.id);
    expect(price.event.data).toMatchObject({ seller_id: pricer.id, old_price_paise: 30_000, new_price_paise: 32_000 });
  });

  it('sends the partner of an RFQ each offer made on it, with its prices, and forgets settled events after 30 days', async () => {
    await register(partnerHooks('rfq-partner'), admin, ['quote.received']);
    const buyer = await shopper(server);
    const [product] = await someProducts(server.db, 1, 11);
    const [rfq] = await server.db
      .insert(rfqs)
      .values({ buyerId: buyer.id, sitePincode: '560001', partnerId: 'rfq-partner', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const [item] = await server.db
      .insert(rfqItems)
      .values({ rfqId: rfq!.id, position: 0, productId: product!.id, description: 'OPC cement', quantity: 100, unit: 'Bag' })
      .returning();
    // The offer and its prices, in one transaction as a seller's offer is made: the event carries both.
    await server.db.transaction(async (tx) => {
      const [offer] = await tx
        .insert(rfqOffers)
        .values({ rfqId: rfq!.id, sellerId: seller.id, deliveryChargePaise: 500_00, deliveryDate: '2030-01-10', validUntil: '2030-01-20' })
        .returning();
      await tx.insert(rfqOfferItems).values({ offerId: offer!.id, rfqItemId: item!.id, unitPricePaise: 395_00 });
    });
    const offer = await receiver.waitFor((hook) => hook.event.type === 'quote.received' && hook.event.data.rfq_id === rfq!.id);
    expect(offer.event.data).toMatchObject({ partner_id: 'rfq-partner', seller_id: seller.id, revision: 1, delivery_charge_paise: 500_00 });
    expect(offer.event.data.items).toEqual([{ rfq_item_id: item!.id, unit_price_paise: 395_00 }]);

    await expect
      .poll(async () => (await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, offer.event.id)))[0]?.status)
      .toBe('delivered');
    expect(await forgetOldWebhookEvents(server.db)).toBe(0);
    await server.db
      .update(webhookEvents)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookEvents.id, offer.event.id));
    expect(await forgetOldWebhookEvents(server.db)).toBe(1);
    expect(await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, offer.event.id))).toEqual([]);
  });

  it('retries a delivery the receiver answers with 500, with backoff, and logs each attempt', async () => {
    const endpoint = await register(partnerHooks('flaky-partner'), admin, ['lead.created']);
    receiver.answerWith(500);
    await server.call('POST', '/api/v1/chatbot/inquiry', {
      json: { buyer_name: 'Meena Iyer', phone_number: '9123400002', category_name: 'Cement', partner_id: 'flaky-partner' },
    });
    const first = await receiver.waitFor((hook) => hook.event.data.partner_id === 'flaky-partner');
    const log = async () => (await server.call('GET', `${partnerHooks('flaky-partner')}/${endpoint.id}/deliveries`, { token: admin })).body;
    await expect.poll(log).toEqual([expect.objectContaining({ attempt: 1, status_code: 500, response_excerpt: 'receiver broke', delivery_status: 'pending' })]);
    const [queued] = await server.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, (await log())[0].delivery_id));
    const attemptedAt = new Date((await log())[0].attempted_at).getTime();
    // The first retry is due the schedule's first delay after the failure.
    expect(Math.round((queued!.nextAttemptAt.getTime() - attemptedAt) / 1000)).toBe(RETRY_DELAYS_SECONDS[0]);

    // Time passes: the retry falls due, and this time the receiver takes it.
    await server.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, queued!.id));
    await receiver.waitFor((hook) => hook.event.id === first.event.id && hook !== first);
    await expect
      .poll(log)
      .toEqual([
        expect.objectContaining({ attempt: 2, status_code: 200, response_excerpt: 'ok, thanks', delivery_status: 'delivered' }),
        expect.objectContaining({ attempt: 1, status_code: 500 }),
      ]);
    const retried = receiver.received.filter((hook) => hook.event.id === first.event.id);
    expect(retried.map((hook) => hook.headers['nirmaan-delivery-attempt'])).toEqual(['1', '2']);
    expect(retried[1]!.body).toBe(first.body);
  });

  it('sends a test event on demand, and after a rotation signs with the new secret and, for a while, the old one', async () => {
    const endpoint = await register(sellerHooks, otherSeller.token, ['price.changed']);
    const tested = await server.call('POST', `${sellerHooks}/${endpoint.id}/test`, { token: otherSeller.token });
    expect(tested.status).toBe(200);
    expect(tested.body.attempt).toMatchObject({ event_type: 'webhook.test', status_code: 200, delivery_status: 'delivered' });
    const test = await receiver.waitFor((hook) => hook.event.type === 'webhook.test' && hook.event.data.endpoint_id === endpoint.id);
    expect(verify(test.body, test.headers['nirmaan-signature'] as string, endpoint.secret)).toBe(true);

    const rotated = await server.call('POST', `${sellerHooks}/${endpoint.id}/rotate-secret`, { token: otherSeller.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(rotated.body.previous_secret_expires_at).not.toBeNull();
    await server.call('POST', `${sellerHooks}/${endpoint.id}/test`, { token: otherSeller.token });
    const afterRotation = receiver.received.filter((hook) => hook.event.type === 'webhook.test' && hook.event.data.endpoint_id === endpoint.id).at(-1)!;
    const header = afterRotation.headers['nirmaan-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(afterRotation.body, header, rotated.body.secret)).toBe(true);
    expect(verify(afterRotation.body, header, endpoint.secret)).toBe(true);
    expect(verify(afterRotation.body, header, 'whsec_someone-else')).toBe(false);
  });

  it('limits test sends per owner: past the limit a 429 with Retry-After, counted before the send, and other owners unaffected', async () => {
    const hammering = await createSeller(server.db, 'Hammering Traders');
    const endpoint = await register(sellerHooks, hammering.token, ['order.placed']);
    const testsReceived = () => receiver.received.filter((hook) => hook.event.type === 'webhook.test' && hook.event.data.endpoint_id === endpoint.id);
    for (let send = 1; send <= WEBHOOK_TEST_MAX; send++) {
      expect((await server.call('POST', `${sellerHooks}/${endpoint.id}/test`, { token: hammering.token })).status).toBe(200);
    }
    const refused = await server.call('POST', `${sellerHooks}/${endpoint.id}/test`, { token: hammering.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: WEBHOOK_TEST_TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(testsReceived()).toHaveLength(WEBHOOK_TEST_MAX);

    // Another seller, and a partner id, each have their own count.
    const other = await createSeller(server.db, 'Patient Traders');
    const othersEndpoint = await register(sellerHooks, other.token, ['order.placed']);
    expect((await server.call('POST', `${sellerHooks}/${othersEndpoint.id}/test`, { token: other.token })).status).toBe(200);
    const partnerEndpoint = await register(partnerHooks('limit-blog'), admin, ['order.placed']);
    expect((await server.call('POST', `${partnerHooks('limit-blog')}/${partnerEndpoint.id}/test`, { token: admin })).status).toBe(200);
  });

  it("keeps each seller's endpoints to that seller: another seller gets 404", async () => {
    const endpoint = await register(sellerHooks, seller.token, ['price.changed']);
    const others = (await server.call('GET', sellerHooks, { token: otherSeller.token })).body as Array<{ id: number }>;
    expect(others.map((row) => row.id)).not.toContain(endpoint.id);
    for (const [method, path] of [
      ['DELETE', `${sellerHooks}/${endpoint.id}`],
      ['POST', `${sellerHooks}/${endpoint.id}/rotate-secret`],
      ['POST', `${sellerHooks}/${endpoint.id}/test`],
      ['GET', `${sellerHooks}/${endpoint.id}/deliveries`],
      ['GET', `${partnerHooks('someone-else')}/${endpoint.id}/deliveries`],
    ] as const) {
      const refused = await server.call(method, path, { token: method === 'GET' && path.startsWith('/api/v1/admin') ? admin : otherSeller.token });
      expect(refused.status, `${method} ${path}`).toBe(404);
    }
    expect((await server.call('DELETE', `${sellerHooks}/${endpoint.id}`, { token: seller.token })).status).toBe(200);
    expect((await server.call('GET', sellerHooks, { token: seller.token })).body.map((row: { id: number }) => row.id)).not.toContain(endpoint.id);
  });

  it('refuses private, link-local and unique-local targets even where loopback http is allowed, and events a seller cannot get', async () => {
    for (const url of [
      'http://10.1.2.3/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd12:3456::1]/hooks',
      'https://[::ffff:10.0.0.1]/',
    ]) {
      const refused = await server.call('POST', sellerHooks, { token: seller.token, json: { url, events: ['order.placed'] } });
      expect(refused.status, url).toBe(422);
      expect(refused.body.detail, url).toBe(M.privateAddress);
    }
    const quoteForSeller = await server.call('POST', sellerHooks, { token: seller.token, json: { url: receiver.url, events: ['quote.received'] } });
    expect(quoteForSeller.status).toBe(422);
    expect(quoteForSeller.body.detail).toBe(M.eventNotAllowed);
    expect((await server.call('POST', sellerHooks, { token: seller.token, json: { url: receiver.url, events: [] } })).status).toBe(422);
  });
});

describe('the SSRF guard on a production server', () => {
  let production: TestServer;
  let owner: TestSeller;
  beforeAll(async () => {
    production = await startTestServer({ mode: 'production' });
    owner = await createSeller(production.db, 'Production Webhook Traders');
  });
  afterAll(() => production.close());

  it('refuses http, loopback, private and unique-local targets, and a host name resolving to loopback', async () => {
    const refusals: Array<[string, string]> = [
      ['http://93.184.216.34/hooks', M.httpsOnly],
      [receiver.url, M.httpsOnly],
      ['https://127.0.0.1/hooks', M.privateAddress],
      ['https://10.20.30.40/hooks', M.privateAddress],
      ['https://[fd00::1]/hooks', M.privateAddress],
      ['https://localhost/hooks', M.privateAddress],
    ];
    for (const [url, message] of refusals) {
      const refused = await production.call('POST', sellerHooks, { token: owner.token, json: { url, events: ['order.placed'] } });
      expect(refused.status, url).toBe(422);
      expect(refused.body.detail, url).toBe(message);
    }
    expect(
      (await production.call('POST', sellerHooks, { token: owner.token, json: { url: 'https://93.184.216.34/hooks', events: ['order.placed'] } })).status,
    ).toBe(201);
  });

  it('checks the address again when it delivers: a host name that now resolves to loopback is not called', async () => {
    // As if the name resolved to a public address when the endpoint was saved, and now points inward.
    const [endpoint] = await production.db
      .insert(webhookEndpoints)
      .values({ sellerId: owner.id, url: `https://localhost:${receiver.port}/hooks`, events: ['order.placed'], secret: 'whsec_rebound' })
      .returning();
    const tested = await production.call('POST', `${sellerHooks}/${endpoint!.id}/test`, { token: owner.token });
    expect(tested.body.attempt).toMatchObject({ status_code: null, delivery_status: 'pending' });
    expect(tested.body.attempt.error).toMatch(/^refused: localhost resolves to a private address/);
    expect(receiver.received.some((hook) => hook.event.data.endpoint_id === endpoint!.id)).toBe(false);
  });
});
