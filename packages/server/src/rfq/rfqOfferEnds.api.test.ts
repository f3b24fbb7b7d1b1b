import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaDateOf, RFQ_MESSAGES } from '@nirmaan/core/pure';
import { categories, products, rfqs, sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { rfqClosedMessage, rfqRequestMessage } from '../sms/smsGateway.ts';
import { rfqDeadlineText } from './rfqNotices.ts';
import { createSeller, listProduct, type TestSeller } from '../testing/sellerFixtures.ts';
import { buyerWithAddress, type BuyerWithAddress } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// How offers end (issue 31). Its Done-when: "the third seller is told the RFQ closed". The sellers whose open offers an
// acceptance (or a cancellation) closed get one SMS each, after it committed; the sellers accepted
// get none, and a retry with the same Idempotency-Key texts nobody again. A seller may also
// withdraw an open offer while the RFQ is open, and make it again.

const SITE = '560001'; // MG Road, Bangalore
const CHOSE_OTHERS = rfqClosedMessage(SITE, 'chose-others').text;
const CANCELLED = rfqClosedMessage(SITE, 'cancelled').text;
let server: TestServer;
let tiles: number;
let grout: number;
type PhonedSeller = TestSeller & { phone: string };
let sellersAsked: PhonedSeller[];
/** The three sellers asked: Anand, Balaji and Chamundi. */
const threeSellers = () => sellersAsked as [PhonedSeller, PhonedSeller, PhonedSeller];
const today = () => indiaDateOf(new Date());

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  // Products in a category of their own: only the three sellers below are asked.
  const [category] = await server.db.insert(categories).values({ name: 'RFQ Notice Tiles' }).returning({ id: categories.id });
  [tiles, grout] = (
    await server.db
      .insert(products)
      .values([
        { name: 'Ceramic Wall Tile 300x450', masterSku: 'RFQ-NOTICE-TILE', categoryId: category!.id, unit: 'Box' },
        { name: 'Tile Adhesive 20 kg', masterSku: 'RFQ-NOTICE-GLUE', categoryId: category!.id, unit: 'Bag' },
      ])
      .returning({ id: products.id })
  ).map((row) => row.id) as [number, number];
  sellersAsked = [];
  for (const [index, name] of ['Anand Tiles', 'Balaji Tiles', 'Chamundi Tiles'].entries()) {
    const seller = await createSeller(server.db, name);
    // Each seller its own phone, so the outbox tells who was texted.
    const phone = `+91980000010${index}`;
    await server.db.update(sellers).set({ phone }).where(eq(sellers.id, seller.id));
    await listProduct(server, seller, tiles, { stock_quantity: 500 });
    await listProduct(server, seller, grout, { stock_quantity: 500 });
    sellersAsked.push({ ...seller, phone });
  }
}, 60_000);
afterAll(() => server?.close());

const textsTo = (phone: string, text: string) => server.outbox.list(phone).filter((message) => message.text === text);

