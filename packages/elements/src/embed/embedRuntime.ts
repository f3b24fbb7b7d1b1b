/*
 * The part of embed.js that arrives with the first widget: it points the shared stores at the
 * Nirmaan site and turns an element definition into the real (React) element the loader mounts.
 */
import { configure } from '@nirmaan/core';
import { $locale, localeOfTag } from '@nirmaan/core/locale';
import { createElementClass, type AnyDefinition } from '../defineElement.tsx';
import { onEmbedConfig } from './embedConfig.ts';
import { adoptWidgetStyles } from './widgetStyles.ts';

let started = false;

function start(siteOrigin: string): void {
  if (started) return;
  started = true;
  configure({ siteBase: siteOrigin, apiBase: `${siteOrigin}/api/v1` });
  onEmbedConfig(({ apiBase, partnerId, locale }) => {
    configure({ ...(apiBase ? { apiBase } : {}), ...(partnerId ? { partnerId } : {}) });
    // The page's language is also the one the server answers in (a refused order, a wrong code), as
    // its widgets speak it: not the visitor's browser's, which the widgets do not follow here.
    const pageLocale = localeOfTag(locale);
    if (pageLocale) $locale.set(pageLocale);
  });
}

/** Defines `<tag>-widget`, the React element inside the loader's `<tag>`, once; answers its name. */
export function defineImplementation(tag: string, definition: unknown, siteOrigin: string): string {
  start(siteOrigin);
  const implementationTag = `${tag}-widget` as `nirmaan-${string}`;
  // The class keeps the definition's own tag: it is the one the page wrote, which warnings name.
  if (!customElements.get(implementationTag))
    customElements.define(implementationTag, createElementClass(definition as AnyDefinition, { adoptStyles: adoptWidgetStyles }));
  return implementationTag;
}
