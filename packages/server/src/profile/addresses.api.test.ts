import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/index.ts';
import { addressBody, createBuyer, sellerToken, type TestBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const create = (buyer: TestBuyer, overrides: Record<string, unknown> = {}) =>
  server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: addressBody(overrides) });
const list = async (buyer: TestBuyer) =>
  (await server.call('GET', '/api/v1/addresses/', { token: buyer.token })).body as { id: number; is_default: boolean; address_line1: string }[];

describe('who may use addresses', () => {
  it('answers 401 without a token and 403 to a seller', async () => {
    const seller = await sellerToken(server.db);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/addresses/'],
      ['POST', '/api/v1/addresses/', addressBody()],
      ['PUT', '/api/v1/addresses/1', addressBody()],
      ['DELETE', '/api/v1/addresses/1'],
      ['PUT', '/api/v1/addresses/1/default'],
    ];
    for (const [method, path, json] of routes) {
      expect((await server.call(method, path, json === undefined ? {} : { json })).status, `${method} ${path}`).toBe(401);
      expect((await server.call(method, path, { token: seller, ...(json === undefined ? {} : { json }) })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('addresses', () => {
  it('creates an address (201) with every field, and the first one becomes the default', async () => {
    const buyer = await createBuyer(server.db);
    expect(await list(buyer)).toEqual([]);
    const created = await create(buyer);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      address_line1: '14, 3rd Main Road',
      address_line2: 'Near the water tank',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
      country: 'India',
      landmark: null,
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      latitude: 12.9352,
      longitude: 77.6245,
      is_default: true,
    });
    const second = await create(buyer, { address_line1: 'Second' });
    expect(second.body.is_default).toBe(false);
  });

  it("keeps a site's landmark, contact (mobile with +91) and delivery instructions; blank ones are null", async () => {
    const buyer = await createBuyer(server.db);
    const site = { landmark: 'Behind the Decathlon', site_contact_name: 'Manjunath', delivery_instructions: 'Lorry entry from the back lane' };
    const created = await create(buyer, { ...site, site_contact_phone: '98450 12345' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...site, site_contact_phone: '+919845012345' });
    const updated = await server.call('PUT', `/api/v1/addresses/${created.body.id}`, { token: buyer.token, json: addressBody({ landmark: '' }) });
    expect(updated.body).toMatchObject({ landmark: null, site_contact_name: null, site_contact_phone: null, delivery_instructions: null });
  });

  it('lists the default first, then the newest', async () => {
    const buyer = await createBuyer(server.db);
    const first = (await create(buyer, { address_line1: 'First' })).body;
    const second = (await create(buyer, { address_line1: 'Second' })).body;
    const third = (await create(buyer, { address_line1: 'Third' })).body;
    expect((await list(buyer)).map((address) => address.id)).toEqual([first.id, third.id, second.id]);
  });

  it('defaults the country to India, stores a blank line 2 as null, and takes no coordinates', async () => {
    const buyer = await createBuyer(server.db);
    const created = await server.call('POST', '/api/v1/addresses/', {
      token: buyer.token,
      json: { address_line1: ' 7 Temple Street ', address_line2: '  ', city: 'Chennai', state: 'Tamil Nadu', postal_code: '600004' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ address_line1: '7 Temple Street', address_line2: null, country: 'India', latitude: null, longitude: null });
  });

  it('refuses missing fields, unknown countries and coordinates out of range with 422 and the messages', async () => {
    const buyer = await createBuyer(server.db);
    const empty = await server.call('POST', '/api/v1/addresses/', { token: buyer.token, json: { address_line1: ' ', city: '', state: '', postal_code: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(['Address line 1 is required', 'City is required', 'State is required', 'Postal code is required']),
    );
    // Issue 26: India only (the form offered US, UK, Canada and Australia, whose addresses no seller reaches).
    for (const country of ['Mars', 'United States', 'United Kingdom', 'Canada', 'Australia']) {
      const refused = await create(buyer, { country });
      expect(refused.status, country).toBe(422);
      expect(refused.body.detail).toBe('We deliver within India only');
    }
    const pincode = await create(buyer, { postal_code: 'SW1A 1AA' });
    expect(pincode.status).toBe(422);
    expect(pincode.body.detail).toBe('Enter a valid 6-digit pincode');
    const phone = await create(buyer, { site_contact_phone: '12345' });
    expect(phone.body.detail).toBe("Enter the site contact's 10-digit mobile number");
    const latitude = await create(buyer, { latitude: 91 });
    expect(latitude.status).toBe(422);
    expect(latitude.body.detail).toBe('Latitude must be between -90 and 90');
    const longitude = await create(buyer, { longitude: -181 });
    expect(longitude.body.detail).toBe('Longitude must be between -180 and 180');
    expect((await create(buyer, { latitude: 'north' })).status).toBe(422);
    expect((await server.call('POST', '/api/v1/addresses/', { token: buyer.token })).status).toBe(422);
    const broken = await fetch(`${server.url}/api/v1/addresses/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: '{"city":',
    });
    expect(broken.status).toBe(400);
  });

  it('makes a new address with is_default true the only default', async () => {
    const buyer = await createBuyer(server.db);
    const first = (await create(buyer)).body;
    const second = (await create(buyer, { is_default: true })).body;
    expect(second.is_default).toBe(true);
    const addresses = await list(buyer);
    expect(addresses.filter((address) => address.is_default).map((address) => address.id)).toEqual([second.id]);
    expect(addresses.find((address) => address.id === first.id)?.is_default).toBe(false);
  });

  it('updates an address; is_default true moves the default, false does not leave the buyer without one', async () => {
    const buyer = await createBuyer(server.db);
    const first = (await create(buyer)).body;
    const second = (await create(buyer)).body;
    const updated = await server.call('PUT', `/api/v1/addresses/${second.id}`, {
      token: buyer.token,
      json: addressBody({ address_line1: 'New line', city: 'Mysuru', is_default: true }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: second.id, address_line1: 'New line', city: 'Mysuru', is_default: true });
    expect((await list(buyer)).map((address) => [address.id, address.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const keep = await server.call('PUT', `/api/v1/addresses/${second.id}`, { token: buyer.token, json: addressBody({ is_default: false }) });
    expect(keep.body.is_default).toBe(true);
    const invalid = await server.call('PUT', `/api/v1/addresses/${second.id}`, { token: buyer.token, json: addressBody({ city: ' ' }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail).toBe('City is required');
  });

  it('sets the default with PUT /{id}/default', async () => {
    const buyer = await createBuyer(server.db);
    const first = (await create(buyer)).body;
    const second = (await create(buyer)).body;
    const chosen = await server.call('PUT', `/api/v1/addresses/${second.id}/default`, { token: buyer.token });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ id: second.id, is_default: true });
    expect((await list(buyer)).map((address) => [address.id, address.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const again = await server.call('PUT', `/api/v1/addresses/${second.id}/default`, { token: buyer.token });
    expect(again.body.is_default).toBe(true);
  });

  it('deletes an address (204); deleting the default makes the newest remaining one the default', async () => {
    const buyer = await createBuyer(server.db);
    const first = (await create(buyer, { address_line1: 'First' })).body;
    const second = (await create(buyer, { address_line1: 'Second' })).body;
    const third = (await create(buyer, { address_line1: 'Third' })).body;
    const removed = await server.call('DELETE', `/api/v1/addresses/${second.id}`, { token: buyer.token });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect((await list(buyer)).map((address) => [address.id, address.is_default])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
    expect((await server.call('DELETE', `/api/v1/addresses/${first.id}`, { token: buyer.token })).status).toBe(204);
    expect((await list(buyer)).map((address) => [address.id, address.is_default])).toEqual([[third.id, true]]);
    expect((await server.call('DELETE', `/api/v1/addresses/${first.id}`, { token: buyer.token })).status).toBe(404);
    expect((await server.call('DELETE', `/api/v1/addresses/${third.id}`, { token: buyer.token })).status).toBe(204);
    expect(await list(buyer)).toEqual([]);
    expect((await create(buyer)).body.is_default).toBe(true);
  });

  it("never shows or changes another buyer's address: 404", async () => {
    const owner = await createBuyer(server.db);
    const other = await createBuyer(server.db);
    const address = (await create(owner)).body;
    const update = await server.call('PUT', `/api/v1/addresses/${address.id}`, { token: other.token, json: addressBody({ city: 'Stolen' }) });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ detail: 'Address not found' });
    expect((await server.call('PUT', `/api/v1/addresses/${address.id}/default`, { token: other.token })).status).toBe(404);
    expect((await server.call('DELETE', `/api/v1/addresses/${address.id}`, { token: other.token })).status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([expect.objectContaining({ id: address.id, city: 'Bengaluru', is_default: true })]);
  });

  it('answers 422 for ids that are not positive whole numbers', async () => {
    const buyer = await createBuyer(server.db);
    for (const id of ['abc', '1.5', '-2', '0', '1e3', '99999999999']) {
      expect((await server.call('PUT', `/api/v1/addresses/${id}`, { token: buyer.token, json: addressBody() })).status, id).toBe(422);
      expect((await server.call('DELETE', `/api/v1/addresses/${id}`, { token: buyer.token })).status, id).toBe(422);
      expect((await server.call('PUT', `/api/v1/addresses/${id}/default`, { token: buyer.token })).status, id).toBe(422);
    }
    expect((await server.call('PUT', '/api/v1/addresses/999999/default', { token: buyer.token })).status).toBe(404);
  });
});