/** An RFQ of tiles and adhesive answered by the given sellers with a price for both items. */
async function answeredBy(buyer: BuyerWithAddress, answering: readonly TestSeller[]) {
  const asked = await server.call('POST', '/api/v1/rfqs', {
    token: buyer.token,
    json: {
      items: [
        { product_id: tiles, quantity: 20 },
        { product_id: grout, quantity: 10 },
      ],
      site_pincode: SITE,
    },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const rfqId = asked.body.id as number;
  const [tileItem, groutItem] = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.items as Array<{ id: number }>;
  for (const seller of answering) {
    const answered = await server.call('PUT', `/api/v1/sellers/me/rfqs/${rfqId}/offer`, {
      token: seller.token,
      json: {
        items: [
          { rfq_item_id: tileItem!.id, unit_price: 50 },
          { rfq_item_id: groutItem!.id, unit_price: 400 },
        ],
        delivery_charge: 0,
        delivery_date: today(),
        valid_until: today(),
      },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  }
  const offers = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.offers as Array<{ id: number; seller: { id: number } }>;
  const offerOf = (seller: TestSeller) => offers.find((candidate) => candidate.seller.id === seller.id)!.id;
  return { rfqId, tileItem: tileItem!.id, groutItem: groutItem!.id, offerOf };
}

describe('the sellers whose offers closed', () => {
  it('are texted once when the buyer accepts other offers: the third seller, not the two accepted, and not again on a retry', async () => {
    const [anand, balaji, chamundi] = threeSellers();
    const buyer = await buyerWithAddress(server);
    const { rfqId, tileItem, groutItem, offerOf } = await answeredBy(buyer, [anand, balaji, chamundi]);
    const choice = {
      items: [
        { rfq_item_id: tileItem, offer_id: offerOf(anand) },
        { rfq_item_id: groutItem, offer_id: offerOf(balaji) },
      ],
    };
    const accept = () =>
      server.call('POST', `/api/v1/rfqs/${rfqId}/accept?shipping_address_id=${buyer.addressId}`, {
        token: buyer.token,
        json: choice,
        headers: { 'idempotency-key': `notice-${rfqId}` },
      });
    const placed = await accept();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await vi.waitFor(() => expect(textsTo(chamundi.phone, CHOSE_OTHERS)).toHaveLength(1));
    expect(CHOSE_OTHERS).toBe('Nirmaan: the request for prices for a site at 560001 that you answered has closed: the buyer chose other offers.');

    const retried = await accept();
    expect(retried.status).toBe(201);
    expect(retried.body.order_ids).toEqual(placed.body.order_ids);

    // The cancellation of another RFQ, answered by Anand only, texts Anand alone; once that text
    // is in, anything the retry had sent would be too (each text is one query, then the send).
    const other = await answeredBy(buyer, [anand]);
    const cancelled = await server.call('POST', `/api/v1/rfqs/${other.rfqId}/cancel`, { token: buyer.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await vi.waitFor(() => expect(textsTo(anand.phone, CANCELLED)).toHaveLength(1));
    expect(CANCELLED).toBe('Nirmaan: the request for prices for a site at 560001 that you answered has closed: the buyer cancelled it.');

    expect(textsTo(chamundi.phone, CHOSE_OTHERS)).toHaveLength(1);
    for (const accepted of [anand, balaji]) expect(textsTo(accepted.phone, CHOSE_OTHERS)).toEqual([]);
    expect(textsTo(balaji.phone, CANCELLED)).toEqual([]);
    expect(textsTo(chamundi.phone, CANCELLED)).toEqual([]);
  });

  it('are texted when the buyer cancels: every seller with an open offer, nobody who did not answer', async () => {
    const [anand, balaji, chamundi] = threeSellers();
    const before = (seller: { phone: string }) => textsTo(seller.phone, CANCELLED).length;
    const counts = [before(anand), before(balaji), before(chamundi)];
    const buyer = await buyerWithAddress(server);
    const { rfqId } = await answeredBy(buyer, [balaji, chamundi]);
    const cancelled = await server.call('POST', `/api/v1/rfqs/${rfqId}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    await vi.waitFor(() => expect([before(anand), before(balaji), before(chamundi)]).toEqual([counts[0], counts[1]! + 1, counts[2]! + 1]));
    expect((await server.call('POST', `/api/v1/rfqs/${rfqId}/cancel`, { token: buyer.token })).status).toBe(409);
  });
});

describe('a seller withdrawing their offer', () => {
  const withdraw = (seller: TestSeller, rfqId: number) => server.call('POST', `/api/v1/sellers/me/rfqs/${rfqId}/offer/withdraw`, { token: seller.token });

  it('takes it out of the buyer’s comparison until they offer again; an accepted or closed offer stays', async () => {
    const [anand, balaji, chamundi] = threeSellers();
    const buyer = await buyerWithAddress(server);
    const { rfqId, tileItem, groutItem, offerOf } = await answeredBy(buyer, [anand, balaji]);
    const anandOffer = offerOf(anand);

    const withdrawn = await withdraw(anand, rfqId);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.offer).toMatchObject({ id: anandOffer, status: 'withdrawn', revision: 1 });
    const compared = (await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body;
    expect(compared.offers.map((offer: { seller: { id: number } }) => offer.seller.id)).toEqual([balaji.id]);
    const acceptWithdrawn = await server.call('POST', `/api/v1/rfqs/${rfqId}/accept?shipping_address_id=${buyer.addressId}`, {
      token: buyer.token,
      json: { offer_id: anandOffer },
    });
    expect(acceptWithdrawn.status).toBe(422);
    expect(acceptWithdrawn.body.detail).toBe(RFQ_MESSAGES.offerGone);

    // Nothing (more) to withdraw: a 404, as for a request never sent to the seller.
    for (const [seller, id] of [
      [anand, rfqId],
      [chamundi, rfqId],
      [anand, 2_000_000_000],
    ] as const) {
      const refused = await withdraw(seller, id);
      expect(refused.status, `${seller.name} ${id}`).toBe(404);
    }

    // Offered again: open, the next revision, back in the comparison.
    const again = await server.call('PUT', `/api/v1/sellers/me/rfqs/${rfqId}/offer`, {
      token: anand.token,
      json: {
        items: [
          { rfq_item_id: tileItem, unit_price: 49 },
          { rfq_item_id: groutItem, unit_price: null },
        ],
        delivery_charge: 0,
        delivery_date: today(),
        valid_until: today(),
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.offer).toMatchObject({ id: anandOffer, status: 'open', revision: 2 });
    expect((await server.call('GET', `/api/v1/rfqs/${rfqId}`, { token: buyer.token })).body.offers).toHaveLength(2);

    const placed = await server.call('POST', `/api/v1/rfqs/${rfqId}/accept?shipping_address_id=${buyer.addressId}`, {
      token: buyer.token,
      json: { offer_id: offerOf(balaji) },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const accepted = await withdraw(balaji, rfqId);
    expect([accepted.status, accepted.body.detail]).toEqual([409, RFQ_MESSAGES.offerAccepted]);
    const closed = await withdraw(anand, rfqId);
    expect([closed.status, closed.body.detail]).toEqual([409, RFQ_MESSAGES.closed]);
  });

  it('is refused once the buyer cancelled the request', async () => {
    const [anand] = threeSellers();
    const buyer = await buyerWithAddress(server);
    const { rfqId } = await answeredBy(buyer, [anand]);
    expect((await server.call('POST', `/api/v1/rfqs/${rfqId}/cancel`, { token: buyer.token })).status).toBe(200);
    const refused = await withdraw(anand, rfqId);
    expect([refused.status, refused.body.detail]).toEqual([409, RFQ_MESSAGES.closed]);
  });
});

describe("a seller's texts in the language they chose (issue 32)", () => {
  it('come in Tamil once the seller switched the site to Tamil; a seller who never chose gets English', async () => {
    const [anand, balaji] = threeSellers();
    const profile = (await server.call('GET', '/api/v1/sellers/me', { token: balaji.token })).body;
    expect(profile.language).toBeNull();
    // What the header's language switch sends for a signed-in seller (core's chooseSiteLocale).
    const chosen = await server.call('PUT', '/api/v1/sellers/me', {
      token: balaji.token,
      json: { name: profile.name, email: profile.email, phone: profile.phone ?? '', address: profile.address ?? '', language: 'ta' },
    });
    expect([chosen.status, chosen.body.language]).toEqual([200, 'ta']);
    const unknown = await server.call('PUT', '/api/v1/sellers/me', { token: balaji.token, json: { name: profile.name, email: profile.email, language: 'fr' } });
    expect(unknown.status).toBe(422);

    const buyer = await buyerWithAddress(server);
    const { rfqId } = await answeredBy(buyer, [balaji]);
    const [stored] = await server.db.select({ expiresAt: rfqs.expiresAt }).from(rfqs).where(eq(rfqs.id, rfqId));
    const tamilAsk = rfqRequestMessage(2, SITE, rfqDeadlineText(stored!.expiresAt, 'ta'), 'ta').text;
    expect(tamilAsk).toMatch(/^Nirmaan: சைட் 560001-க்காக ஒரு வாங்குபவர் 2 பொருட்களுக்கு உங்கள் விலையைக் கேட்கிறார்\. .+-க்குள் உங்கள் விற்பனையாளர் டாஷ்போர்டில் பதில் அளியுங்கள்\.$/);
    await vi.waitFor(() => expect(server.outbox.list(balaji.phone)[0]?.text).toBe(tamilAsk));
    await vi.waitFor(() => expect(server.outbox.list(anand.phone)[0]?.text).toBe(rfqRequestMessage(2, SITE, indiaDateOf(stored!.expiresAt)).text));

    expect((await server.call('POST', `/api/v1/rfqs/${rfqId}/cancel`, { token: buyer.token })).status).toBe(200);
    await vi.waitFor(() =>
      expect(server.outbox.list(balaji.phone)[0]?.text).toBe(
        'Nirmaan: நீங்கள் பதில் அளித்த சைட் 560001-இன் விலைப்புள்ளி கேட்பு முடிந்துவிட்டது: வாங்குபவர் அதை ரத்து செய்தார்.',
      ),
    );
  });
});
