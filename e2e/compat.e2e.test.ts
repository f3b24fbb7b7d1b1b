import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPAT, prepareCompat } from '../scripts/prepare-compat.mjs';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { liveInstancesAfterGc } from './support/liveInstances.ts';
import { serveFolder } from './support/staticServer.ts';

/**
 * The compatibility suite (issue 25): small partner apps in React 19, Vue 3, Svelte 5, Angular and
 * Next.js (server rendering), and a plain page, each on its own origin, embedding the elements
 * through the loader (`?via=loader`) and through the packed npm packages (`?via=npm`). Every host
 * renders the same page (compat/hosts/react/src/App.tsx is the model): two labour calculators (the
 * second dark, in a green brand) and a pincode check, the framework's own declarative handlers
 * writing what the elements report into the page. The hosts live in compat/, with their own
 * dependencies (compat/package.json), installed once.
 */
const app = useAppUnderTest();

type Via = 'loader' | 'npm';
interface Host {
  name: string;
  /** The ways it embeds the elements: a plain page has no bundler for the npm packages. */
  vias: readonly Via[];
  /** Served by Next's own server (server rendering) rather than built into compat/dist. */
  ownServer?: boolean;
}
const ALL_HOSTS: readonly Host[] = [
  { name: 'plain', vias: ['loader'] },
  { name: 'react', vias: ['loader', 'npm'] },
  { name: 'vue', vias: ['loader', 'npm'] },
  { name: 'svelte', vias: ['loader', 'npm'] },
  { name: 'angular', vias: ['loader', 'npm'] },
  { name: 'next', vias: ['loader', 'npm'], ownServer: true },
];
/** `COMPAT_HOSTS=react,vue` runs only those (while working on one); all of them otherwise. */
const HOSTS = process.env.COMPAT_HOSTS ? ALL_HOSTS.filter((host) => process.env.COMPAT_HOSTS!.split(',').includes(host.name)) : ALL_HOSTS;

