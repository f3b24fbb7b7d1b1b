import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOQ_REQUEST } from '@nirmaan/calculators';
import { createBuyer, sellerToken } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { seedDemoData } from '../db/seed/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const g1On20x30 = { ...DEFAULT_BOQ_REQUEST, plot_size: 600, no_of_floors: 2 };

describe('POST /boq/calculate', () => {
  it("answers anyone with the spec's fields, the same as the widget's function", async () => {
    const { status, body } = await server.call('POST', '/api/v1/boq/calculate', { json: g1On20x30 });
    expect(status).toBe(200);
    for (const field of [
      'built_up_area',
      'rate_per_sqft',
      'no_of_bedrooms',
      'no_of_toilets',
      'no_of_rooms',
      'staircase_type',
      'lift_required',
      'cement_bags',
      'steel_kg',
      'm_sand_cft',
      'concrete_blocks',
      'doors',
      'windows',
      'plumbing_points',
      'electrical_points',
      'total_cost',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    // The spec article's table: a 20x30 plot, G+1, about 1000 sq ft built up and about 17 lakh.
    expect(body.built_up_area).toBeGreaterThan(900);
    expect(body.built_up_area).toBeLessThan(1100);
    expect(body.total_cost).toBeGreaterThan(15_00_000);
    expect(body.total_cost).toBeLessThan(19_00_000);
  });

  it('refuses bad input field by field with 422, never 500', async () => {
    const missing = await server.call('POST', '/api/v1/boq/calculate', { json: { ...g1On20x30, plot_size: undefined } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'plot_size', message: 'Please enter the plot size' }]);
    const choices = await server.call('POST', '/api/v1/boq/calculate', { json: { ...g1On20x30, floor_type: 'Carpet', no_of_floors: 0 } });
    expect(choices.status).toBe(422);
    expect(choices.body.errors.map((error: { field: string }) => error.field)).toEqual(['no_of_floors', 'floor_type']);
    expect(choices.body.errors[1].message).toBe('Floor type must be one of: Vetrified, Marble, Granite');
    expect((await server.call('POST', '/api/v1/boq/calculate', { json: [1, 2] })).status).toBe(422);
  });
});

describe('POST /boq/save and GET /boq/saved', () => {
  it("keeps a buyer's BOQ, recalculated on the server, and lists them newest first, only to their owner", async () => {
    const buyer = await createBuyer(server.db);
    const other = await createBuyer(server.db);
    const first = await server.call('POST', '/api/v1/boq/save', { token: buyer.token, json: g1On20x30 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, id: expect.any(Number) });
    await server.call('POST', '/api/v1/boq/save', { token: buyer.token, json: { ...g1On20x30, no_of_floors: 3 } });
    const saved = await server.call('GET', '/api/v1/boq/saved', { token: buyer.token });
    expect(saved.body.map((entry: { request: { no_of_floors: number } }) => entry.request.no_of_floors)).toEqual([3, 2]);
    expect(saved.body[1].result.total_cost).toBe(first.body.result.total_cost);
    expect((await server.call('GET', '/api/v1/boq/saved', { token: other.token })).body).toEqual([]);
  });

  it('needs a buyer: 401 for a visitor, 403 for a seller, 422 for a bad BOQ', async () => {
    expect((await server.call('POST', '/api/v1/boq/save', { json: g1On20x30 })).status).toBe(401);
    expect((await server.call('POST', '/api/v1/boq/save', { token: await sellerToken(server.db), json: g1On20x30 })).status).toBe(403);
    const buyer = await createBuyer(server.db);
    expect((await server.call('POST', '/api/v1/boq/save', { token: buyer.token, json: { plot_size: 'big' } })).status).toBe(422);
    expect((await server.call('GET', '/api/v1/boq/saved')).status).toBe(401);
  });
});
