import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEAD_NOTE_MAX, ADMIN_LEAD_TEXTS } from '@nirmaan/core/pure';
import { admins, chatbotInquiries, leadNotes, quoteRequests } from '../db/schema.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller, type TestSeller } from '../testing/sellerFixtures.ts';
import { createBuyer, type TestBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/*
 * The admin's follow-up of leads (issue 28): each chatbot inquiry and quote request has a status
 * (new until moved) and dated notes with their author; the lists carry both and filter by status.
 * Admin token only; bad input is refused with a message, never a 500.
 */

let server: TestServer;
let admin: TestAdmin;
let otherAdmin: TestAdmin;
let buyer: TestBuyer;
let seller: TestSeller;
const lead = { inquiry: 0, otherInquiry: 0, quote: 0 };

const call = (method: string, path: string, json?: unknown, token: string | undefined = admin.token) =>
  server.call(method, `/api/v1/admin${path}`, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server.db);
  otherAdmin = await createAdmin(server.db);
  await server.db.update(admins).set({ firstName: '', lastName: '' }).where(eq(admins.id, otherAdmin.id));
  buyer = await createBuyer(server.db);
  seller = await createSeller(server.db, 'Leads Test Depot');
  const inquiries = await server.db
    .insert(chatbotInquiries)
    .values([
      { buyerName: 'Anand', phoneNumber: '9812300001', createdAt: new Date('2026-11-19T08:00:00Z') },
      { buyerName: 'Kavya', phoneNumber: '9812300002', createdAt: new Date('2026-11-20T08:00:00Z') },
    ])
    .returning({ id: chatbotInquiries.id });
  lead.inquiry = inquiries[0]!.id;
  lead.otherInquiry = inquiries[1]!.id;
  const [quote] = await server.db
    .insert(quoteRequests)
    .values({ name: 'Suresh Gowda', email: 'suresh@example.com', phone: '9876543210', material: 'Cement', quantity: 200, unit: 'Bags' })
    .returning({ id: quoteRequests.id });
  lead.quote = quote!.id;
}, 60_000);
afterAll(() => server.close());

describe('lead follow-up: who may change it', () => {
  it('answers 401 without a token and 403 to buyers and sellers, for status changes and notes, and changes nothing', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['PUT', `/chatbot-inquiries/${lead.inquiry}/status`, { status: 'won' }],
      ['PUT', `/quotes/${lead.quote}/status`, { status: 'won' }],
      ['POST', `/chatbot-inquiries/${lead.inquiry}/notes`, { text: 'Hello' }],
      ['POST', `/quotes/${lead.quote}/notes`, { text: 'Hello' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, body, '')).status, path).toBe(401);
      expect((await call(method, path, body, buyer.token)).status, path).toBe(403);
      expect((await call(method, path, body, seller.token)).status, path).toBe(403);
    }
    const [inquiry] = await server.db.select().from(chatbotInquiries).where(eq(chatbotInquiries.id, lead.inquiry));
    expect(inquiry?.status).toBe('new');
    expect(await server.db.select().from(leadNotes)).toEqual([]);
  });
});

