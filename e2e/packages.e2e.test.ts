import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The library packages as npm ships them (`npm pack`, after `npm run build`), installed into a
 * scratch project with React from the registry (or npm's cache), and used from plain Node ESM.
 */
const LIBRARIES = ['core', 'calculators', 'ui', 'widgets', 'elements'];
const scratch = mkdtempSync(join(tmpdir(), 'nirmaan-packages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The consumer's script: a calculator, a server-rendered widget and the custom elements in a DOM. */
const CONSUMER_SCRIPT = `
import { calculateLabour, defaultLabourInput } from '@nirmaan/calculators';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LabourCalculator } from '@nirmaan/widgets';

const labour = calculateLabour({ ...defaultLabourInput('masonry', 'metro'), quantity: 1200, days: 1 });
const html = renderToString(createElement(LabourCalculator, { defaultValues: { location: 'metro' } }));

// Custom elements need a DOM: jsdom's window stands in for a browser's.
const { JSDOM } = await import(process.env.JSDOM_URL);
const { window } = new JSDOM('<!doctype html><body></body>', { url: 'https://dealer.example/' });
for (const name of ['window', 'document', 'HTMLElement', 'customElements', 'CustomEvent', 'Node', 'MutationObserver', 'CSSStyleSheet', 'ShadowRoot', 'Event', 'localStorage', 'sessionStorage', 'getComputedStyle']) {
  if (!(name in globalThis) || name === 'window') globalThis[name] = window[name];
}
const elements = await import('@nirmaan/elements');
const core = await import('@nirmaan/core');
const widgetCss = (await import('@nirmaan/widgets/css-text')).default;
elements.configure({ apiBase: 'https://nirmaan.example/api/v1' });
elements.defineAllElements();
const tags = Object.keys(elements.ELEMENT_METADATA);
const defined = tags.filter((tag) => customElements.get(tag) !== undefined);
const element = document.createElement('nirmaan-labour-calculator');
// jsdom has no constructable stylesheets: the element's CSS is a <style> in its shadow root.
const shadowCss = element.shadowRoot?.querySelector('style')?.textContent ?? '';

console.log(JSON.stringify({
  headcount: labour.ok ? labour.result.crew.headcount : null,
  html,
  tags,
  defined,
  isCustomElement: element instanceof customElements.get('nirmaan-labour-calculator'),
  hasShadowRoot: element.shadowRoot !== null,
  oneConfiguration: elements.configure === core.configure && core.$config.get().apiBase === 'https://nirmaan.example/api/v1',
  shadowHasWidgetCss: widgetCss.length > 1000 && shadowCss.includes(widgetCss),
}));
`;

interface ConsumerOutput {
  headcount: number | null;
  html: string;
  tags: string[];
  defined: string[];
  isCustomElement: boolean;
  hasShadowRoot: boolean;
  oneConfiguration: boolean;
  shadowHasWidgetCss: boolean;
}

describe('the packed library packages in a scratch project', () => {
  it('install with React and work from Node: a calculator, a server-rendered widget, the custom elements, one core', { timeout: 120_000 }, () => {
    const tarballs = join(scratch, 'tarballs');
    const app = join(scratch, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    npm(['pack', ...LIBRARIES.map((name) => `./packages/${name}`), '--pack-destination', tarballs, '--silent'], resolve('.'));
    const packed = readdirSync(tarballs).filter((file) => file.endsWith('.tgz'));
    expect(packed.sort()).toEqual(LIBRARIES.map((name) => `nirmaan-${name}-0.1.0.tgz`).sort());

    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
    npm(['install', ...packed.map((file) => join(tarballs, file)), 'react', 'react-dom', '--no-audit', '--no-fund', '--prefer-offline'], app);
    writeFileSync(join(app, 'consumer.mjs'), CONSUMER_SCRIPT);

    const jsdomUrl = pathToFileURL(resolve('node_modules/jsdom/lib/api.js')).href;
    const output = execFileSync(process.execPath, ['consumer.mjs'], { cwd: app, encoding: 'utf8', env: { ...process.env, JSDOM_URL: jsdomUrl } });
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ConsumerOutput;

    // 1,200 sqft of masonry in a day in a metro: 10 skilled, 10 semi-skilled, 10 helpers.
    expect(result.headcount).toBe(30);
    expect(result.html).toContain('Labour Force Calculator');
    expect(result.html).toMatch(/<button[^>]*type="submit"[^>]*>Calculate<\/button>/);
    expect(result.tags).toEqual(expect.arrayContaining(['nirmaan-labour-calculator', 'nirmaan-quote-request', 'nirmaan-chatbot', 'nirmaan-price-board']));
    expect(result.defined).toEqual(result.tags);
    expect(result.isCustomElement).toBe(true);
    expect(result.hasShadowRoot).toBe(true);
    // One @nirmaan/core on the page: configure() from the elements' package is the widgets' configuration.
    expect(result.oneConfiguration).toBe(true);
    // The element's shadow root has the installed widgets' stylesheet, whose class names their code renders.
    expect(result.shadowHasWidgetCss).toBe(true);
    // Installed once: the elements did not bring a copy of core, the UI or the widgets.
    const copies = execFileSync('find', ['node_modules', '-name', 'package.json', '-path', '*@nirmaan/*/package.json', '-not', '-path', '*/dist/*'], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(copies.trim().split('\n').sort()).toEqual(LIBRARIES.map((name) => `node_modules/@nirmaan/${name}/package.json`).sort());
  });
});
