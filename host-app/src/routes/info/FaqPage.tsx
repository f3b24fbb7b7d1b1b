import { DELIVERY_BASE_CHARGE, DELIVERY_CHARGE_PER_KM, localeFormat } from '@nirmaan/core';
import type { Locale } from '@nirmaan/core/locale';
import { Link } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import type { ReactNode } from 'react';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';
import { FaqList, type FaqEntry } from './FaqList.tsx';
import { infoCatalogue, type InfoMessages } from './infoMessages.ts';

/** A link to one of the site's pages around a marked part's words. */
const linkTo = (href: string) => (words: string) => <Link href={href}>{words}</Link>;

/** The questions and answers of each group, in the catalogue's words. */
function faqGroups(messages: InfoMessages, locale: Locale): Record<'ordering' | 'delivery' | 'returns' | 'account', FaqEntry[]> {
  const entry = (question: string, answer: ReactNode): FaqEntry => ({ question, answer: <p className={styles.text}>{answer}</p> });
  const money = localeFormat(locale);
  return {
    ordering: [
      entry(messages['faq.cities.question'](), messages['faq.cities.answer']()),
      entry(messages['faq.pay.question'](), messages['faq.pay.answer']()),
      entry(messages['faq.prices.question'](), messages['faq.prices.answer']()),
      entry(messages['faq.bulk.question'](), <MarkedText sentence={messages['faq.bulk.answer'](partMarks('quote'))} parts={{ quote: linkTo('/contact') }} />),
      entry(
        messages['faq.cancel.question'](),
        <MarkedText sentence={messages['faq.cancel.answer'](partMarks('orders'))} parts={{ orders: linkTo('/orders') }} />,
      ),
    ],
    delivery: [
      entry(messages['faq.who.question'](), messages['faq.who.answer']()),
      entry(
        messages['faq.cost.question'](),
        <MarkedText
          sentence={messages['faq.cost.answer']({
            base: money.rupees(DELIVERY_BASE_CHARGE),
            perKm: money.rupees(DELIVERY_CHARGE_PER_KM),
            ...partMarks('location'),
          })}
          parts={{ location: linkTo('/location-setup') }}
        />,
      ),
      entry(
        messages['faq.follow.question'](),
        <MarkedText sentence={messages['faq.follow.answer'](partMarks('orders'))} parts={{ orders: linkTo('/orders') }} />,
      ),
    ],
    returns: [
      entry(
        messages['faq.damaged.question'](),
        <MarkedText sentence={messages['faq.damaged.answer'](partMarks('refund'))} parts={{ refund: linkTo('/refund') }} />,
      ),
      entry(messages['faq.unused.question'](), messages['faq.unused.answer']()),
    ],
    account: [
      entry(
        messages['faq.phone.question'](),
        <MarkedText sentence={messages['faq.phone.answer'](partMarks('privacy'))} parts={{ privacy: linkTo('/privacy') }} />,
      ),
      entry(
        messages['faq.sell.question'](),
        <MarkedText
          sentence={messages['faq.sell.answer'](partMarks('register', 'mail'))}
          parts={{
            register: linkTo('/seller/register'),
            mail: () => <CompanyMailLink mailbox="seller_email" contactLabel={messages['faq.contactPage']()} />,
          }}
        />,
      ),
    ],
  };
}

/** /faq: questions as an accessible disclosure list, in groups, in the site's language. */
export function FaqPage() {
  const { messages, locale } = useMessages(infoCatalogue);
  const groups = faqGroups(messages, locale);
  return (
    <ContentPage lang={locale} title={messages['faq.title']()} description={messages['faq.description']()} lead={messages['faq.lead']()}>
      <ContentSection id="faq-ordering" title={messages['faq.ordering.heading']()}>
        <FaqList entries={groups.ordering} label={messages['faq.ordering.heading']()} />
      </ContentSection>
      <ContentSection id="faq-delivery" title={messages['faq.delivery.heading']()}>
        <FaqList entries={groups.delivery} label={messages['faq.delivery.heading']()} />
      </ContentSection>
      <ContentSection id="faq-returns" title={messages['faq.returns.heading']()}>
        <FaqList entries={groups.returns} label={messages['faq.returns.heading']()} />
      </ContentSection>
      <ContentSection id="faq-account" title={messages['faq.account.heading']()}>
        <FaqList entries={groups.account} label={messages['faq.account.heading']()} />
      </ContentSection>
      <p className={styles.text}>
        <MarkedText sentence={messages['faq.more'](partMarks('contact'))} parts={{ contact: linkTo('/contact') }} />
      </p>
    </ContentPage>
  );
}
