import { localeFormat, siteUrl, type SiteFigures } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { useId } from 'react';
import { FooterCategories } from './FooterCategories.tsx';
import { useSiteInfo } from '../data-shared/useSiteInfo.ts';
import { POLICY_LINKS, QUICK_LINKS, type NavLink } from './siteNavigation.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue, type ShellMessages } from './shellMessages.ts';
import type { Locale } from '@nirmaan/core';
import * as styles from './siteShell.css.ts';

/**
 * The footer's trust figures: what the database counted (leaving out a count of 0), then how orders
 * are paid; each in the footer's language.
 */
function trustFigures(figures: SiteFigures | null, messages: ShellMessages, locale: Locale): Array<{ value: string; label: string }> {
  const counted = figures
    ? [
        { count: figures.cities, label: messages['figure.cities'] },
        { count: figures.verified_sellers, label: messages['figure.sellers'] },
        { count: figures.products, label: messages['figure.products'] },
      ].filter(({ count }) => count > 0)
    : [];
  return [
    ...counted.map(({ count, label }) => ({ value: localeFormat(locale).number(count), label: label({ count }) })),
    { value: messages['footer.cash'](), label: messages['footer.onDelivery']() },
  ];
}

function LinkColumn({ title, links, messages }: { title: string; links: readonly NavLink[]; messages: ShellMessages }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.footerHeading}>
        {title}
      </h2>
      <ul className={styles.footerList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link className={styles.footerLink} href={siteUrl(link.href)}>
              {messages[link.key]()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: about text, the first 5 categories, quick and policy links, the marketplace's counted figures, the company's name and links. */
export function SiteFooter() {
  const site = useSiteInfo().value;
  const company = site?.company;
  const { messages, locale } = useMessages(shellCatalogue);
  return (
    <footer className={styles.footer} lang={locale}>
      <div className={styles.footerInner}>
        <section aria-label={messages['footer.about']()}>
          <h2 className={styles.footerHeading}>Nirmaan</h2>
          <p className={styles.footerText}>{messages['footer.aboutText']()}</p>
        </section>
        <FooterCategories />
        <LinkColumn title={messages['footer.quickLinks']()} links={QUICK_LINKS} messages={messages} />
        <LinkColumn title={messages['footer.policies']()} links={POLICY_LINKS} messages={messages} />
        <section aria-label={messages['footer.trust']()}>
          <h2 className={styles.footerHeading}>{messages['footer.trust']()}</h2>
          <ul className={styles.trust}>
            {trustFigures(site?.figures ?? null, messages, locale).map((figure) => (
              <li key={figure.label} className={styles.trustFigure}>
                <strong className={styles.trustValue}>{figure.value}</strong> <span className={styles.trustLabel}>{figure.label}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.footerBottom}>
        {company && company.social.length > 0 && (
          <nav aria-label={messages['footer.elsewhere']({ name: company.name })} className={styles.footerSocial}>
            {company.social.map((link) => (
              <a key={link.url} className={styles.footerLink} href={link.url} rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </nav>
        )}
        <p className={styles.footerCopyright}>
          {messages['footer.copyright']({ year: new Date().getFullYear(), name: company?.legal_name ?? company?.name ?? 'Nirmaan' })}
        </p>
      </div>
    </footer>
  );
}
