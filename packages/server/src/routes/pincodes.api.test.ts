import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

const validate = (pincode: string) => server.call('GET', `/api/v1/pincodes/validate/${pincode}`);

describe('GET /pincodes/validate/{pincode}', () => {
  it("answers 'Delivery available in {area}, {city}' for a served pincode", async () => {
    const [served] = await server.db.select().from(pincodes).where(eq(pincodes.city, 'Chennai')).limit(1);
    const { status, body } = await validate(served!.pincode);
    expect(status).toBe(200);
    expect(body).toEqual({ pincode: served!.pincode, serviceable: true, message: `Delivery available in ${served!.area}, Chennai`, city: 'Chennai', area: served!.area });
  });

  it("answers 'Sorry, we do not deliver to {pincode} yet' for one not served or switched off", async () => {
    expect((await validate('110001')).body).toEqual({ pincode: '110001', serviceable: false, message: 'Sorry, we do not deliver to 110001 yet', city: null, area: null });
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
