import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';
import { PolicyPage } from './policies/PolicyPage.tsx';
import { policiesCatalogue, type PoliciesMessages } from './policies/policiesMessages.ts';
import { telHref, useCompany } from './useCompany.ts';

/** The kinds of material the return rules name, in the table's order: each one's words are the catalogue's `refund.returns.<id>.*`. */
const RETURN_RULES = ['cement', 'loose', 'readyMix', 'steel', 'bricks', 'finishes'] as const;

type ReturnRule = (typeof RETURN_RULES)[number];

function returnColumns(messages: PoliciesMessages): readonly TableColumn<{ id: ReturnRule }>[] {
  return [
    { key: 'id', header: messages['refund.returns.material'](), rowHeader: true, render: (row) => messages[`refund.returns.${row.id}.material`]() },
    { key: 'rule', header: messages['refund.returns.rule'](), render: (row) => messages[`refund.returns.${row.id}.rule`]() },
  ];
}

/** /refund, in the site's language; the company's phone and mailbox as configured. */
export function RefundPage() {
  const { messages, locale } = useMessages(policiesCatalogue);
  const phone = useCompany()?.phone ?? null;
  const mail = () => <CompanyMailLink mailbox="email" contactLabel={messages.contactPage()} />;
  const help = phone ? (
    <MarkedText
      sentence={messages['refund.help.writeOrCall']({ phone, ...partMarks('mail', 'phone') })}
      parts={{
        mail,
        phone: (words) => (
          <a className={styles.anchor} href={telHref(phone)}>
            {words}
          </a>
        ),
      }}
    />
  ) : (
    <MarkedText sentence={messages['refund.help.write'](partMarks('mail'))} parts={{ mail }} />
  );
  return (
    <PolicyPage policy="refund" messages={messages} locale={locale}>
      <ContentSection id="delivery" title={messages['refund.delivery.heading']()}>
        <ul className={styles.list}>
          <li>{messages['refund.delivery.inspect']()}</li>
          <li>{messages['refund.delivery.refuse']()}</li>
          <li>{messages['refund.delivery.short']()}</li>
        </ul>
      </ContentSection>

      <ContentSection id="after" title={messages['refund.after.heading']()}>
        <p className={styles.text}>{messages['refund.after.text']()}</p>
        <Table
          caption={messages['refund.returns.caption']()}
          columns={returnColumns(messages)}
          rows={RETURN_RULES.map((id) => ({ id }))}
          rowKey={(row) => row.id}
        />
      </ContentSection>

      <ContentSection id="cancel" title={messages['refund.cancel.heading']()}>
        <p className={styles.text}>
          <MarkedText sentence={messages['refund.cancel.text'](partMarks('orders'))} parts={{ orders: (words) => <Link href="/orders">{words}</Link> }} />
        </p>
      </ContentSection>

      <ContentSection id="refunds" title={messages['refund.refunds.heading']()}>
        <p className={styles.text}>{messages['refund.refunds.text']()}</p>
      </ContentSection>

      <ContentSection id="help" title={messages['refund.help.heading']()}>
        <p className={styles.text}>
          {help} {messages['refund.help.disagree']()}
        </p>
      </ContentSection>
    </PolicyPage>
  );
}
