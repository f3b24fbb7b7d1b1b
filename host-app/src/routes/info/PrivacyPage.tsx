import { Link } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';
import { PolicyPage } from './policies/PolicyPage.tsx';
import { policiesCatalogue } from './policies/policiesMessages.ts';

/** A sentence's bold lead words (the term a list item explains). */
const strong = (words: string) => <strong>{words}</strong>;

/** A list item whose sentence says its term first, in bold (`{termStart}…{termEnd}`). */
const termed = (sentence: (marks: Record<'termStart' | 'termEnd', string>) => string) => (
  <li>
    <MarkedText sentence={sentence(partMarks('term'))} parts={{ term: strong }} />
  </li>
);

/** /privacy, in the site's language. */
export function PrivacyPage() {
  const { messages, locale } = useMessages(policiesCatalogue);
  return (
    <PolicyPage policy="privacy" messages={messages} locale={locale}>
      <ContentSection id="collect" title={messages['privacy.collect.heading']()}>
        <ul className={styles.list}>
          {termed(messages['privacy.collect.phone'])}
          {termed(messages['privacy.collect.name'])}
          {termed(messages['privacy.collect.addresses'])}
          {termed(messages['privacy.collect.location'])}
          {termed(messages['privacy.collect.orders'])}
          {termed(messages['privacy.collect.logs'])}
        </ul>
      </ContentSection>

      <ContentSection id="browser" title={messages['privacy.browser.heading']()}>
        <p className={styles.text}>{messages['privacy.browser.storage']()}</p>
        <p className={styles.text}>{messages['privacy.browser.widgets']()}</p>
      </ContentSection>

      <ContentSection id="share" title={messages['privacy.share.heading']()}>
        <ul className={styles.list}>
          {termed(messages['privacy.share.sellers'])}
          {termed(messages['privacy.share.providers'])}
          {termed(messages['privacy.share.video'])}
          <li>{messages['privacy.share.authorities']()}</li>
        </ul>
        <p className={styles.text}>{messages['privacy.share.noSale']()}</p>
      </ContentSection>

      <ContentSection id="keep" title={messages['privacy.keep.heading']()}>
        <p className={styles.text}>{messages['privacy.keep.text']()}</p>
      </ContentSection>

      <ContentSection id="rights" title={messages['privacy.rights.heading']()}>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['privacy.rights.text'](partMarks('profile', 'mail'))}
            parts={{
              profile: (words) => <Link href="/profile">{words}</Link>,
              mail: () => <CompanyMailLink mailbox="privacy_email" contactLabel={messages.contactPage()} />,
            }}
          />
        </p>
      </ContentSection>

      <ContentSection id="security" title={messages['privacy.security.heading']()}>
        <p className={styles.text}>{messages['privacy.security.text']()}</p>
      </ContentSection>
    </PolicyPage>
  );
}
