import { Link } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { infoCatalogue } from './infoMessages.ts';

/** /about, in the site's language. */
export function AboutPage() {
  const { messages, locale } = useMessages(infoCatalogue);
  return (
    <ContentPage lang={locale} title={messages['about.title']()} description={messages['about.description']()} lead={messages['about.lead']()}>
      <ContentSection id="what" title={messages['about.what.heading']()}>
        <p className={styles.text}>{messages['about.what.offers']()}</p>
        <p className={styles.text}>{messages['about.what.cities']()}</p>
      </ContentSection>

      <ContentSection id="how" title={messages['about.how.heading']()}>
        <ol className={styles.list}>
          <li>{messages['about.how.find']()}</li>
          <li>{messages['about.how.compare']()}</li>
          <li>{messages['about.how.order']()}</li>
          <li>{messages['about.how.follow']()}</li>
        </ol>
      </ContentSection>

      <ContentSection id="more" title={messages['about.more.heading']()}>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['about.more.text'](partMarks('boq', 'knowledge', 'videos'))}
            parts={{
              boq: (words) => <Link href="/boq-calculator">{words}</Link>,
              knowledge: (words) => <Link href="/knowledge">{words}</Link>,
              videos: (words) => <Link href="/toolkit">{words}</Link>,
            }}
          />
        </p>
      </ContentSection>

      <ContentSection id="sellers" title={messages['about.sellers.heading']()}>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['about.sellers.text'](partMarks('register'))}
            parts={{ register: (words) => <Link href="/seller/register">{words}</Link> }}
          />
        </p>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['about.sellers.questions'](partMarks('contact'))}
            parts={{ contact: (words) => <Link href="/contact">{words}</Link> }}
          />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
