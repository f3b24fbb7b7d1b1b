import type { Locale } from '@nirmaan/core/locale';

/** A compiled catalogue module (messages/compiled/<lang>.js), as a dynamic import answers it. */
export type CatalogueModule<Messages> = Promise<{ default: Messages }>;

/**
 * One capability's messages in every language: English in the widget's own chunk (it is the language
 * shown while another loads, and most visitors' first), the others each in a chunk of their own,
 * fetched the first time a widget needs that language (docs/i18n.md).
 */
export interface Catalogue<Messages> {
  readonly english: Messages;
  readonly loaders: Readonly<Record<Exclude<Locale, 'en'>, () => CatalogueModule<Messages>>>;
  /** The languages loaded so far. */
  readonly loaded: Map<Locale, Messages>;
  /** The loads under way, so two widgets asking at once fetch one chunk. */
  readonly pending: Map<Locale, Promise<Messages>>;
}

/** Every catalogue whose widget's code has loaded, for loadDefinedCatalogues. */
const definedCatalogues = new Set<Catalogue<unknown>>();

/** A capability's catalogue: `defineCatalogue(en, { kn: () => import('./messages/compiled/kn.js'), ... })`. */
export function defineCatalogue<Messages>(english: Messages, loaders: Catalogue<Messages>['loaders']): Catalogue<Messages> {
  const catalogue: Catalogue<Messages> = { english, loaders, loaded: new Map([['en', english]]), pending: new Map() };
  definedCatalogues.add(catalogue as Catalogue<unknown>);
  return catalogue;
}

/**
 * Fetches `locale` for every catalogue defined so far, i.e. of every widget whose code the page has
 * loaded, so a page can wait for them and paint in that language at once: drawn in English first, a
 * widget moved the page when its language arrived. Resolves either way (a failed fetch leaves that
 * widget in English).
 */
export async function loadDefinedCatalogues(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await Promise.all([...definedCatalogues].map((catalogue) => loadCatalogue(catalogue, locale).catch(() => undefined)));
}

/** A language's messages, fetching its chunk once; a failed fetch may be tried again later. */
export function loadCatalogue<Messages>(catalogue: Catalogue<Messages>, locale: Locale): Promise<Messages> {
  const ready = catalogue.loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = catalogue.pending.get(locale);
  if (!pending) {
    pending = catalogue.loaders[locale as Exclude<Locale, 'en'>]()
      .then(({ default: messages }) => {
        catalogue.loaded.set(locale, messages);
        return messages;
      })
      .finally(() => catalogue.pending.delete(locale));
    catalogue.pending.set(locale, pending);
  }
  return pending;
}
