import { Alert, Link } from '@nirmaan/ui';
import { QuoteRequestButton } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { CompanyOffices } from './CompanyOffices.tsx';
import { telHref, useCompany } from './useCompany.ts';

/**
 * /contact: the quote request and the chat assistant, then the company's phone, e-mail addresses and
 * offices as the operator configured them (COMPANY_FILE): nothing that is not configured is shown.
 * The demo's fictional company says that it has none.
 */
export function ContactPage() {
  const company = useCompany();
  const mailboxes = company
    ? [
        { label: 'Orders and general questions', address: company.email },
        { label: 'Sellers and suppliers', address: company.seller_email },
      ].filter((mailbox): mailbox is { label: string; address: string } => mailbox.address !== null)
    : [];
  const reachable = Boolean(company?.phone) || mailboxes.length > 0;
  return (
    <ContentPage
      title="Contact Us"
      description="Reach Nirmaan in Bangalore, Chennai and Coimbatore: ask for a quote for construction materials, chat with us, call or write."
      lead={company?.hours ? `We answer ${company.hours}.` : 'Ask for a quote or chat with us: suppliers near your site answer.'}
    >
      <ContentSection id="quote" title="Need a price for materials?">
        <p className={styles.text}>
          Tell us the material, quantity and where it is needed; we collect prices from suppliers near your site and contact you within 2 hours in working
          hours.
        </p>
        <div className={styles.actions}>
          <QuoteRequestButton label="Request a Quote" />
        </div>
        <p className={styles.text}>
          Or use the <strong>Chat with us</strong> button at the bottom of the screen: pick a product and leave your number, and its sellers get your inquiry.
        </p>
      </ContentSection>

      {company?.demo && (
        <Alert tone="info">
          {company.name} is this demo&apos;s fictional company: it has no phone number, office or mailbox. Quote requests and chat inquiries still work: they
          become leads in the demo&apos;s dashboards.
        </Alert>
      )}

      {reachable && (
        <ContentSection id="reach" title="Call or write">
          <ul className={styles.list}>
            {company?.phone && (
              <li>
                Phone:{' '}
                <a className={styles.anchor} href={telHref(company.phone)}>
                  {company.phone}
                </a>
              </li>
            )}
            {mailboxes.map((mailbox) => (
              <li key={mailbox.label}>
                {mailbox.label}:{' '}
                <a className={styles.anchor} href={`mailto:${mailbox.address}`}>
                  {mailbox.address}
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.text}>
            About an order? Include the order number from <Link href="/orders">My Orders</Link>.
          </p>
        </ContentSection>
      )}

      {company && company.offices.length > 0 && <CompanyOffices offices={company.offices} legalName={company.legal_name} gstin={company.gstin} />}
    </ContentPage>
  );
}
