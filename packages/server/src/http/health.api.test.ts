import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { installErrorHandler } from './errors.ts';
import { healthRoutes } from './health.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/testServer.ts';

/** A bare Fastify with the app's zod compilers (app.ts), which the routes' response schemas need. */
function zodFastify() {
  return Fastify().setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler);
}

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

  it('is not ready when DATA_DIR is nearly full', async () => {
    const app = zodFastify();
    await app.register((scope) => healthRoutes(scope, { db: server.db, config: TEST_CONFIG }, { freeBytes: async () => 10 * 1024 * 1024 }));
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', detail: 'The storage is full or nearly full.' });
    await app.close();
  });

  it('answers a write that failed for want of space with 503 (not 500), and is not ready for a minute after', async () => {
    // PostgreSQL's disk_full (53100) or the OS's ENOSPC, as a route's database call would throw them.
    const app = zodFastify();
    installErrorHandler(app);
    app.get('/pg-write', async () => {
      throw Object.assign(new Error('could not extend file "base/16384/16410": No space left on device'), { code: '53100' });
    });
    app.get('/file-write', async () => {
      throw new Error('upload failed', { cause: Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }) });
    });
    await app.register((scope) => healthRoutes(scope, { db: server.db, config: TEST_CONFIG }, { freeBytes: async () => null }));
    expect((await app.inject('/health/ready')).statusCode).toBe(200);
    for (const path of ['/pg-write', '/file-write']) {
      const write = await app.inject(path);
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ detail: 'The server cannot save anything at the moment: its storage is full. Please try again later.' });
    }
    expect((await app.inject('/health/ready')).statusCode).toBe(503);
    await app.close();
  });
});
