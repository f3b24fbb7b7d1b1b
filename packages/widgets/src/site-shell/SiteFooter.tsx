import { countedFigures, siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { useId } from 'react';
import { FooterCategories } from './FooterCategories.tsx';
import { useSiteInfo } from '../data-shared/useSiteInfo.ts';
import { FOOTER_FACTS, POLICY_LINKS, QUICK_LINKS, type NavLink } from './siteNavigation.ts';
import * as styles from './siteShell.css.ts';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
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
              {link.label}
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
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-label="About Nirmaan">
          <h2 className={styles.footerHeading}>Nirmaan</h2>
          <p className={styles.footerText}>
            Construction materials from verified suppliers in Bangalore, Chennai and Coimbatore. Compare prices, order with cash on delivery.
          </p>
        </section>
        <FooterCategories />
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Policies" links={POLICY_LINKS} />
        <section aria-label="Why builders trust us">
          <h2 className={styles.footerHeading}>Why builders trust us</h2>
          <ul className={styles.trust}>
            {[...countedFigures(site?.figures ?? null), ...FOOTER_FACTS].map((figure) => (
              <li key={figure.label}>
                <strong className={styles.trustValue}>{figure.value}</strong> <span className={styles.trustLabel}>{figure.label}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.footerBottom}>
        {company && company.social.length > 0 && (
          <nav aria-label={`${company.name} elsewhere`} className={styles.footerSocial}>
            {company.social.map((link) => (
              <a key={link.url} className={styles.footerLink} href={link.url} rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </nav>
        )}
        <p className={styles.footerCopyright}>
          © {new Date().getFullYear()} {company?.legal_name ?? company?.name ?? 'Nirmaan'}. Prices include taxes; payment is cash on delivery.
        </p>
      </div>
    </footer>
  );
}
