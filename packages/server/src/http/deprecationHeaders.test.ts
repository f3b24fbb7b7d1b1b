import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deprecationHeaders, registerDeprecationHeaders } from './deprecationHeaders.ts';

describe('deprecation headers', () => {
  it('formats Deprecation as @unix-seconds and Sunset as an HTTP date', () => {
    expect(deprecationHeaders({ announced: '2026-12-01', sunset: '2027-06-01' })).toEqual({
      deprecation: '@1796083200',
      sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
    });
  });

  it('sends them on every answer of a deprecated operation, success or error, and on no other', async () => {
    const app = Fastify();
    registerDeprecationHeaders(app, {
      'GET /api/v1/old/:id': { access: 'public', operationId: 'getOld', deprecation: { announced: '2026-12-01', sunset: '2027-06-01' } },
      'GET /api/v1/new/:id': { access: 'public', operationId: 'getNew' },
    });
    app.get('/api/v1/old/:id', async (request, reply) =>
      (request.params as { id: string }).id === '1' ? { ok: true } : reply.code(404).send({ detail: 'Not found' }),
    );
    app.get('/api/v1/new/:id', async () => ({ ok: true }));
    for (const path of ['/api/v1/old/1', '/api/v1/old/2']) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.headers.deprecation).toBe('@1796083200');
      expect(response.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    }
    const current = await app.inject({ method: 'GET', url: '/api/v1/new/1' });
    expect(current.headers.deprecation).toBeUndefined();
    await app.close();
  });
});
