import Fastify, { type FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, registerCompression } from './compression.ts';

const rows = Array.from({ length: 100 }, (_, id) => ({ id, name: `UltraTech OPC 53 Grade Cement ${id}`, unit: 'Bag' }));
const bigJson = JSON.stringify(rows);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/rows', async (_request, reply) => reply.header('vary', 'Origin').send(rows));
  app.get('/small', async () => ({ ok: true }));
  app.get('/csv', async (_request, reply) => reply.type('text/csv; charset=utf-8').send('id,name\n'.repeat(500)));
  app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4000)));
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from(['x'.repeat(5000)])));
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('response compression', () => {
  it('sends JSON brotli-compressed to a client that accepts br, and says it varies by Accept-Encoding', async () => {
    const response = await get('/rows', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Origin, accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(bigJson.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(rows);
  });

  it('falls back to gzip, and to plain text when nothing is accepted', async () => {
    const gzip = await get('/rows', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(rows);
    const refused = await get('/rows', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(rows);
    const none = await get('/rows');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(rows);
  });

  it('compresses other text (CSV) too', async () => {
    const response = await get('/csv', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('id,name\n'.repeat(500));
  });

  it('compresses streamed text (files) as well', async () => {
    const response = await get('/stream', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('x'.repeat(5000));
  });

  it(`leaves alone answers under ${COMPRESS_MIN_BYTES} bytes and images`, async () => {
    for (const url of ['/small', '/png']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/small', 'br')).json()).toEqual({ ok: true });
  });
});
