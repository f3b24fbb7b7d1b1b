import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens.ts';
import { categories, chatbotInquiries, crmLeads, listings, products } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

describe('chatbot API', () => {
  it('lists top-level categories with their sub-categories, and a category’s products including its sub-categories', async () => {
    const { body } = await server.call('GET', '/api/v1/chatbot/categories');
    expect(body).toHaveLength(19);
    const cement = body.find((category: { name: string }) => category.name === 'Cement');
    expect(cement.subcategories.map((sub: { name: string }) => sub.name)).toEqual(expect.arrayContaining(['OPC 53 Grade', 'OPC 43 Grade']));
    const all = await server.call('GET', `/api/v1/chatbot/categories/${cement.id}/products`);
    const opc53 = cement.subcategories.find((sub: { name: string }) => sub.name === 'OPC 53 Grade');
    const sub = await server.call('GET', `/api/v1/chatbot/categories/${opc53.id}/products`);
    expect(sub.body.map((product: { name: string }) => product.name)).toContain('UltraTech OPC 53 Grade Cement – 50 kg Bag');
    expect(all.body.length).toBeGreaterThan(sub.body.length);
    expect((await server.call('GET', '/api/v1/chatbot/categories/999999/products')).status).toBe(404);
    expect((await server.call('GET', '/api/v1/chatbot/categories/abc/products')).status).toBe(422);
  });

  it("stores an inquiry with its partner and puts it in the CRM of the product's sellers", async () => {
    const [product] = await server.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.masterSku, 'CEM-OPC53-ULT-50'));
    const [category] = await server.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Cement'));
    const offers = await server.db
      .select({ sellerId: listings.sellerId })
      .from(listings)
      .where(and(eq(listings.productId, product!.id), eq(listings.isActive, true)));
    const sent = await server.call('POST', '/api/v1/chatbot/inquiry', {
      json: {
        buyer_name: ' Meena Iyer ',
        phone_number: '9123400002',
        category_name: 'Cement',
        subcategory_name: 'OPC 53 Grade',
        product_name: product!.name,
        inquiry_date: '2026-11-22T10:00:00.000Z',
        category_id: category!.id,
        product_id: product!.id,
        partner_id: 'blog-7',
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number), sellers_notified: offers.length });
    const [stored] = await server.db.select().from(chatbotInquiries).where(eq(chatbotInquiries.id, sent.body.id));
    expect(stored).toMatchObject({ buyerName: 'Meena Iyer', phoneNumber: '9123400002', partnerId: 'blog-7', productId: product!.id });
    const token = await signAccessToken(TEST_CONFIG.jwtSecret, { sub: String(offers[0]!.sellerId), role: 'seller' });
    const leads = await server.call('GET', '/api/v1/crm/leads', { token });
    expect(leads.body.find((lead: { source: string }) => lead.source === 'chatbot')).toMatchObject({
      title: `Chatbot inquiry: ${product!.name}`,
      description: 'Cement › OPC 53 Grade',
    });
    const routed = await server.db.select().from(crmLeads).where(eq(crmLeads.chatbotInquiryId, sent.body.id));
    expect(routed.every((lead) => lead.partnerId === 'blog-7')).toBe(true);
  });

  it('needs a name and a 10-digit phone (422 in words), never 500', async () => {
    const blank = await server.call('POST', '/api/v1/chatbot/inquiry', { json: { buyer_name: '  ', phone_number: '9123400002' } });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toBe('Please enter your name');
    const shortPhone = await server.call('POST', '/api/v1/chatbot/inquiry', { json: { buyer_name: 'Meena', phone_number: '91234' } });
    expect(shortPhone.body.detail).toBe('Please enter a valid 10-digit phone number');
    const noProduct = await server.call('POST', '/api/v1/chatbot/inquiry', { json: { buyer_name: 'Meena', phone_number: '9123400002', product_id: 999999 } });
    expect(noProduct.body.sellers_notified).toBe(0);
  });
});
