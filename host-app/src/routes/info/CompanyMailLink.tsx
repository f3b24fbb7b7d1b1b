import { Link } from '@nirmaan/ui';
import * as styles from '../content/content.css.ts';
import { useCompany } from './useCompany.ts';

export interface CompanyMailLinkProps {
  /** Which of the company's addresses: the general one is used when this one is not configured. */
  mailbox: 'email' | 'seller_email' | 'privacy_email';
  /** The contact page link's words where no address is configured, in the sentence's language. */
  contactLabel?: string;
}

/** The company's e-mail address as a link, as configured; without one, the Contact page. */
export function CompanyMailLink({ mailbox, contactLabel = 'our contact page' }: CompanyMailLinkProps) {
  const company = useCompany();
  const address = company?.[mailbox] ?? company?.email ?? null;
  if (!address) return <Link href="/contact">{contactLabel}</Link>;
  return (
    <a className={styles.anchor} href={`mailto:${address}`} lang="en">
      {address}
    </a>
  );
}
