import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { HASHED_ASSET_CACHE, PAGE_CACHE } from './hostApp.ts';
import { temporaryDirectory } from '../testing/temporaryDirectory.ts';

/** The built Storybook at /storybook/: its files, their caching and security headers, and the page shown when it is not built. */

/** A Content-Security-Policy header as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function staticDirs() {
  const root = temporaryDirectory('nirmaan-storybook-');
  const dirs = { hostApp: join(root, 'app'), embed: join(root, 'embed'), examples: join(root, 'examples'), storybook: join(root, 'storybook-static') };
  for (const dir of Object.values(dirs)) mkdirSync(dir);
  mkdirSync(join(dirs.storybook, 'assets'));
  writeFileSync(join(dirs.hostApp, 'index.html'), '<!doctype html><title>Nirmaan</title>');
  writeFileSync(join(dirs.storybook, 'index.html'), '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>');
  writeFileSync(join(dirs.storybook, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(join(dirs.storybook, 'assets', 'iframe-Bu1KPTSa.js'), 'export {};');
  return dirs;
}

let built: FastifyInstance;
let notBuilt: FastifyInstance;

beforeAll(async () => {
  const dirs = staticDirs();
  built = await buildApp({ staticRoots: dirs });
  const { storybook: _absent, ...withoutStorybook } = dirs;
  notBuilt = await buildApp({ staticRoots: withoutStorybook });
});

afterAll(async () => {
  await built.close();
  await notBuilt.close();
});

const page = (app: FastifyInstance, url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('/storybook/', () => {
  it("serves Storybook's page, checked on every visit, under a policy that allows its inline scripts and nothing more", async () => {
    const response = await page(built, '/storybook/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Storybook</title>');
    expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps the hashed assets a year and the index fresh', async () => {
    expect((await built.inject('/storybook/assets/iframe-Bu1KPTSa.js')).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect((await built.inject('/storybook/index.json')).headers['cache-control']).toBe(PAGE_CACHE);
  });

  it('sends /storybook to /storybook/ with its query, where the relative paths of its pages work', async () => {
    const response = await page(built, '/storybook?path=/docs/foundations-colours--docs');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/storybook/?path=/docs/foundations-colours--docs');
  });

  it("leaves the host app's policy without inline scripts", async () => {
    expect(policyOf(await page(built, '/')).get('script-src')).toEqual(["'self'"]);
  });

  it('answers a missing file under /storybook/ with a 404, not the host app', async () => {
    const response = await built.inject('/storybook/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Nirmaan</title>');
  });

  it('says how to build Storybook when the server has none', async () => {
    for (const url of ['/storybook/', '/storybook', '/storybook/index.json']) {
      const response = await page(notBuilt, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build:storybook');
    }
  });
});
