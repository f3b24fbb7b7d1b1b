import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { SEED_PINCODES } from '../db/seed/pincodes.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const validate = (pincode: string) => server.call('GET', `/api/v1/pincodes/validate/${pincode}`);

describe('GET /pincodes/validate/{pincode}', () => {
  it("answers 'Delivery available in {area}, {city}' for a served pincode", async () => {
    const [served] = await server.db.select().from(pincodes).where(eq(pincodes.city, 'Chennai')).limit(1);
    const { status, body } = await validate(served!.pincode);
    expect(status).toBe(200);
    expect(body).toEqual({
      pincode: served!.pincode,
      serviceable: true,
      message: `Delivery available in ${served!.area}, Chennai`,
      city: 'Chennai',
      area: served!.area,
    });
  });

  it("answers 'Sorry, we do not deliver to {pincode} yet' for one not served or switched off", async () => {
    expect((await validate('110001')).body).toEqual({
      pincode: '110001',
      serviceable: false,
      message: 'Sorry, we do not deliver to 110001 yet',
      city: null,
      area: null,
    });
    const [served] = await server.db.select().from(pincodes).limit(1);
    await server.db.update(pincodes).set({ isActive: false }).where(eq(pincodes.id, served!.id));
    expect((await validate(served!.pincode)).body.serviceable).toBe(false);
    await server.db.update(pincodes).set({ isActive: true }).where(eq(pincodes.id, served!.id));
  });

  it("refuses anything but 6 digits with 400 'Enter a valid 6-digit pincode'", async () => {
    for (const bad of ['12a', '12345', '1234567', '56003a', '%20560034', 'abcdef', '5'.repeat(40)]) {
      const { status, body } = await validate(bad);
      expect(status, bad).toBe(400);
      expect(body.detail).toBe('Enter a valid 6-digit pincode');
    }
  });
});

