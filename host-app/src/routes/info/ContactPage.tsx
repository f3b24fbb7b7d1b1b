import { Alert, Link } from '@nirmaan/ui';
import { QuoteRequestButton, useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { CompanyOffices } from './CompanyOffices.tsx';
import { infoCatalogue } from './infoMessages.ts';
import { telHref, useCompany } from './useCompany.ts';

/** The operator's words inside a translated sentence (opening hours, the company's name): marked English. */
const asWritten = (words: string) => <span lang="en">{words}</span>;

/**
 * /contact, in the site's language: the quote request and the chat assistant, then the company's
 * phone, e-mail addresses and offices as the operator configured them (COMPANY_FILE, shown as written
 * and marked English): nothing that is not configured is shown. The demo's fictional company says
 * that it has none.
 */
export function ContactPage() {
  const { messages, locale } = useMessages(infoCatalogue);
  const company = useCompany();
  const mailboxes = company
    ? [
        { label: messages['contact.mailbox.general'](), address: company.email },
        { label: messages['contact.mailbox.sellers'](), address: company.seller_email },
      ].filter((mailbox): mailbox is { label: string; address: string } => mailbox.address !== null)
    : [];
  const reachable = Boolean(company?.phone) || mailboxes.length > 0;
  const lead = company?.hours ? (
    <MarkedText sentence={messages['contact.lead.hours']({ hours: company.hours, ...partMarks('hours') })} parts={{ hours: asWritten }} />
  ) : (
    messages['contact.lead']()
  );
  return (
    <ContentPage lang={locale} title={messages['contact.title']()} description={messages['contact.description']()} lead={lead}>
      <ContentSection id="quote" title={messages['contact.quote.heading']()}>
        <p className={styles.text}>{messages['contact.quote.text']()}</p>
        <div className={styles.actions}>
          <QuoteRequestButton label={messages['contact.quote.button']()} />
        </div>
        <p className={styles.text}>
          <MarkedText sentence={messages['contact.chat'](partMarks('chat'))} parts={{ chat: (words) => <strong>{words}</strong> }} />
        </p>
      </ContentSection>

      {company?.demo && (
        <Alert tone="info">
          <MarkedText sentence={messages['contact.demo']({ name: company.name, ...partMarks('name') })} parts={{ name: asWritten }} />
        </Alert>
      )}

      {reachable && (
        <ContentSection id="reach" title={messages['contact.reach.heading']()}>
          <ul className={styles.list}>
            {company?.phone && (
              <li>
                {messages['contact.phone']()}{' '}
                <a className={styles.anchor} href={telHref(company.phone)}>
                  {company.phone}
                </a>
              </li>
            )}
            {mailboxes.map((mailbox) => (
              <li key={mailbox.label}>
                {mailbox.label}{' '}
                <a className={styles.anchor} href={`mailto:${mailbox.address}`} lang="en">
                  {mailbox.address}
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.text}>
            <MarkedText sentence={messages['contact.orderNumber'](partMarks('orders'))} parts={{ orders: (words) => <Link href="/orders">{words}</Link> }} />
          </p>
        </ContentSection>
      )}

      {company && company.offices.length > 0 && (
        <CompanyOffices offices={company.offices} legalName={company.legal_name} gstin={company.gstin} heading={messages['contact.offices.heading']()} />
      )}
    </ContentPage>
  );
}
