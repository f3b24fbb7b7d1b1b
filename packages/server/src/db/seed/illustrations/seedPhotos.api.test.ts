import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../index.ts';
import { DatabaseFileStorage } from '../../../product-images/fileStorage.ts';
import { startTestServer, type TestServer } from '../../../testing/testServer.ts';
import { seedDemoPhotos } from './seedPhotos.ts';

const drawingsCache = mkdtempSync(join(tmpdir(), 'nirmaan-drawings-'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(drawingsCache, { recursive: true, force: true });
});

describe('seedDemoPhotos', () => {
  it('gives every demo product the drawing of its kind, stored and served like an uploaded photo, once', async () => {
    const pictured = await seedDemoPhotos(server.db, new DatabaseFileStorage(server.db), drawingsCache);
    expect(pictured).toBeGreaterThan(50);
    const page = await server.call('GET', '/api/v1/products?limit=100');
    expect(page.body.length).toBeGreaterThan(50);
    for (const product of page.body) {
      expect(product.images, product.name).toHaveLength(1);
      expect(product.images[0].alt).toMatch(/^Illustration of /);
    }
    const cement = page.body.find((product: { category: string }) => product.category === 'OPC 53 Grade');
    const sand = page.body.find((product: { category: string }) => product.category === 'M-Sand');
    expect(cement.images[0].src).not.toBe(sand.images[0].src);
    const file = await fetch(`${server.url}${cement.images[0].src}`);
    expect(file.status).toBe(200);
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(await seedDemoPhotos(server.db, new DatabaseFileStorage(server.db), drawingsCache)).toBe(0);

    // Each drawing was processed once into the machine's cache; a new instance stores those very files.
    const cached = readdirSync(drawingsCache);
    expect(cached.length).toBeGreaterThan(10);
    const another = await startTestServer();
    try {
      await seedDemoData(another.db);
      expect(await seedDemoPhotos(another.db, new DatabaseFileStorage(another.db), drawingsCache)).toBe(pictured);
      expect(readdirSync(drawingsCache)).toEqual(cached);
      const samePage = await another.call('GET', '/api/v1/products?limit=100');
      const cementAgain = samePage.body.find((product: { category: string }) => product.category === 'OPC 53 Grade');
      expect(cementAgain.images[0].src).toBe(cement.images[0].src);
      expect((await fetch(`${another.url}${cementAgain.images[0].src}`)).status).toBe(200);
    } finally {
      await another.close();
    }
  }, 120_000);

  // A demo start stores the drawings after the server listens (main.ts); PGlite answers its queries
  // without a turn of the event loop, and the server once answered nothing until all were stored.
  it('lets a server that stores them answer requests meanwhile', async () => {
    const starting = await startTestServer();
    try {
      await seedDemoData(starting.db);
      const storing = seedDemoPhotos(starting.db, new DatabaseFileStorage(starting.db), drawingsCache).then(() => 'stored');
      const answered = fetch(`${starting.url}/api/v1/health`).then((response) => `health ${response.status}`);
      expect(await Promise.race([answered, storing])).toBe('health 200');
      expect(await storing).toBe('stored');
    } finally {
      await starting.close();
    }
  }, 120_000);
});
