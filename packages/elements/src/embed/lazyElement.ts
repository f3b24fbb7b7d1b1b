import { PHONE_MAX_WIDTH, type ElementChunk } from '../elementChunks.ts';
import type { ReservedSize } from '../registry.ts';
import { onEmbedConfig, type EmbedConfig } from './embedConfig.ts';

/** Loads an element's code and answers the tag of the real element to put inside the placeholder. */
export type LoadImplementation = (tag: string, element: ElementChunk) => Promise<string>;

/** Attributes that belong to the placeholder on the page, not to the widget inside it. */
const OWN_ATTRIBUTES = new Set(['id', 'class', 'style', 'hidden', 'slot', 'lang']);

const STYLE = ({ desktop, phone }: ReservedSize) => `
:host { display: block; min-height: ${desktop}px; }
@media (max-width: ${PHONE_MAX_WIDTH}px) { :host { min-height: ${phone}px; } }
:host([data-ready]) { min-height: 0; }
:host([hidden]) { display: none; }
.status { margin: 0; padding: 12px; font: 14px/1.4 system-ui, sans-serif; color: #4b5563; }
.failed { margin: 0; padding: 12px; border: 1px solid #b42318; border-radius: 8px; background: #fef3f2; color: #8a1c12; font: 14px/1.4 system-ui, sans-serif; }
.failed button { margin-inline-start: 8px; font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid currentColor; background: #fff; color: inherit; cursor: pointer; }
`;

/**
 * The element embed.js defines for a tag before that widget's code is on the page: it keeps the
 * widget's space (the registry's reserved size, desktop or phone), loads the code once the element
 * is in view (or touched), then puts the real element inside itself and passes its attributes on.
 * Events of the real element bubble out of it
 * (they are composed), so the page listens on this element as usual. A failed load shows Retry in
 * the widget's own box; other widgets are not affected.
 */
export function lazyElementClass(tag: string, spec: ElementChunk, loadImplementation: LoadImplementation): CustomElementConstructor {
  return class NirmaanLazyElement extends HTMLElement {
    readonly #root: ShadowRoot;
    #widget: HTMLElement | null = null;
    #loading = false;
    #visibility: IntersectionObserver | null = null;

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      this.#root.innerHTML = `<style>${STYLE(spec.reserve)}</style><p class="status" role="status">Loading…</p>`;
    }

    connectedCallback(): void {
      if (this.#widget || this.#loading) return;
      const start = () => this.#load();
      if (spec.eager || typeof IntersectionObserver !== 'function') {
        start();
        return;
      }
      this.#visibility = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '300px' });
      this.#visibility.observe(this);
      for (const type of ['pointerenter', 'focusin', 'touchstart']) this.addEventListener(type, start, { once: true, passive: true });
    }

    disconnectedCallback(): void {
      this.#visibility?.disconnect();
      this.#visibility = null;
    }

    async #load(): Promise<void> {
      if (this.#widget || this.#loading) return;
      this.#loading = true;
      this.#visibility?.disconnect();
      try {
        const implementationTag = await loadImplementation(tag, spec);
        this.#mount(document.createElement(implementationTag));
      } catch (error) {
        console.error(`nirmaan: <${tag}> could not load`, error);
        this.#showFailure();
      } finally {
        this.#loading = false;
      }
    }

    #mount(widget: HTMLElement): void {
      for (const { name, value } of Array.from(this.attributes)) if (!OWN_ATTRIBUTES.has(name)) widget.setAttribute(name, value);
      new MutationObserver((changes) => {
        for (const { attributeName: name } of changes) {
          if (!name || OWN_ATTRIBUTES.has(name)) continue;
          const value = this.getAttribute(name);
          if (value === null) widget.removeAttribute(name);
          else widget.setAttribute(name, value);
        }
      }).observe(this, { attributes: true });
      onEmbedConfig((config) => applyPageConfig(this, widget, config));
      this.#widget = widget;
      this.#root.querySelector('.status, .failed')?.remove();
      this.#root.append(widget);
      requestAnimationFrame(() => this.setAttribute('data-ready', ''));
    }

    #showFailure(): void {
      this.#root.querySelector('.status, .failed')?.remove();
      const box = document.createElement('p');
      box.className = 'failed';
      box.setAttribute('role', 'alert');
      box.textContent = 'This Nirmaan widget could not load.';
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = 'Retry';
      retry.addEventListener('click', () => void this.#load());
      box.append(retry);
      this.#root.append(box);
    }
  };
}

/** The page-wide theme and language, unless the element sets its own. */
function applyPageConfig(element: HTMLElement, widget: HTMLElement, config: Readonly<EmbedConfig>): void {
  const { theme, locale } = config;
  if (typeof theme === 'string' && !element.hasAttribute('theme')) widget.setAttribute('theme', theme);
  if (theme && typeof theme === 'object') for (const [name, value] of Object.entries(theme)) element.style.setProperty(name, value);
  if (locale && !element.hasAttribute('lang')) element.setAttribute('lang', locale);
}