describe('lead status', () => {
  it('starts new, and the admin moves an inquiry and a quote request on; the answer is the lead as listed', async () => {
    const listed = await call('GET', '/chatbot-inquiries');
    expect(listed.body.find((row: { id: number }) => row.id === lead.inquiry)).toMatchObject({ status: 'new', notes: [] });

    const inquiry = await call('PUT', `/chatbot-inquiries/${lead.inquiry}/status`, { status: 'contacted' });
    expect(inquiry.status).toBe(200);
    expect(inquiry.body).toMatchObject({ id: lead.inquiry, buyer_name: 'Anand', status: 'contacted', notes: [] });
    const quote = await call('PUT', `/quotes/${lead.quote}/status`, { status: 'quoted' });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ id: lead.quote, name: 'Suresh Gowda', status: 'quoted' });
    expect((await call('GET', '/quotes')).body[0]).toMatchObject({ id: lead.quote, status: 'quoted' });
  });

  it('filters the lists by status, with the matching total', async () => {
    await call('PUT', `/chatbot-inquiries/${lead.otherInquiry}/status`, { status: 'spam' });
    const spam = await call('GET', '/chatbot-inquiries?status=spam');
    expect(spam.status).toBe(200);
    expect(spam.body.map((row: { id: number }) => row.id)).toEqual([lead.otherInquiry]);
    expect(spam.headers.get('x-total-count')).toBe('1');
    expect((await call('GET', '/quotes?status=won')).body).toEqual([]);
    expect((await call('GET', '/quotes?status=won')).headers.get('x-total-count')).toBe('0');
  });

  it('refuses a status outside the set, a missing body and a bad id with a message; 404 for an unknown lead', async () => {
    for (const body of [{ status: 'closed' }, { status: 'NEW' }, { status: null }, {}, { status: ['new'] }]) {
      const response = await call('PUT', `/chatbot-inquiries/${lead.inquiry}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.detail).toBe(ADMIN_LEAD_TEXTS.badStatus);
    }
    expect((await call('PUT', `/chatbot-inquiries/${lead.inquiry}/status`)).status).toBeGreaterThanOrEqual(400);
    expect((await call('PUT', '/quotes/abc/status', { status: 'won' })).status).toBe(422);
    expect((await call('PUT', '/quotes/0/status', { status: 'won' })).status).toBe(422);
    const missing = await call('PUT', '/quotes/2147483000/status', { status: 'won' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(ADMIN_LEAD_TEXTS.quoteNotFound);
    expect((await call('PUT', '/chatbot-inquiries/2147483000/status', { status: 'won' })).body.detail).toBe(ADMIN_LEAD_TEXTS.inquiryNotFound);
    expect((await call('GET', '/quotes?status=closed')).status).toBe(422);
  });
});

describe('lead notes', () => {
  it('adds trimmed, dated notes with their author; the list carries them oldest first', async () => {
    const first = await call('POST', `/quotes/${lead.quote}/notes`, { text: '  Called back: wants 200 bags on Monday.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      text: 'Called back: wants 200 bags on Monday.',
      author_id: admin.id,
      author_name: 'Test Admin',
      created_at: expect.any(String),
    });
    const second = await call('POST', `/quotes/${lead.quote}/notes`, { text: 'Sent the price.' }, otherAdmin.token);
    expect(second.status).toBe(201);
    // An admin without a name is shown by e-mail address.
    expect(second.body.author_name).toMatch(/@example\.com$/);

    const [listed] = (await call('GET', '/quotes')).body;
    expect(listed.notes.map((note: { text: string }) => note.text)).toEqual(['Called back: wants 200 bags on Monday.', 'Sent the price.']);
    const inquiry = (await call('GET', '/chatbot-inquiries')).body.find((row: { id: number }) => row.id === lead.inquiry);
    expect(inquiry.notes).toEqual([]);

    await call('POST', `/chatbot-inquiries/${lead.inquiry}/notes`, { text: 'No answer on the phone.' });
    const updated = await call('PUT', `/chatbot-inquiries/${lead.inquiry}/status`, { status: 'contacted' });
    expect(updated.body.notes).toMatchObject([{ text: 'No answer on the phone.', author_id: admin.id }]);
  });

  it('keeps a note when its author account goes, shown as a former admin', async () => {
    const gone = await createAdmin(server.db);
    expect((await call('POST', `/chatbot-inquiries/${lead.otherInquiry}/notes`, { text: 'Spam: a bot.' }, gone.token)).status).toBe(201);
    await server.db.delete(admins).where(eq(admins.id, gone.id));
    const inquiry = (await call('GET', '/chatbot-inquiries')).body.find((row: { id: number }) => row.id === lead.otherInquiry);
    expect(inquiry.notes).toMatchObject([{ text: 'Spam: a bot.', author_id: null, author_name: ADMIN_LEAD_TEXTS.formerAdmin }]);
  });

  it('refuses a blank, too long or missing note with the message of the form, and 404 for an unknown lead', async () => {
    const before = (await server.db.select().from(leadNotes)).length;
    const cases: Array<[unknown, string]> = [
      [{ text: '   ' }, ADMIN_LEAD_TEXTS.noteRequired],
      [{ text: '' }, ADMIN_LEAD_TEXTS.noteRequired],
      [{ text: 'x'.repeat(ADMIN_LEAD_NOTE_MAX + 1) }, ADMIN_LEAD_TEXTS.noteTooLong],
      [{}, ADMIN_LEAD_TEXTS.noteRequired],
      [{ text: 42 }, ADMIN_LEAD_TEXTS.noteRequired],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', `/quotes/${lead.quote}/notes`, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(response.body.detail).toBe(message);
    }
    expect((await call('POST', `/quotes/${lead.quote}/notes`, { text: `  ${'x'.repeat(ADMIN_LEAD_NOTE_MAX)}  ` })).status).toBe(201);
    const missing = await call('POST', '/chatbot-inquiries/2147483000/notes', { text: 'Hello' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(ADMIN_LEAD_TEXTS.inquiryNotFound);
    expect((await server.db.select().from(leadNotes)).length).toBe(before + 1);
  });

  it('goes with its lead', async () => {
    const [quote] = await server.db
      .insert(quoteRequests)
      .values({ name: 'Short Lived', email: 'x@example.com', phone: '9876543219', material: 'Sand', quantity: 1, unit: 'Cft' })
      .returning({ id: quoteRequests.id });
    await call('POST', `/quotes/${quote!.id}/notes`, { text: 'Will be deleted' });
    await server.db.delete(quoteRequests).where(eq(quoteRequests.id, quote!.id));
    expect(await server.db.select().from(leadNotes).where(eq(leadNotes.quoteRequestId, quote!.id))).toEqual([]);
  });
});
