import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementChunk } from '../elementChunks.ts';
import { takeQueuedCommands } from './embedConfig.ts';
import { announceReady, READY_EVENT } from '../elementReadiness.ts';
import { adoptedCss, installAdoptedStyleSheets } from './adoptedSheets.testing.ts';
import { lazyElementClass } from './lazyElement.ts';

installAdoptedStyleSheets();

/** A stand-in for a widget's real element: it renders its attributes into its shadow root, and says when it has (as ElementRoot does). */
class EchoWidget extends HTMLElement {
  static observedAttributes = ['work-type', 'days', 'theme', 'lang'];
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }
  connectedCallback(): void {
    this.render();
    announceReady(this.shadowRoot?.firstChild as Node);
  }
  attributeChangedCallback(): void {
    this.render();
  }
  render(): void {
    if (this.shadowRoot) this.shadowRoot.innerHTML = `<p>${this.getAttribute('work-type') ?? 'default'}</p>`;
  }
}
customElements.define('nirmaan-echo-widget', EchoWidget);

const SPEC: ElementChunk = {
  chunk: async () => ({ default: {} }),
  reserve: [500, 500, 300, 300],
  attributes: { workType: 'string', days: 'number', stayOnPage: 'boolean' },
};
let defined = 0;

/** Defines a fresh loader element for SPEC and answers its tag. */
function defineLazy(): string {
  const tag = `nirmaan-lazy-sample-${++defined}`;
  customElements.define(
    tag,
    lazyElementClass(tag, SPEC, async () => 'nirmaan-echo-widget'),
  );
  return tag;
}

const widgetOf = (element: Element) => element.shadowRoot?.querySelector('nirmaan-echo-widget') as HTMLElement | null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the loader’s element', () => {
  it('keeps the detail of its widget’s latest nirmaan-calculated event, for a price request whose code arrives later', async () => {
    const tag = defineLazy();
    document.body.innerHTML = `<${tag} id="calc"></${tag}>`;
    const element = document.getElementById('calc') as HTMLElement & { lastCalculation: unknown };
    expect(element.lastCalculation).toBeUndefined();
    await waitFor(() => expect(widgetOf(element)).toBeTruthy());
    const fire = (detail: unknown) => widgetOf(element)!.dispatchEvent(new CustomEvent('nirmaan-calculated', { bubbles: true, composed: true, detail }));
    fire({ result: 1 });
    fire({ result: 2 });
    expect(element.lastCalculation).toEqual({ result: 2 });
  });

  it('passes its attributes on, and a property set before it was defined, without writing anything on itself', async () => {
    const element = document.createElement('nirmaan-lazy-sample-pending') as HTMLElement & Record<string, unknown>;
    element.workType = 'painting'; // a framework that rendered before embed.js arrived
    document.body.append(element);
    const writes = vi.fn();
    new MutationObserver(writes).observe(element, { attributes: true });

    const tag = 'nirmaan-lazy-sample-pending';
    customElements.define(
      tag,
      lazyElementClass(tag, SPEC, async () => 'nirmaan-echo-widget'),
    );
    await waitFor(() => expect(widgetOf(element)?.getAttribute('work-type')).toBe('painting'));
    expect(element.getAttribute('work-type')).toBe('painting');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The only write is the reflection of the property the page itself set.
    const written = writes.mock.calls.flatMap(([records]) => (records as MutationRecord[]).map((record) => record.attributeName));
    expect(written).toEqual(['work-type']);
  });

  it('has a reflecting camelCase property per attribute; removing one brings the widget’s default back', async () => {
    const element = document.createElement(defineLazy()) as HTMLElement & Record<string, unknown>;
    document.body.append(element);
    await waitFor(() => expect(widgetOf(element)).not.toBeNull());

    element.workType = 'tiling';
    element.days = 4;
    element.stayOnPage = true;
    expect(element.getAttribute('work-type')).toBe('tiling');
    expect(element.getAttribute('days')).toBe('4');
    expect(element.hasAttribute('stay-on-page')).toBe(true);
    expect([element.workType, element.days, element.stayOnPage]).toEqual(['tiling', 4, true]);
    await waitFor(() => expect(widgetOf(element)?.shadowRoot?.textContent).toBe('tiling'));

    element.workType = undefined;
    element.stayOnPage = false;
    expect(element.hasAttribute('work-type')).toBe(false);
    expect(element.hasAttribute('stay-on-page')).toBe(false);
    await waitFor(() => expect(widgetOf(element)?.shadowRoot?.textContent).toBe('default'));
    expect(widgetOf(element)?.hasAttribute('work-type')).toBe(false);
  });

  it('uses the page’s theme and language unless it has its own, and goes back to the page’s when its own is removed', async () => {
    takeQueuedCommands(window);
    window.nirmaan?.('config', { theme: 'dark', locale: 'ta-IN' });
    const element = document.createElement(defineLazy());
    element.setAttribute('theme', 'light');
    document.body.append(element);
    await waitFor(() => expect(widgetOf(element)?.getAttribute('theme')).toBe('light'));
    expect(widgetOf(element)?.getAttribute('lang')).toBe('ta-IN');
    expect(element.hasAttribute('lang')).toBe(false);

    element.removeAttribute('theme');
    await waitFor(() => expect(widgetOf(element)?.getAttribute('theme')).toBe('dark'));
    window.nirmaan?.('config', { theme: 'light', locale: undefined });
    await waitFor(() => expect(widgetOf(element)?.getAttribute('theme')).toBe('light'));
    expect(widgetOf(element)?.hasAttribute('lang')).toBe(false);
  });

  it('fires nirmaan-ready and settles `ready` once the widget has rendered', async () => {
    const element = document.createElement(defineLazy()) as HTMLElement & { ready: Promise<void> };
    const fired = vi.fn();
    element.addEventListener(READY_EVENT, fired);
    document.body.append(element);
    await element.ready;
    expect(fired).toHaveBeenCalledTimes(1);
    expect(widgetOf(element)?.shadowRoot?.textContent).toBe('default');
    expect(adoptedCss(element.shadowRoot)).toContain(':host { display: block; }');
    expect(adoptedCss(element.shadowRoot)).not.toContain('min-height');
  });

  it('stops following its attributes while removed and picks up what changed meanwhile when added again', async () => {
    const element = document.createElement(defineLazy()) as HTMLElement & { ready: Promise<void> };
    document.body.append(element);
    await element.ready;
    element.remove();
    element.setAttribute('work-type', 'masonry');
    expect(widgetOf(element)?.hasAttribute('work-type')).toBe(false);
    document.body.append(element);
    await waitFor(() => expect(widgetOf(element)?.getAttribute('work-type')).toBe('masonry'));
  });
});
