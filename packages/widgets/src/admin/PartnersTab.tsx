import {
  ADMIN_MESSAGES,
  adminApi,
  downloadPartnersCsv,
  formatNumber,
  formatOrderDate,
  formatRupees,
  PARTNERS_CSV,
  type AdminPartnerSummary,
} from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { saveBlob } from '../dashboard-shared/saveBlob.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { PartnerWebhooks } from './PartnerWebhooks.tsx';

/** The counts of one partner's card, in the order shown. */
const FACTS: ReadonlyArray<{ label: string; value: (partner: AdminPartnerSummary) => string }> = [
  { label: 'Sign-ups', value: (partner) => formatNumber(partner.sign_ups) },
  { label: 'Orders', value: (partner) => formatNumber(partner.orders) },
  { label: 'Order value', value: (partner) => formatRupees(partner.order_value, { paise: true }) },
  { label: 'Chatbot inquiries', value: (partner) => formatNumber(partner.chatbot_inquiries) },
  { label: 'Quote requests', value: (partner) => formatNumber(partner.quote_requests) },
  { label: 'Site listings', value: (partner) => formatNumber(partner.real_estate_submissions) },
];

/**
 * Partners (issue 25): per partner id, the sign-ups, orders (value without cancelled ones) and leads
 * its embedded widgets brought, the most recently active first, and the report as a CSV file;
 * and each partner's webhook endpoints (issue 34), chosen from its card or by partner id.
 */
export function PartnersTab() {
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
      setProblem(ADMIN_MESSAGES.partnersExportFailed);
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
            Partners
          </h2>
          {rows.length > 0 && (
            <Button variant="secondary" size="small" busy={exporting} busyLabel="Exporting..." onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          )}
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
        {partners.status === 'failed' && <LoadFailed onRetry={partners.reload} message={ADMIN_MESSAGES.partnersLoadFailed} />}
        {partners.status === 'loading' && !partners.value && <Spinner label={ADMIN_MESSAGES.partnersLoading} />}
        {partners.value && rows.length === 0 && (
          <EmptyState headingLevel={3} title={ADMIN_MESSAGES.noPartnersYet} description={ADMIN_MESSAGES.noPartnersHint} />
        )}
        {rows.length > 0 && (
          <ul className={cardStyles.cards} aria-label="Partners">
            {rows.map((partner) => (
              <li key={partner.partner_id} className={cardStyles.card}>
                <div className={cardStyles.cardHeader}>
                  <h3 className={styles.subheading}>{partner.partner_id}</h3>
                  <span className={styles.muted}>Last active {formatOrderDate(partner.last_activity)}</span>
                </div>
                <dl className={cardStyles.facts}>
                  {FACTS.map((fact) => (
                    <Fragment key={fact.label}>
                      <dt className={cardStyles.factTerm}>{fact.label}</dt>
                      <dd className={cardStyles.factValue}>{fact.value(partner)}</dd>
                    </Fragment>
                  ))}
                </dl>
                <div className={styles.actions}>
                  <Button variant="secondary" size="small" aria-label={`Webhooks of ${partner.partner_id}`} onClick={() => setWebhooksOf(partner.partner_id)}>
                    Webhooks
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
