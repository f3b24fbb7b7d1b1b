import { adminApi, downloadPartnersCsv, localeFormat, PARTNERS_CSV, type AdminPartnerSummary, type LocaleFormat } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { saveBlob } from '../dashboard-shared/saveBlob.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminDate } from './adminDate.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { PartnerWebhooks } from './PartnerWebhooks.tsx';

/** The counts of one partner's card, in the order shown. */
const facts = (partner: AdminPartnerSummary, messages: AdminMessages, format: LocaleFormat): Array<[label: string, value: string]> => [
  [messages['partners.signUps'](), format.number(partner.sign_ups)],
  [messages['partners.orders'](), format.number(partner.orders)],
  [messages['partners.orderValue'](), format.rupees(partner.order_value, { paise: true })],
  [messages['partners.chatbotInquiries'](), format.number(partner.chatbot_inquiries)],
  [messages['partners.quoteRequests'](), format.number(partner.quote_requests)],
  [messages['partners.siteListings'](), format.number(partner.real_estate_submissions)],
];

/**
 * Partners (issue 25): per partner id, the sign-ups, orders (value without cancelled ones) and leads
 * its embedded widgets brought, the most recently active first, and the report as a CSV file;
 * and each partner's webhook endpoints (issue 34), chosen from its card or by partner id.
 */
export function PartnersTab() {
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const partners = useDashboardData('admin', 'partners', () => adminApi.listPartners());
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [webhooksOf, setWebhooksOf] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      saveBlob(await downloadPartnersCsv(), PARTNERS_CSV.filename);
    } catch {
      setProblem(messages['partners.exportFailed']());
    } finally {
      setExporting(false);
    }
  };

  const rows = partners.value ?? [];
  return (
    <>
      <section className={styles.panel} aria-labelledby="partners-title">
        <div className={styles.headerRow}>
          <h2 id="partners-title" className={styles.heading}>
            {messages['partners.title']()}
          </h2>
          {rows.length > 0 && (
            <Button variant="secondary" size="small" busy={exporting} busyLabel={messages['partners.exporting']()} onClick={() => void exportCsv()}>
              {messages['partners.export']({ format: 'CSV' })}
            </Button>
          )}
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
        {partners.status === 'failed' && <LoadFailed onRetry={partners.reload} message={messages['partners.loadFailed']()} />}
        {partners.status === 'loading' && !partners.value && <Spinner label={messages['tabLoading.partners']()} />}
        {partners.value && rows.length === 0 && (
          <EmptyState
            headingLevel={3}
            title={messages['partners.noneYet']()}
            description={messages['partners.noneHint']({ attribute: 'partner-id', call: "nirmaan('config', { partnerId })" })}
          />
        )}
        {rows.length > 0 && (
          <ul className={cardStyles.cards} aria-label={messages['partners.title']()}>
            {rows.map((partner) => (
              <li key={partner.partner_id} className={cardStyles.card}>
                <div className={cardStyles.cardHeader}>
                  <h3 className={styles.subheading}>{partner.partner_id}</h3>
                  <span className={styles.muted}>{messages['partners.lastActive']({ date: adminDate(format, partner.last_activity) })}</span>
                </div>
                <dl className={cardStyles.facts}>
                  {facts(partner, messages, format).map(([label, value]) => (
                    <Fragment key={label}>
                      <dt className={cardStyles.factTerm}>{label}</dt>
                      <dd className={cardStyles.factValue}>{value}</dd>
                    </Fragment>
                  ))}
                </dl>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={messages['partners.webhooksOf']({ partnerId: partner.partner_id })}
                    onClick={() => setWebhooksOf(partner.partner_id)}
                  >
                    {messages['partners.webhooks']()}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PartnerWebhooks key={webhooksOf ?? ''} partnerId={webhooksOf} onPartnerIdChange={setWebhooksOf} />
    </>
  );
}