const run = promisify(execFile);
const compatScript = (script: string, env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', script], { cwd: COMPAT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Next's dev server, started once: resolves with its URL when it answers. */
async function startNext(nirmaanHost: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('npm', ['run', '--silent', 'start:next'], {
    cwd: COMPAT,
    env: { ...process.env, PORT: String(port), NEXT_PUBLIC_NIRMAAN_HOST: nirmaanHost, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  // The first request compiles the page (about 10 s on two idle cores).
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((wait) => setTimeout(wait, 500))) {
    if ((await fetch(url).catch(() => null))?.status === 200) return { url, process: child };
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error(`Next's dev server did not answer at ${url} within 3 minutes (npm run start:next in compat/)`);
}

const hostUrls = new Map<string, string>();
let staticHosts: Awaited<ReturnType<typeof serveFolder>> | undefined;
let next: { url: string; process: ChildProcess } | undefined;

beforeAll(async () => {
  prepareCompat();
  const env = { VITE_NIRMAAN_HOST: app.server.url };
  for (const host of HOSTS.filter((each) => !each.ownServer)) await compatScript(`build:${host.name}`, env);
  staticHosts = await serveFolder(`${COMPAT}/dist`);
  for (const host of HOSTS.filter((each) => !each.ownServer)) hostUrls.set(host.name, `${staticHosts.url}/${host.name}/`);
  if (HOSTS.some((host) => host.ownServer)) {
    next = await startNext(app.server.url);
    hostUrls.set('next', `${next.url}/`);
  }
}, 600_000);

afterAll(async () => {
  if (next?.process.pid) process.kill(-next.process.pid, 'SIGTERM');
  await staticHosts?.close();
});

/** What the page said on the console (warnings and errors) and what it threw. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Opens a host's page with a layout-shift observer (Chromium's Layout Instability API) from the first paint. */
async function openHost(host: Host, via: Via, viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const page = await (await app.browser.newContext({ viewport })).newPage();
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${hostUrls.get(host.name)}?via=${via}`);
  return { page, problems };
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
const readyCount = async (page: Page) => Number((await page.locator('#ready').textContent())?.match(/\d+/)?.[0]);
const workTypeOf = (calculator: Locator) => calculator.getByRole('combobox', { name: /Work type/ }).inputValue();
const style = (locator: Locator, property: string) => locator.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

/** The colour actually behind an element: its own background or the nearest ancestor's that is not transparent. */
function backgroundBehind(locator: Locator): Promise<string> {
  return locator.evaluate((node) => {
    for (let at: Element | null = node; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each(HOSTS)('the $name host', (host) => {
  it('type-checks its use of the elements with its framework’s strict checking', { timeout: 180_000 }, async () => {
    if (host.name === 'plain') return; // plain JavaScript: nothing to check
    await compatScript(`typecheck:${host.name}`);
  });

  if (host.ownServer) {
    it('renders the element tags on the server', async () => {
      const html = await (await fetch(hostUrls.get(host.name)!)).text();
      expect(html).toMatch(/<nirmaan-labour-calculator[^>]*id="first"[^>]*work-type="masonry"/);
    });
  }

  it.each(host.vias)(
    'through the %s: renders, updates, reports to the framework, isolates, themes, re-adds and shifts nothing',
    { timeout: 120_000 },
    async (via) => {
      const { page, problems } = await openHost(host, via, VIEWPORTS.desktop);
      const first = page.locator('#first');
      const second = page.locator('#second');
      // The framework's own declarative handlers heard both calculators' nirmaan-ready.
      await expect.poll(() => readyCount(page)).toBeGreaterThanOrEqual(2);
      expect(await workTypeOf(first)).toBe('masonry');
      expect(await workTypeOf(second)).toBe('painting');

      // The partner's greedy CSS stays out; the brand's custom property and the dark theme come in.
      const firstCalculate = first.getByRole('button', { name: 'Calculate' });
      const secondCalculate = second.getByRole('button', { name: 'Calculate' });
      expect(await style(firstCalculate, 'background-color')).not.toBe('rgb(255, 0, 0)');
      expect(await style(firstCalculate, 'font-family')).not.toMatch(/Georgia/);
      expect(await style(first.getByRole('heading', { level: 2 }).first(), 'font-size')).not.toBe('60px');
      expect(await style(secondCalculate, 'background-color')).toBe('rgb(10, 125, 51)');
      // The dark widget on the partner's light page is readable: it brings its own background.
      const darkHeading = second.getByRole('heading', { name: 'Labour Force Calculator' });
      expect(contrast(await style(darkHeading, 'color'), await backgroundBehind(darkHeading))).toBeGreaterThanOrEqual(4.5);

      // The framework's state reaches the element; another instance keeps its own.
      await page.getByRole('button', { name: 'Switch to tiling' }).click();
      await expect.poll(() => workTypeOf(first)).toBe('tiling');
      expect(await workTypeOf(second)).toBe('painting');
      // A property set on the element reflects, and null brings back the default.
      await second.evaluate((element) => ((element as HTMLElement & { workType: string | null }).workType = 'electrical'));
      await expect.poll(() => workTypeOf(second)).toBe('electrical');
      expect(await second.getAttribute('work-type')).toBe('electrical');

      // An event reaches the framework's declarative handler with its detail.
      await first.getByLabel(/^Quantity \(/).fill('1200');
      await first.getByLabel('Duration (days)').fill('1');
      await firstCalculate.click();
      await expect.poll(() => page.locator('#calculated').textContent()).toMatch(/^Calculated tiling: \d+ workers$/);

      // The pincode check reaches the Nirmaan API from the partner's origin.
      const pincodeCheck = page.locator('nirmaan-pincode-check');
      await pincodeCheck.scrollIntoViewIfNeeded();
      await expect.poll(() => readyCount(page)).toBe(3);
      await pincodeCheck.getByRole('textbox', { name: /Pincode/ }).fill('560034');
      await pincodeCheck.getByRole('button', { name: 'Set pincode' }).click();
      await expect.poll(() => page.locator('#pincode').textContent()).toBe('Pincode 560034: delivery available');
      expect(await layoutShift(page), 'CLS at 1280 px').toBeLessThanOrEqual(0.01);

      // Removed and added again by the framework: the widgets come back, working, with the framework's state.
      await page.getByRole('button', { name: 'Remove widgets' }).click();
      await expect.poll(() => page.locator('nirmaan-labour-calculator').count()).toBe(0);
      await page.getByRole('button', { name: 'Add widgets' }).click();
      await expect.poll(() => readyCount(page)).toBeGreaterThanOrEqual(5);
      expect(await workTypeOf(first)).toBe('tiling');

      // Twenty more times, then removed: no element is left in memory.
      for (let round = 0; round < 20; round += 1) {
        const before = await readyCount(page);
        await page.getByRole('button', { name: 'Remove widgets' }).click();
        await page.getByRole('button', { name: 'Add widgets' }).click();
        await expect.poll(() => readyCount(page)).toBeGreaterThanOrEqual(before + 2);
      }
      await page.getByRole('button', { name: 'Remove widgets' }).click();
      const liveInstances = await liveInstancesAfterGc(page);
      for (const tag of ['nirmaan-labour-calculator', 'nirmaan-pincode-check']) {
        await expect.poll(() => liveInstances(tag), { timeout: 10_000, message: `${tag} instances left` }).toBe(0);
      }

      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(host.vias)('through the %s on a 375 px phone: no layout shift, nothing wider than the screen, a quiet console', { timeout: 60_000 }, async (via) => {
    const { page, problems } = await openHost(host, via, VIEWPORTS.mobile);
    await expect.poll(() => readyCount(page)).toBeGreaterThanOrEqual(1);
    await page.locator('#first').getByRole('button', { name: 'Calculate' }).waitFor();
    expect(await layoutShift(page), 'CLS at 375 px').toBeLessThanOrEqual(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
