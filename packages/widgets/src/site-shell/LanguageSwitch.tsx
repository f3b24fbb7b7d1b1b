import { $locale, chooseSiteLocale, isLocale, LOCALE_NATIVE_NAMES, LOCALES } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';

/**
 * The header's language switch: a native select (every keyboard, screen reader and phone picker
 * knows it), each language named in its own script and marked with its `lang`. A choice holds at
 * once, is remembered in the browser and, for a signed-in buyer, on the account (chooseSiteLocale).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useStore($locale);
  const { messages } = useMessages(shellCatalogue);
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={visuallyHidden}>
        {messages['header.language']()}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseSiteLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
