import { Link } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';
import { PolicyPage } from './policies/PolicyPage.tsx';
import { policiesCatalogue } from './policies/policiesMessages.ts';

/** /terms, in the site's language. */
export function TermsPage() {
  const { messages, locale } = useMessages(policiesCatalogue);
  return (
    <PolicyPage policy="terms" messages={messages} locale={locale}>
      <ContentSection id="role" title={messages['terms.role.heading']()}>
        <p className={styles.text}>{messages['terms.role.text']()}</p>
      </ContentSection>

      <ContentSection id="orders" title={messages['terms.orders.heading']()}>
        <ul className={styles.list}>
          <li>{messages['terms.orders.prices']()}</li>
          <li>{messages['terms.orders.request']()}</li>
          <li>{messages['terms.orders.indicative']()}</li>
        </ul>
      </ContentSection>

      <ContentSection id="payment" title={messages['terms.payment.heading']()}>
        <ul className={styles.list}>
          <li>{messages['terms.payment.cash']()}</li>
          <li>{messages['terms.payment.site']()}</li>
          <li>
            <MarkedText sentence={messages['terms.payment.check'](partMarks('refund'))} parts={{ refund: (words) => <Link href="/refund">{words}</Link> }} />
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="accounts" title={messages['terms.accounts.heading']()}>
        <ul className={styles.list}>
          <li>{messages['terms.accounts.details']()}</li>
          <li>{messages['terms.accounts.misuse']()}</li>
          <li>{messages['terms.accounts.suspend']()}</li>
        </ul>
      </ContentSection>

      <ContentSection id="sellers" title={messages['terms.sellers.heading']()}>
        <ul className={styles.list}>
          <li>{messages['terms.sellers.list']()}</li>
          <li>{messages['terms.sellers.deliver']()}</li>
          <li>{messages['terms.sellers.data']()}</li>
        </ul>
      </ContentSection>

      <ContentSection id="liability" title={messages['terms.liability.heading']()}>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['terms.liability.text'](partMarks('mail'))}
            parts={{ mail: () => <CompanyMailLink mailbox="email" contactLabel={messages.contactPage()} /> }}
          />
        </p>
      </ContentSection>
    </PolicyPage>
  );
}
