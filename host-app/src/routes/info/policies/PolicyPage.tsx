import { localeFormat } from '@nirmaan/core';
import type { Locale } from '@nirmaan/core/locale';
import type { ReactNode } from 'react';
import { ContentPage } from '../../content/ContentPage.tsx';
import * as styles from '../../content/content.css.ts';
import { POLICIES_UPDATED } from '../company.ts';
import type { PoliciesMessages } from './policiesMessages.ts';

/** How the policies' date is written: the day, the month's name and the year, in the page's language. */
const UPDATED_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' };

export interface PolicyPageProps {
  /** Which policy: its title, description and lead are the catalogue's `<policy>.*`. */
  policy: 'privacy' | 'refund' | 'terms';
  messages: PoliciesMessages;
  /** The language `messages` are in (the catalogue's `locale`). */
  locale: Locale;
  children: ReactNode;
}

/**
 * A policy page in the site's language: its title, lead and the date it was last changed, written
 * the language's way. A translation says first that the English text is the one that applies.
 */
export function PolicyPage({ policy, messages, locale, children }: PolicyPageProps) {
  const updated = messages.updated({ date: localeFormat(locale).date(new Date(POLICIES_UPDATED), UPDATED_DATE) });
  return (
    <ContentPage
      lang={locale}
      title={messages[`${policy}.title`]()}
      description={messages[`${policy}.description`]()}
      lead={messages[`${policy}.lead`]()}
      asOf={updated}
    >
      {locale !== 'en' && <p className={styles.note}>{messages.translationNote()}</p>}
      {children}
    </ContentPage>
  );
}
