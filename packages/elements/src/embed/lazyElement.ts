import { COMMON_ATTRIBUTE_TYPES, type ElementChunk } from '../elementChunks.ts';
import { whenReady } from '../elementReadiness.ts';
import { defineReflectingProperties, upgradeProperties } from './elementProperties.ts';
import { embedConfig, onEmbedConfig } from './embedConfig.ts';
import { applyPageTheme, placeholderCss, READY_CSS, setRootStyles } from './lazyElementStyles.ts';

/** Loads an element's code and answers the tag of the real element to put inside the placeholder. */
export type LoadImplementation = (tag: string, element: ElementChunk) => Promise<string>;

/** Attributes that belong to the placeholder on the page, not to the widget inside it (its `lang` is passed on). */
const OWN_ATTRIBUTES = new Set(['id', 'class', 'style', 'hidden', 'slot', 'theme']);

/** The event every calculator fires after each calculation (registry.ts). */
const CALCULATED = 'nirmaan-calculated';

/** What counts as touching the element: its code loads then, even before it is in view. */
const TOUCH_EVENTS = ['pointerenter', 'focusin', 'touchstart'];

// One page-wide theme sheet, kept up to date for every element.
onEmbedConfig(({ theme }) => applyPageTheme(theme));

/**
 * The element embed.js defines for a tag before that widget's code is on the page: it keeps the
 * widget's space (the registry's reserved size, desktop or phone), loads the code once the element
 * is in view (or touched), then puts the real element inside its shadow root and passes its
 * attributes on — set as attributes or as the reflecting camelCase properties. Events of the real
 * element bubble out of it (they are composed), so the page listens on this element as usual; once
 * the widget has rendered it fires `nirmaan-ready`, its `ready` promise settles and it matches
 * `:state(ready)`. It never writes on itself (the page's framework owns its attributes) and, once
 * removed, holds no observer or listener that would keep it alive. A failed load shows Retry in the
 * widget's own box; other widgets are not affected.
 */
export function lazyElementClass(tag: string, spec: ElementChunk, loadImplementation: LoadImplementation): CustomElementConstructor {
  const attributes = { ...spec.attributes, ...COMMON_ATTRIBUTE_TYPES };

  class NirmaanLazyElement extends HTMLElement {
    readonly #root: ShadowRoot;
    readonly #ready: Promise<void>;
    #widget: HTMLElement | null = null;
    #loading = false;
    #visibility: IntersectionObserver | null = null;
    #attributeWatch: MutationObserver | null = null;
    #stopConfigWatch: (() => void) | null = null;
    #lastCalculation: unknown = undefined;

    constructor() {
      super();
      // A calculator's latest result, for a <nirmaan-rfq calculator> whose code arrives after it.
      this.addEventListener(CALCULATED, (event) => (this.#lastCalculation = (event as CustomEvent<unknown>).detail));
      this.#root = this.attachShadow({ mode: 'open' });
      // The widget's own height from its first render on.
      this.#ready = whenReady(this, this.#root, () => setRootStyles(this.#root, READY_CSS));
      // A floating widget keeps nothing in the page's flow, not even a loading line.
      if (!spec.eager) this.#root.innerHTML = '<p role="status">Loading…</p>';
      setRootStyles(this.#root, placeholderCss(spec.reserve));
    }

    /** The detail of this element's latest `nirmaan-calculated` event (a calculator's latest result), if any. */
    get lastCalculation(): unknown {
      return this.#lastCalculation;
    }

    /** Settles once the widget has rendered. */
    get ready(): Promise<void> {
      return this.#ready;
    }

    connectedCallback(): void {
      upgradeProperties(this, attributes);
      if (this.#widget) {
        this.#watch(this.#widget);
        return;
      }
      if (this.#loading) return;
      if (spec.eager || typeof IntersectionObserver !== 'function') {
        void this.#load();
        return;
      }
      this.#visibility = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void this.#load(), {
        rootMargin: '300px',
      });
      this.#visibility.observe(this);
      for (const type of TOUCH_EVENTS) this.addEventListener(type, this.#loadOnTouch, { passive: true });
    }

    disconnectedCallback(): void {
      this.#stopWatchingForLoad();
      this.#attributeWatch?.disconnect();
      this.#attributeWatch = null;
      this.#stopConfigWatch?.();
      this.#stopConfigWatch = null;
    }

    readonly #loadOnTouch = () => void this.#load();

    #stopWatchingForLoad(): void {
      this.#visibility?.disconnect();
      this.#visibility = null;
      for (const type of TOUCH_EVENTS) this.removeEventListener(type, this.#loadOnTouch);
    }

    async #load(): Promise<void> {
      if (this.#widget || this.#loading) return;
      this.#loading = true;
      this.#stopWatchingForLoad();
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
      this.#widget = widget;
      this.#root.querySelector('p')?.remove();
      this.#root.append(widget);
      if (this.isConnected) this.#watch(widget);
    }

    /** Passes the attributes on now and whenever they change, with the page's theme and language, while connected. */
    #watch(widget: HTMLElement): void {
      this.#copyAttributes(widget);
      this.#attributeWatch ??= new MutationObserver(() => this.#copyAttributes(widget));
      this.#attributeWatch.observe(this, { attributes: true });
      this.#stopConfigWatch ??= onEmbedConfig(() => this.#copyAttributes(widget));
    }

    #copyAttributes(widget: HTMLElement): void {
      const passed = new Map<string, string>();
      for (const { name, value } of this.attributes) if (!OWN_ATTRIBUTES.has(name)) passed.set(name, value);
      const { theme, locale } = embedConfig();
      // The element's own theme, else the page's: removing the attribute brings the page's back.
      const ownTheme = this.getAttribute('theme') ?? (typeof theme === 'string' ? theme : null);
      if (ownTheme !== null) passed.set('theme', ownTheme);
      // The element's own language (passed on above), else the page's.
      if (locale && !this.hasAttribute('lang')) passed.set('lang', locale);
      for (const { name } of Array.from(widget.attributes)) if (!passed.has(name)) widget.removeAttribute(name);
      for (const [name, value] of passed) if (widget.getAttribute(name) !== value) widget.setAttribute(name, value);
    }

    #showFailure(): void {
      this.#root.querySelector('p')?.remove();
      const box = document.createElement('p');
      box.className = 'failed';
      box.setAttribute('role', 'alert');
      box.textContent = 'This widget could not load.';
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = 'Retry';
      retry.addEventListener('click', () => void this.#load());
      box.append(retry);
      this.#root.append(box);
    }
  }

  defineReflectingProperties(NirmaanLazyElement.prototype, attributes);
  return NirmaanLazyElement;
}
