import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

describe('health probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers liveness and readiness while the database answers', async () => {
    expect(await server.call('GET', '/api/v1/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.call('GET', '/api/v1/health/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('is not ready, but still alive, when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ context: { db: database.db, config: TEST_CONFIG, sms: new DevOutboxGateway(() => {}) } });
    try {
      await database.close();
      const ready = await app.inject('/api/v1/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', detail: 'The database does not answer.' });
      const alive = await app.inject('/api/v1/health');
      expect(alive.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
