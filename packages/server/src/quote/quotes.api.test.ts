import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { categories, crmContacts, crmLeads, listings, products, quoteRequests, sellers } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin } from '../testing/adminFixtures.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const request = {
  name: ' Suresh Gowda ',
  email: 'suresh@example.com',
  phone: '9876543210',
  company: '',
  material: 'Cement',
  quantity: 200,
  unit: 'Bags',
  message: 'Site at Whitefield',
};
const send = (json: unknown, ip = '10.0.0.1') => server.call('POST', '/api/v1/quotes', { json, headers: { 'x-forwarded-for': ip } });

describe('POST /quotes', () => {
  it('stores a quote request with its product and partner, trimmed, blank company as null', async () => {
    const [product] = await server.db.select({ id: products.id }).from(products).limit(1);
    const { status, body } = await send({ ...request, product_id: product!.id, partner_id: 'dealer-42' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const [stored] = await server.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(stored).toMatchObject({
      name: 'Suresh Gowda',
      company: null,
      material: 'Cement',
      quantity: 200,
      unit: 'Bags',
      productId: product!.id,
      partnerId: 'dealer-42',
      message: 'Site at Whitefield',
    });
  });

  it('keeps the request when its product no longer exists, without the product', async () => {
    const { status, body } = await send({ ...request, product_id: 999999 });
    expect(status).toBe(201);
    const [stored] = await server.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(stored?.productId).toBeNull();
  });

  it("refuses a missing or bad field with the form's message (422), never 500", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...request, name: '  ' }, 'Full name is required'],
      [{ ...request, phone: '98765' }, 'Please enter a valid 10-digit phone number'],
      [{ ...request, email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ ...request, material: 'Gold' }, 'Please choose a material'],
      [{ ...request, quantity: 0 }, 'Enter a quantity greater than 0'],
      [{ ...request, quantity: '200' }, 'Enter a quantity greater than 0'],
      [{ ...request, unit: 'Kg' }, 'Please choose a unit'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status, message).toBe(422);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect((await server.call('POST', '/api/v1/quotes', { headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('reaches the CRM of every seller who lists the product, as a lead on their listing with the person as a contact', async () => {
    const [product] = await server.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
    const offers = await server.db
      .select({ sellerId: listings.sellerId, listingId: listings.id })
      .from(listings)
      .where(and(eq(listings.productId, product!.id), eq(listings.isActive, true)));
    expect(offers.length).toBeGreaterThan(1);
    const sent = await send({ ...request, email: 'routing@example.com', phone: '9000000001', product_id: product!.id, partner_id: 'blog-7' });
    expect(sent.status).toBe(201);
    for (const offer of offers) {
      const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(offer.sellerId), role: 'seller' });
      const leads = await server.call('GET', '/api/v1/crm/leads', { token });
      const lead = leads.body.find(
        (candidate: { source: string; listing_id: number }) => candidate.source === 'quote' && candidate.listing_id === offer.listingId,
      );
      expect(lead, `seller ${offer.sellerId}`).toMatchObject({
        title: `Quote request: ${product!.name}, 200 Bags`,
        quantity: 200,
        stage: 'new',
        description: 'Site at Whitefield',
      });
      const [contact] = await server.db
        .select()
        .from(crmContacts)
        .where(and(eq(crmContacts.sellerId, offer.sellerId), eq(crmContacts.email, 'routing@example.com')));
      expect(contact).toMatchObject({ name: 'Suresh Gowda', phone: '9000000001', source: 'quote' });
      expect(lead.contact_id).toBe(contact!.id);
    }
    // The same person asking again is the same contact.
    await send({ ...request, email: 'routing@example.com', phone: '9000000001', product_id: product!.id });
    const contacts = await server.db
      .select()
      .from(crmContacts)
      .where(and(eq(crmContacts.sellerId, offers[0]!.sellerId), eq(crmContacts.email, 'routing@example.com')));
    expect(contacts).toHaveLength(1);
  });

  it("asked from one supplier's offer, reaches that seller only, with the site pincode; the admin sees whom it asked", async () => {
    const [product] = await server.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
    const offers = await server.db
      .select({ sellerId: listings.sellerId, listingId: listings.id, sellerName: sellers.name })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(and(eq(listings.productId, product!.id), eq(listings.isActive, true)));
    const [asked, other] = offers as [(typeof offers)[number], (typeof offers)[number]];
    const sent = await send(
      { ...request, email: 'one.seller@example.com', quantity: 50, product_id: product!.id, listing_id: asked.listingId, site_pincode: '560034' },
      '10.0.0.7',
    );
    expect(sent.status).toBe(201);
    const leadsOf = async (sellerId: number) =>
      (await server.call('GET', '/api/v1/crm/leads', { token: await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(sellerId), role: 'seller' }) }))
        .body as Array<{
        quote_request_id: number | null;
        title: string;
        description: string | null;
        listing_id: number | null;
      }>;
    const lead = (await leadsOf(asked.sellerId)).find((candidate) => candidate.listing_id === asked.listingId && candidate.title.endsWith('50 Bags'));
    expect(lead).toMatchObject({ description: 'Site pincode: 560034\nSite at Whitefield' });
    expect((await leadsOf(other.sellerId)).some((candidate) => candidate.title.endsWith('50 Bags'))).toBe(false);
    const admin = (await createAdmin(server.db)).token;
    const quotes = (await server.call('GET', '/api/v1/admin/quotes', { token: admin })).body as Array<{
      id: number;
      seller_name: string | null;
      site_pincode: string | null;
    }>;
    expect(quotes.find((quote) => quote.id === sent.body.id)).toMatchObject({ seller_name: asked.sellerName, site_pincode: '560034' });
  });

  it('refuses a quote for an offer that is gone, or of another product, and a bad site pincode (422)', async () => {
    const [product] = await server.db.select({ id: products.id }).from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
    const [offer] = await server.db.select({ id: listings.id }).from(listings).where(eq(listings.productId, product!.id)).limit(1);
    const gone = await send({ ...request, product_id: product!.id, listing_id: 999_999 }, '10.0.0.8');
    expect(gone.status).toBe(422);
    expect(gone.body.detail).toBe('This supplier no longer offers this product. Please choose another supplier.');
    expect((await send({ ...request, product_id: product!.id + 1, listing_id: offer!.id }, '10.0.0.9')).status).toBe(422);
    expect((await send({ ...request, listing_id: offer!.id, site_pincode: '5600' }, '10.0.0.10')).status).toBe(422);
  });

  it('without a product, reaches every seller of the material once (TMT Bars: the steel sellers), and nobody for Other', async () => {
    const tmt = await server.db
      .selectDistinct({ sellerId: listings.sellerId })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(and(eq(categories.name, 'TMT Bars'), eq(listings.isActive, true), eq(sellers.isActive, true)));
    expect(tmt.length).toBeGreaterThan(0);
    const sent = await send(
      { ...request, material: 'TMT Bars', quantity: 2, unit: 'Tons (MT)', email: 'steel@example.com', phone: '9000000002', partner_id: 'dealer-9' },
      '10.0.0.2',
    );
    expect(sent.status).toBe(201);
    const leads = await server.db.select().from(crmLeads).where(eq(crmLeads.quoteRequestId, sent.body.id));
    expect(leads.map((lead) => lead.sellerId).sort()).toEqual(tmt.map((row) => row.sellerId).sort());
    expect(leads[0]).toMatchObject({ title: 'Quote request: TMT Bars, 2 Tons (MT)', listingId: null, partnerId: 'dealer-9', source: 'quote' });

    const other = await send({ ...request, material: 'Other', email: 'other@example.com', phone: '9000000003' }, '10.0.0.3');
    expect(other.status).toBe(201);
    expect(await server.db.select().from(crmLeads).where(eq(crmLeads.quoteRequestId, other.body.id))).toEqual([]);
  });
});