const asAdmin = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/v1/pincodes${path}`, { token: admin.token, ...(json === undefined ? {} : { json }) });
const pincodesOf = (body: Array<{ pincode: string }>) => body.map((entry) => entry.pincode);

describe('pincode management (admin token)', () => {
  it('refuses visitors (401), buyers and sellers (403) on every admin call', async () => {
    const buyer = await createBuyer(server.db);
    const seller = await createSeller(server.db);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/'],
      ['POST', '/', { pincode: '999001', city: 'Mysore', state: 'Karnataka' }],
      ['PUT', '/560001', { is_active: false }],
      ['DELETE', '/560001'],
      ['POST', '/seed'],
    ];
    for (const [method, path, json] of calls) {
      const options = json === undefined ? {} : { json };
      expect((await server.call(method, `/api/v1/pincodes${path}`, options)).status, `${method} ${path}`).toBe(401);
      expect((await server.call(method, `/api/v1/pincodes${path}`, { ...options, token: buyer.token })).status, `${method} ${path}`).toBe(403);
      expect((await server.call(method, `/api/v1/pincodes${path}`, { ...options, token: seller.token })).status, `${method} ${path}`).toBe(403);
    }
    expect((await validate('560001')).body.serviceable).toBe(true);
  });

  it('pages 10 at a time in pincode order, with the total in X-Total-Count', async () => {
    const [total] = await server.db.select({ value: count() }).from(pincodes);
    const first = await asAdmin('GET', '/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe(String(total!.value));
    expect(first.body).toHaveLength(10);
    expect(Object.keys(first.body[0]).sort()).toEqual(['area', 'city', 'id', 'is_active', 'pincode', 'state']);
    const all = pincodesOf(first.body);
    for (let offset = 10; offset < total!.value; offset += 10) {
      const page = await asAdmin('GET', `/?limit=10&offset=${offset}`);
      expect(page.body.length).toBe(Math.min(10, total!.value - offset));
      all.push(...pincodesOf(page.body));
    }
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(total!.value);
    expect((await asAdmin('GET', `/?offset=${total!.value}`)).body).toEqual([]);
  });

  it('filters by city and searches pincode, area and city', async () => {
    const chennai = SEED_PINCODES.filter((entry) => entry.city === 'Chennai').length;
    const byCity = await asAdmin('GET', '/?city=Chennai&limit=100');
    expect(byCity.headers.get('x-total-count')).toBe(String(chennai));
    expect(byCity.body.every((entry: { city: string; state: string }) => entry.city === 'Chennai' && entry.state === 'Tamil Nadu')).toBe(true);
    expect((await asAdmin('GET', '/?city=chennai')).headers.get('x-total-count')).toBe(String(chennai));

    expect(pincodesOf((await asAdmin('GET', '/?search=koramangala')).body)).toEqual(['560034']);
    const prefix = await asAdmin('GET', '/?search=64100');
    expect(pincodesOf(prefix.body)).toEqual(['641001', '641002', '641004', '641005', '641006']);
    const nagar = await asAdmin('GET', '/?search=nagar&city=Chennai');
    expect(nagar.body.map((entry: { area: string }) => entry.area).sort()).toEqual(['Anna Nagar', 'Ashok Nagar', 'T Nagar']);
    expect((await asAdmin('GET', '/?search=%25')).body).toEqual([]);
    for (const bad of ['/?limit=0', '/?limit=101', '/?offset=-1', '/?limit=ten']) expect((await asAdmin('GET', bad)).status, bad).toBe(422);
  });

  it('adds a pincode; the same pincode again is a 409 with a clear detail', async () => {
    const created = await asAdmin('POST', '/', { pincode: ' 570001 ', city: ' Mysore ', state: 'Karnataka', area: 'Mysore GPO' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), pincode: '570001', city: 'Mysore', area: 'Mysore GPO', state: 'Karnataka', is_active: true });
    // Served only once a seller's delivery radius reaches it: the Bangalore sellers deliver within 80 km, Mysore is 130 km away.
    expect((await validate('570001')).body).toMatchObject({ serviceable: false, message: 'Sorry, we do not deliver to 570001 yet' });
    await createSeller(server.db, 'Mysore Cement Depot', 'approved', { latitude: 12.3086, longitude: 76.6531, radiusKm: 25 });
    expect((await validate('570001')).body).toMatchObject({ serviceable: true, message: 'Delivery available in Mysore GPO, Mysore' });
    const duplicate = await asAdmin('POST', '/', { pincode: '570001', city: 'Mysuru', state: 'Karnataka' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe('Pincode 570001 already exists');
    const noArea = await asAdmin('POST', '/', { pincode: '570002', city: 'Mysore', state: 'Karnataka', area: '', is_active: false });
    expect(noArea.body).toMatchObject({ area: null, is_active: false });
    expect((await validate('570002')).body.serviceable).toBe(false);
  });

  it("refuses a bad pincode, city or state with the dialog's messages (422)", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pincode: '57000', city: 'Mysore', state: 'Karnataka' }, 'Enter a valid 6-digit pincode'],
      [{ pincode: '57000a', city: 'Mysore', state: 'Karnataka' }, 'Enter a valid 6-digit pincode'],
      [{ pincode: 570003, city: 'Mysore', state: 'Karnataka' }, 'Enter a valid 6-digit pincode'],
      [{ city: 'Mysore', state: 'Karnataka' }, 'Enter a valid 6-digit pincode'],
      [{ pincode: '570003', city: '  ', state: 'Karnataka' }, 'Please fill in all required fields'],
      [{ pincode: '570003', state: 'Karnataka' }, 'Please fill in all required fields'],
      [{ pincode: '570003', city: 'Mysore', state: '' }, 'Please fill in all required fields'],
      [{ pincode: '570003', city: 'Mysore', state: 'Karnataka', is_active: 'no' }, 'is_active must be true or false'],
    ];
    for (const [body, message] of cases) {
      const response = await asAdmin('POST', '/', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.detail, JSON.stringify(body)).toBe(message);
    }
    expect((await server.db.select().from(pincodes).where(eq(pincodes.pincode, '570003'))).length).toBe(0);
  });

  it('updates the fields sent; an inactive pincode is refused by the public check until it is active again', async () => {
    const off = await asAdmin('PUT', '/560034', { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ pincode: '560034', city: 'Bangalore', area: 'Koramangala', state: 'Karnataka', is_active: false });
    expect((await validate('560034')).body).toEqual({
      pincode: '560034',
      serviceable: false,
      message: 'Sorry, we do not deliver to 560034 yet',
      city: null,
      area: null,
    });
    const on = await asAdmin('PUT', '/560034', { is_active: true, area: 'Koramangala 4th Block' });
    expect(on.body).toMatchObject({ is_active: true, area: 'Koramangala 4th Block' });
    expect((await validate('560034')).body.message).toBe('Delivery available in Koramangala 4th Block, Bangalore');

    expect((await asAdmin('PUT', '/560034', { city: '' })).body.detail).toBe('Please fill in all required fields');
    expect((await asAdmin('PUT', '/560034', {})).status).toBe(422);
    const missing = await asAdmin('PUT', '/110001', { is_active: false });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Pincode 110001 not found');
    const bad = await asAdmin('PUT', '/56003a', { is_active: false });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Enter a valid 6-digit pincode');
  });

  it('deletes a pincode (then 404), and the public check no longer serves it', async () => {
    await asAdmin('POST', '/', { pincode: '570010', city: 'Mysore', state: 'Karnataka' });
    const deleted = await asAdmin('DELETE', '/570010');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ pincode: '570010', detail: 'Pincode 570010 deleted' });
    expect((await asAdmin('DELETE', '/570010')).status).toBe(404);
    expect((await validate('570010')).body.serviceable).toBe(false);
    expect((await asAdmin('DELETE', '/abc')).status).toBe(400);
  });

  it('seeds the standard pincodes that are missing: count is how many were added, 0 the second time, edits kept', async () => {
    await server.db.delete(pincodes).where(eq(pincodes.pincode, '600020'));
    await asAdmin('PUT', '/641001', { is_active: false, area: 'Town Hall (closed)' });
    const first = await asAdmin('POST', '/seed');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Added 1 pincode', count: 1 });
    const second = await asAdmin('POST', '/seed');
    expect(second.body).toEqual({ message: 'All standard pincodes are already present', count: 0 });
    const [kept] = await server.db.select().from(pincodes).where(eq(pincodes.pincode, '641001'));
    expect(kept).toMatchObject({ isActive: false, area: 'Town Hall (closed)' });
    const [restored] = await server.db.select().from(pincodes).where(eq(pincodes.pincode, '600020'));
    expect(restored).toMatchObject({ city: 'Chennai', area: 'Adyar', state: 'Tamil Nadu', isActive: true });

    await server.db.delete(pincodes);
    const fresh = await asAdmin('POST', '/seed');
    expect(fresh.body).toEqual({ message: `Added ${SEED_PINCODES.length} pincodes`, count: SEED_PINCODES.length });
  });
});
