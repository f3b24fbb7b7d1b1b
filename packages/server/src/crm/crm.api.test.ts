import { parse } from 'csv-parse/sync';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts, crmLeads, invoices, orders, orderStatusEvents } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createBuyer, stockOf } from '../testing/shopFixtures.ts';
import { adminToken, createSeller, download, listProduct, someProducts, type TestProduct, type TestSeller, uploadFile } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let catalogue: TestProduct[];
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  catalogue = await someProducts(server.db, 6);
}, 60_000);
afterAll(() => server.close());

const CRM = '/api/v1/crm';
const post = (seller: TestSeller, path: string, json: unknown) => server.call('POST', `${CRM}${path}`, { token: seller.token, json });
const get = (seller: TestSeller, path: string) => server.call('GET', `${CRM}${path}`, { token: seller.token });

async function created(seller: TestSeller, path: string, json: unknown) {
  const response = await post(seller, path, json);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The database's calendar day (India time) shifted by `days`, as 'YYYY-MM-DD'. */
async function day(days: number): Promise<string> {
  const result = await server.db.execute<{ day: string }>(sql`select (current_date + ${days}::integer)::text as day`);
  return result.rows[0]!.day;
}

describe('who may use the CRM', () => {
  it('answers 401 without a token and 403 to a buyer or an admin, for every route', async () => {
    const buyer = await createBuyer(server.db);
    const admin = await adminToken();
    const routes: [string, string][] = [
      ['GET', '/stats'],
      ['GET', '/tasks/reminders'],
      ['POST', '/leads/1/convert-to-order'],
    ];
    for (const kind of ['contacts', 'leads', 'tasks']) {
      routes.push(['GET', `/${kind}`], ['POST', `/${kind}`], ['PUT', `/${kind}/1`], ['DELETE', `/${kind}/1`]);
    }
    for (const kind of ['contacts', 'leads']) routes.push(['GET', `/${kind}/export`], ['POST', `/${kind}/import`]);
    for (const [method, path] of routes) {
      expect((await server.call(method, `${CRM}${path}`)).status, `${method} ${path}`).toBe(401);
      expect((await server.call(method, `${CRM}${path}`, { token: buyer.token })).status, `${method} ${path}`).toBe(403);
      expect((await server.call(method, `${CRM}${path}`, { token: admin })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('contacts, leads and tasks', () => {
  it('creates, lists newest first, edits and deletes contacts; the name is required', async () => {
    const seller = await createSeller(server.db);
    const first = await created(seller, '/contacts', { name: 'Ravi Constructions', email: 'Ravi@Example.com', phone: '98450 12345', company: 'RC Builders' });
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Ravi Constructions',
      email: 'ravi@example.com',
      phone: '98450 12345',
      company: 'RC Builders',
      source: 'manual',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await created(seller, '/contacts', { name: 'Meena' });
    expect(second).toMatchObject({ email: null, phone: null, company: null });
    expect((await get(seller, '/contacts')).body.map((contact: { id: number }) => contact.id)).toEqual([second.id, first.id]);

    const edited = await server.call('PUT', `${CRM}/contacts/${second.id}`, { token: seller.token, json: { company: 'Meena Homes', email: '' } });
    expect(edited.body).toMatchObject({ id: second.id, name: 'Meena', company: 'Meena Homes', email: null });

    for (const [body, message] of [
      [{ name: '  ' }, 'Name is required'],
      [{}, 'Name is required'],
      [{ name: 'X', email: 'not-an-email' }, 'Email is invalid'],
      [{ name: 'X', phone: 'call me' }, 'Please enter a valid phone number'],
    ] as const) {
      const refused = await post(seller, '/contacts', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.detail).toBe(message);
    }
    expect((await server.call('DELETE', `${CRM}/contacts/${first.id}`, { token: seller.token })).status).toBe(204);
    expect((await get(seller, '/contacts')).body.map((contact: { id: number }) => contact.id)).toEqual([second.id]);
  });

  it('keeps leads with the spec stages (new by default), value in rupees, and only own contacts and listings', async () => {
    const seller = await createSeller(server.db);
    const other = await createSeller(server.db);
    const contact = await created(seller, '/contacts', { name: 'Anand' });
    const foreignContact = await created(other, '/contacts', { name: 'Not yours' });
    const listing = await listProduct(server, seller, catalogue[0]!.id);
    const foreignListing = await listProduct(server, other, catalogue[0]!.id);

    const lead = await created(seller, '/leads', {
      title: 'Cement for villa',
      contact_id: contact.id,
      value_amount: 125000.5,
      listing_id: listing.id,
      quantity: 40,
    });
    expect(lead).toEqual({
      id: expect.any(Number),
      title: 'Cement for villa',
      description: null,
      next_step: null,
      contact_id: contact.id,
      value_amount: 125000.5,
      stage: 'new',
      listing_id: listing.id,
      order_id: null,
      quantity: 40,
      source: 'manual',
      partner_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    for (const stage of ['qualified', 'proposal', 'lost', 'won', 'new']) {
      const moved = await server.call('PUT', `${CRM}/leads/${lead.id}`, { token: seller.token, json: { stage } });
      expect(moved.body.stage).toBe(stage);
    }
    const badStage = await server.call('PUT', `${CRM}/leads/${lead.id}`, { token: seller.token, json: { stage: 'maybe' } });
    expect(badStage.status).toBe(422);
    expect(badStage.body.detail).toBe('Stage must be one of new, qualified, proposal, won, lost');
    expect((await post(seller, '/leads', { title: '' })).body.detail).toBe('Title is required');
    expect((await post(seller, '/leads', { title: 'x', quantity: 0 })).body.detail).toBe('Invalid quantity');

    const withForeignContact = await post(seller, '/leads', { title: 'x', contact_id: foreignContact.id });
    expect(withForeignContact.status).toBe(404);
    expect(withForeignContact.body.detail).toBe('Contact not found');
    const withForeignListing = await server.call('PUT', `${CRM}/leads/${lead.id}`, { token: seller.token, json: { listing_id: foreignListing.id } });
    expect(withForeignListing.status).toBe(404);
    expect(withForeignListing.body.detail).toBe('Listing not found');
  });

  it("edits a lead's description, value, next step and stage together; '' or null clears them; overlong text is refused", async () => {
    const seller = await createSeller(server.db);
    const lead = await created(seller, '/leads', { title: 'Tiles for lobby', next_step: 'Send the catalogue' });
    expect(lead.next_step).toBe('Send the catalogue');
    const put = (json: unknown) => server.call('PUT', `${CRM}/leads/${lead.id}`, { token: seller.token, json });

    const edited = await put({ description: '  120 sq m, anti-skid  ', value_amount: 84000.25, next_step: ' Site visit on Friday ', stage: 'qualified' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Tiles for lobby',
      description: '120 sq m, anti-skid',
      value_amount: 84000.25,
      next_step: 'Site visit on Friday',
      stage: 'qualified',
    });
    expect((await get(seller, '/leads')).body[0]).toMatchObject({ next_step: 'Site visit on Friday', description: '120 sq m, anti-skid' });

    const cleared = await put({ description: '', next_step: null, value_amount: null });
    expect(cleared.body).toMatchObject({ description: null, next_step: null, value_amount: null, stage: 'qualified' });

    const tooLong = await put({ next_step: 'x'.repeat(301) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toBe('Next step must be at most 300 characters');
    expect((await put({})).body.detail).toBe('Nothing to change');
  });

  it("links a task to the seller's own contact or lead, moves and clears the link, never to another seller's (404)", async () => {
    const seller = await createSeller(server.db);
    const other = await createSeller(server.db);
    const contact = await created(seller, '/contacts', { name: 'Meena' });
    const lead = await created(seller, '/leads', { title: 'Sand for podium' });
    const foreignLead = await created(other, '/leads', { title: 'Not yours' });
    const foreignContact = await created(other, '/contacts', { name: 'Not yours' });
    const task = await created(seller, '/tasks', { title: 'Call Meena', contact_id: contact.id });
    expect(task).toMatchObject({ contact_id: contact.id, lead_id: null });
    const put = (json: unknown) => server.call('PUT', `${CRM}/tasks/${task.id}`, { token: seller.token, json });

    const moved = await put({ contact_id: null, lead_id: lead.id, due_date: await day(3), status: 'completed' });
    expect(moved.body).toMatchObject({ contact_id: null, lead_id: lead.id, due_date: await day(3), status: 'completed' });
    for (const [json, detail] of [
      [{ lead_id: foreignLead.id }, 'Lead not found'],
      [{ contact_id: foreignContact.id }, 'Contact not found'],
    ] as const) {
      const refused = await put(json);
      expect(refused.status).toBe(404);
      expect(refused.body.detail).toBe(detail);
    }
    expect((await get(seller, '/tasks')).body[0]).toMatchObject({ lead_id: lead.id, contact_id: null });
  });

  it('keeps tasks (medium, open by default); completing one stamps it, reopening clears it', async () => {
    const seller = await createSeller(server.db);
    const task = await created(seller, '/tasks', { title: 'Call back about TMT', due_date: await day(1) });
    expect(task).toMatchObject({
      title: 'Call back about TMT',
      priority: 'medium',
      status: 'open',
      completed_at: null,
      due_date: await day(1),
      contact_id: null,
      lead_id: null,
    });
    const done = await server.call('PUT', `${CRM}/tasks/${task.id}`, { token: seller.token, json: { status: 'completed' } });
    expect(done.body).toMatchObject({ status: 'completed', completed_at: expect.any(String), title: 'Call back about TMT' });
    const reopened = await server.call('PUT', `${CRM}/tasks/${task.id}`, { token: seller.token, json: { status: 'open', priority: 'high' } });
    expect(reopened.body).toMatchObject({ status: 'open', completed_at: null, priority: 'high' });

    for (const [body, message] of [
      [{ title: 'x', priority: 'urgent' }, 'Priority must be one of low, medium, high'],
      [{ title: 'x', status: 'done' }, 'Status must be one of open, completed'],
      [{ title: 'x', due_date: '2025-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
      [{ title: 'x', due_date: 'tomorrow' }, 'Due date must be a date (YYYY-MM-DD)'],
      [{ title: ' ' }, 'Title is required'],
    ] as const) {
      const refused = await post(seller, '/tasks', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.detail).toBe(message);
    }
  });

  it('caps each list at 100, newest first', async () => {
    const seller = await createSeller(server.db);
    await server.db.insert(crmContacts).values(Array.from({ length: 105 }, (_, index) => ({ sellerId: seller.id, name: `Contact ${index}` })));
    const listed = await get(seller, '/contacts');
    expect(listed.body).toHaveLength(100);
    expect(listed.body[0].name).toBe('Contact 104');
    expect((await get(seller, '/contacts?limit=101')).status).toBe(422);
  });

  it("never shows or changes another seller's contacts, leads or tasks (404), and answers 422 for a malformed id", async () => {
    const a = await createSeller(server.db);
    const b = await createSeller(server.db);
    const records = {
      contacts: await created(a, '/contacts', { name: 'A contact' }),
      leads: await created(a, '/leads', { title: 'A lead' }),
      tasks: await created(a, '/tasks', { title: 'A task' }),
    };
    const changes = { contacts: { name: 'Taken' }, leads: { title: 'Taken' }, tasks: { title: 'Taken' } };
    for (const kind of ['contacts', 'leads', 'tasks'] as const) {
      const { id } = records[kind];
      expect((await get(b, `/${kind}`)).body, kind).toEqual([]);
      const put = await server.call('PUT', `${CRM}/${kind}/${id}`, { token: b.token, json: changes[kind] });
      expect(put.status, kind).toBe(404);
      expect((await server.call('DELETE', `${CRM}/${kind}/${id}`, { token: b.token })).status, kind).toBe(404);
      expect((await get(a, `/${kind}`)).body, kind).toEqual([records[kind]]);
      expect((await server.call('PUT', `${CRM}/${kind}/abc`, { token: a.token, json: changes[kind] })).status, kind).toBe(422);
      expect((await server.call('DELETE', `${CRM}/${kind}/0`, { token: a.token })).status, kind).toBe(422);
    }
    expect((await post(b, `/leads/${records.leads.id}/convert-to-order?quantity=1`, undefined)).status).toBe(404);
    expect((await post(b, '/tasks', { title: 'x', lead_id: records.leads.id })).status).toBe(404);
  });
});

describe('stats and reminders', () => {
  it('counts contacts, open leads (neither won nor lost) and their value', async () => {
    const seller = await createSeller(server.db);
    expect((await get(seller, '/stats')).body).toEqual({ total_contacts: 0, total_open_leads: 0, total_value_open: 0 });
    await created(seller, '/contacts', { name: 'One' });
    await created(seller, '/contacts', { name: 'Two' });
    await created(seller, '/leads', { title: 'open 1', value_amount: 1000.25 });
    await created(seller, '/leads', { title: 'open 2', value_amount: 500, stage: 'proposal' });
    await created(seller, '/leads', { title: 'no value', stage: 'qualified' });
    await created(seller, '/leads', { title: 'won', value_amount: 9999, stage: 'won' });
    await created(seller, '/leads', { title: 'lost', value_amount: 9999, stage: 'lost' });
    expect((await get(seller, '/stats')).body).toEqual({ total_contacts: 2, total_open_leads: 3, total_value_open: 1500.25 });
    // Another seller's figures are their own.
    expect((await get(await createSeller(server.db), '/stats')).body).toEqual({ total_contacts: 0, total_open_leads: 0, total_value_open: 0 });
  });

  it('reminds of open tasks due today, overdue and due within 7 days; not of completed or undated ones', async () => {
    const seller = await createSeller(server.db);
    const task = async (title: string, dueIn: number | null, status = 'open') =>
      (await created(seller, '/tasks', { title, status, due_date: dueIn === null ? null : await day(dueIn) })).id as number;
    const today = await task('today', 0);
    const overdue = await task('overdue', -3);
    const soon = await task('soon', 2);
    const week = await task('in a week', 7);
    await task('later', 8);
    await task('undated', null);
    await task('done today', 0, 'completed');
    await created(await createSeller(server.db), '/tasks', { title: 'not mine', due_date: await day(0) });

    const reminders = (await get(seller, '/tasks/reminders')).body;
    expect(reminders).toMatchObject({ due_today_count: 1, overdue_count: 1, upcoming_count: 2 });
    expect(reminders.due_today.map((t: { id: number }) => t.id)).toEqual([today]);
    expect(reminders.overdue.map((t: { id: number }) => t.id)).toEqual([overdue]);
    expect(reminders.upcoming.map((t: { id: number }) => t.id)).toEqual([soon, week]);

    await server.call('PUT', `${CRM}/tasks/${today}`, { token: seller.token, json: { status: 'completed' } });
    expect((await get(seller, '/tasks/reminders')).body).toMatchObject({ due_today_count: 0, due_today: [] });
  });
});

describe('lead to order', () => {
  async function leadWithListing(stock = 10, quantity: number | null = 4) {
    const seller = await createSeller(server.db);
    const listing = await listProduct(server, seller, catalogue[1]!.id, { price: 350, stock_quantity: stock });
    const contact = await created(seller, '/contacts', { name: 'Lakshmi Builders', phone: '+91 98860 11111', email: 'lakshmi@example.com' });
    const lead = await created(seller, '/leads', { title: 'Blocks for site', contact_id: contact.id, listing_id: listing.id, quantity });
    return { seller, listing, contact, lead };
  }

  it("makes a real order for the lead's contact, takes the stock, marks the lead won, and refuses a second conversion", async () => {
    const { seller, listing, lead } = await leadWithListing(10, 4);
    const converted = await post(seller, `/leads/${lead.id}/convert-to-order`, undefined);
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    const orderId = converted.body.order_id;
    expect(converted.body.lead).toMatchObject({ id: lead.id, order_id: orderId, quantity: 4, stage: 'won' });
    expect(converted.body.order).toMatchObject({
      id: orderId,
      source: 'crm_lead',
      status: 'pending',
      subtotal: 1400,
      delivery_charges: 0,
      total_amount: 1400,
      user: null,
      customer: { name: 'Lakshmi Builders', phone: '+91 98860 11111', email: 'lakshmi@example.com' },
      shipping_address: null,
      order_items: [{ quantity: 4, price_per_unit: 350, listing: { id: listing.id, product: { id: catalogue[1]!.id, name: catalogue[1]!.name } } }],
      next_status: 'processing',
    });
    expect(await stockOf(server.db, listing.id)).toBe(6);
    // Its tax invoice, made out to the contact; handed over where the seller is (no shipping address): intra-state.
    expect(converted.body.order.invoice_number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
    const [invoice] = await server.db.select({ document: invoices.document }).from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.document.buyer).toMatchObject({ name: 'Lakshmi Builders', gstin: null, stateCode: '29' });
    expect(invoice!.document.figures.supply).toBe('intra-state');
    expect(invoice!.document.figures.exactTotalPaise).toBe(140_000);
    const [event] = await server.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
    expect(event).toMatchObject({ status: 'pending', actorRole: 'seller', actorId: seller.id });
    // It is one of the seller's orders, and it advances like any other.
    expect((await server.call('GET', '/api/v1/sellers/me/orders', { token: seller.token })).body.map((order: { id: number }) => order.id)).toEqual([orderId]);
    expect((await server.call('PUT', `/api/v1/orders/seller/orders/${orderId}/status`, { token: seller.token, json: { status: 'processing' } })).status).toBe(
      200,
    );

    const twice = await post(seller, `/leads/${lead.id}/convert-to-order?quantity=1`, undefined);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('This lead has already been converted to an order');
    expect(await stockOf(server.db, listing.id)).toBe(6);
    expect(await server.db.select({ id: orders.id }).from(orders).where(eq(orders.sellerId, seller.id))).toHaveLength(1);
    expect((await get(seller, '/stats')).body.total_open_leads).toBe(0);
  });

  it("takes the query's quantity over the lead's; 'Invalid quantity' for none, zero or junk", async () => {
    const { seller, listing, lead } = await leadWithListing(10, null);
    for (const query of ['', '?quantity=0', '?quantity=-2', '?quantity=abc', '?quantity=1.5']) {
      const refused = await post(seller, `/leads/${lead.id}/convert-to-order${query}`, undefined);
      expect(refused.status, query).toBe(422);
      expect(refused.body.detail, query).toBe('Invalid quantity');
    }
    const converted = await post(seller, `/leads/${lead.id}/convert-to-order?quantity=7`, undefined);
    expect(converted.status).toBe(201);
    expect(converted.body.lead.quantity).toBe(7);
    expect(await stockOf(server.db, listing.id)).toBe(3);
  });

  it('refuses more than the stock, a lead without a listing, and an inactive listing, changing nothing', async () => {
    const { seller, listing, lead } = await leadWithListing(3, 4);
    const short = await post(seller, `/leads/${lead.id}/convert-to-order`, undefined);
    expect(short.status).toBe(409);
    expect(short.body.detail).toBe(`Not enough stock for ${catalogue[1]!.name}`);
    expect(await stockOf(server.db, listing.id)).toBe(3);
    const [unchanged] = await server.db.select().from(crmLeads).where(eq(crmLeads.id, lead.id));
    expect(unchanged).toMatchObject({ orderId: null, stage: 'new' });

    await server.call('PUT', `/api/v1/sellers/me/listings/${listing.id}`, { token: seller.token, json: { is_active: false } });
    const inactive = await post(seller, `/leads/${lead.id}/convert-to-order?quantity=1`, undefined);
    expect(inactive.status).toBe(409);
    expect(inactive.body.detail).toBe(`Your listing of ${catalogue[1]!.name} is inactive. Activate it before converting this lead.`);

    const bare = await created(seller, '/leads', { title: 'No listing', quantity: 1 });
    const noListing = await post(seller, `/leads/${bare.id}/convert-to-order`, undefined);
    expect(noListing.status).toBe(409);
    expect(noListing.body.detail).toBe('This lead has no listing to order. Choose one of your listings for it first.');
    expect(await server.db.select({ id: orders.id }).from(orders).where(eq(orders.sellerId, seller.id))).toEqual([]);
  });
});

describe('CSV export and import', () => {
  it('exports contacts with formula cells quoted, and imports: updates by e-mail, adds new ones, reports bad rows by row number', async () => {
    const seller = await createSeller(server.db);
    const other = await createSeller(server.db);
    const kept = await created(seller, '/contacts', { name: '=cmd|calc', email: 'ravi@example.com', phone: '9845012345' });
    const foreign = await created(other, '/contacts', { name: 'Other seller' });

    const file = await download(server, `${CRM}/contacts/export`, seller.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    const rows = parse(file.text, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['id', 'name', 'email', 'phone', 'company', 'source', 'created_at'],
      [String(kept.id), "'=cmd|calc", 'ravi@example.com', '9845012345', '', 'manual', kept.created_at],
    ]);

    const csv = [
      'name,email,phone,company',
      'Ravi Constructions,RAVI@example.com,,RC Builders',
      'New Person,new@example.com,+91 90000 00000,',
      ',nobody@example.com,,',
      'Bad Mail,not-an-email,,',
      'Phone Match,,98450-12345,Phone Co',
    ].join('\r\n');
    const imported = await uploadFile(server, `${CRM}/contacts/import`, seller.token, csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({
      added: 1,
      updated: 2,
      errors: [
        { row: 4, message: 'Name is required' },
        { row: 5, message: 'Email is invalid' },
      ],
    });
    const contacts = await server.db.select().from(crmContacts).where(eq(crmContacts.sellerId, seller.id)).orderBy(asc(crmContacts.id));
    expect(contacts.map((contact) => [contact.name, contact.email, contact.company, contact.source])).toEqual([
      ['Phone Match', 'ravi@example.com', 'Phone Co', 'manual'],
      ['New Person', 'new@example.com', null, 'import'],
    ]);

    // A spreadsheet's "CSV (Comma delimited)" save is Windows-1252, not UTF-8: still read right.
    const latin = await uploadFile(
      server,
      `${CRM}/contacts/import`,
      seller.token,
      new Uint8Array([...Buffer.from('name,email\nCaf'), 0xe9, ...Buffer.from(' Traders,cafe@example.com\n')]),
    );
    expect(latin.body).toEqual({ added: 1, updated: 0, errors: [] });
    const [cafe] = await server.db.select().from(crmContacts).where(eq(crmContacts.email, 'cafe@example.com'));
    expect(cafe?.name).toBe('Café Traders');

    const foreignRow = await uploadFile(server, `${CRM}/contacts/import`, seller.token, `id,name\n${foreign.id},Mine now\n`);
    expect(foreignRow.body).toEqual({ added: 0, updated: 0, errors: [{ row: 2, message: `Contact ${foreign.id} is not one of your contacts` }] });
    const [untouched] = await server.db.select().from(crmContacts).where(eq(crmContacts.id, foreign.id));
    expect(untouched?.name).toBe('Other seller');
  });

  it('round-trips leads: an exported file edited and imported updates by id and adds rows without one', async () => {
    const seller = await createSeller(server.db);
    const contact = await created(seller, '/contacts', { name: 'Lead Contact', email: 'lc@example.com' });
    const lead = await created(seller, '/leads', { title: '@SUM(1)', contact_id: contact.id, value_amount: 2500 });
    const file = await download(server, `${CRM}/leads/export`, seller.token);
    const [header, row] = parse(file.text, { bom: true }) as string[][];
    expect(header).toEqual([
      'id',
      'title',
      'description',
      'next_step',
      'contact_id',
      'contact_name',
      'value_amount',
      'stage',
      'listing_id',
      'order_id',
      'quantity',
      'source',
      'created_at',
    ]);
    expect(row).toEqual([String(lead.id), "'@SUM(1)", '', '', String(contact.id), 'Lead Contact', '2500.00', 'new', '', '', '', 'manual', lead.created_at]);

    const edited = [...row!];
    edited[header!.indexOf('stage')] = 'Proposal';
    edited[header!.indexOf('value_amount')] = '3,000.50';
    const csv = [
      [...header!, 'contact_email'].join(','),
      `${edited.map((cell) => JSON.stringify(cell)).join(',')},`,
      ',Steel for roof,,Site visit on Monday,,,,,,,12,,,lc@example.com',
      ',Bad stage,,,,,,someday,,,,,,',
      ',Bad listing,,,,,,,999999999,,,,,',
      ',,,,,,,,,,,,,',
      ',,description only,,,,,,,,,,,',
    ].join('\n');
    const imported = await uploadFile(server, `${CRM}/leads/import`, seller.token, csv);
    expect(imported.body).toEqual({
      added: 1,
      updated: 1,
      errors: [
        { row: 4, message: 'Stage must be one of new, qualified, proposal, won, lost' },
        { row: 5, message: 'Listing 999999999 is not one of your listings' },
        { row: 7, message: 'Title is required' },
      ],
    });
    const leads = (await get(seller, '/leads')).body;
    expect(
      leads.map(
        (l: {
          title: string;
          stage: string;
          value_amount: number | null;
          contact_id: number | null;
          quantity: number | null;
          source: string;
          next_step: string | null;
        }) => [l.title, l.stage, l.value_amount, l.contact_id, l.quantity, l.source, l.next_step],
      ),
    ).toEqual([
      ['Steel for roof', 'new', null, contact.id, 12, 'import', 'Site visit on Monday'],
      ['@SUM(1)', 'proposal', 3000.5, contact.id, null, 'manual', null],
    ]);
  });
});
