import { $locale, localeOfTag, type Locale } from '@nirmaan/core/locale';
import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import { LangContext } from './langContext.ts';

/** The language a widget speaks: its element's `lang` when that is one of ours, else the site's choice. */
export function useLocale(): Locale {
  const siteLocale = useStore($locale);
  return localeOfTag(useContext(LangContext)) ?? siteLocale;
}
