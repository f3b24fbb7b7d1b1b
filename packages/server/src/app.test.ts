import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { temporaryDirectory } from './testing/temporaryDirectory.ts';

describe('static serving', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const root = temporaryDirectory('nirmaan-static-');
    const dirs = { hostApp: join(root, 'app'), embed: join(root, 'embed'), examples: join(root, 'examples') };
    for (const dir of Object.values(dirs)) mkdirSync(dir);
    writeFileSync(join(dirs.hostApp, 'index.html'), '<!doctype html><title>Nirmaan</title><div id="root"></div>');
    writeFileSync(join(dirs.embed, 'embed.js'), 'export {};');
    writeFileSync(join(dirs.examples, 'dealer-site.html'), '<!doctype html><title>Dealer</title>');
    app = await buildApp({ staticRoots: dirs });
  });

  afterAll(() => app.close());

  it('answers the health check', async () => {
    const response = await app.inject('/api/v1/health');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the host app for any page path, so deep links work', async () => {
    const response = await app.inject({ url: '/labour-force-calculator', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    // The app's page, its title written by the server (the site's, in the request's language).
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toMatch(/<title>Nirmaan — [^<]+<\/title>/);
  });

  it('lets any origin load the embed script', async () => {
    const response = await app.inject('/embed/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });
});
