import { localeFormat, rfqApi, sellerErrorMessage, type LocaleFormat, type SellerRfq, type SellerRfqListItem } from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Spinner, type BadgeTone } from '@nirmaan/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { RfqOfferDialog } from './RfqOfferDialog.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

const STATUS_TONES: Record<SellerRfqListItem['status'], BadgeTone> = { open: 'info', accepted: 'success', expired: 'neutral', cancelled: 'danger' };

/** What became of the seller's offer, as the case of the catalogue's select: a closed offer says why (the buyer chose other offers, or cancelled the request). */
export function offerOutcome(rfq: Pick<SellerRfqListItem, 'status' | 'offer_status'>): string {
  if (rfq.offer_status === 'closed' && rfq.status === 'cancelled') return 'cancelled';
  return rfq.offer_status ?? 'none';
}

/** A date the server sent, in the dashboard's language ('5 Jan 2026' in English); an unreadable one as it came. */
function shownDate(format: LocaleFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.date(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Requests for quotation sent to the seller, newest first, and the seller's offer on each (issue 31). */
export function SellerRfqsTab() {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const format = localeFormat(locale);
  const rfqs = useDashboardData('seller', 'rfqs', () => rfqApi.sellerList());
  const [pricing, setPricing] = useState<SellerRfq | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ id: number; busy: boolean; problem: string | null } | null>(null);

  const withdraw = async (id: number) => {
    setWithdrawing({ id, busy: true, problem: null });
    try {
      await rfqApi.withdraw(id);
      setWithdrawing(null);
      setNotice({ tone: 'success', text: messages['rfqs.withdrawn']() });
      rfqs.reload();
    } catch (error) {
      setWithdrawing({ id, busy: false, problem: sellerErrorMessage(error, messages['rfqs.withdrawFailed']()) });
    }
  };

  const open = async (id: number) => {
    setOpening(id);
    setNotice(null);
    try {
      setPricing(await rfqApi.sellerGet(id));
    } catch {
      setNotice({ tone: 'error', text: messages['rfqs.openFailed']() });
    } finally {
      setOpening(null);
    }
  };

  const closed = (sent: boolean) => {
    setPricing(null);
    if (!sent) return;
    setNotice({ tone: 'success', text: messages['rfqs.sent']() });
    rfqs.reload();
  };

  const list = rfqs.value ?? [];
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages['rfqs.title']()}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {rfqs.status === 'failed' && <LoadFailed onRetry={rfqs.reload} />}
      {rfqs.status === 'loading' && !rfqs.value && <Spinner label={messages['rfqs.loading']()} />}
      {rfqs.value && list.length === 0 && <EmptyState headingLevel={3} title={messages['rfqs.none']()} description={messages['rfqs.noneHint']()} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['rfqs.label']()}>
          {list.map((rfq) => (
            <li key={rfq.id}>
              <article className={cardStyles.card} aria-labelledby={`seller-rfq-${rfq.id}`}>
                <div className={cardStyles.cardHeader}>
                  <h3 id={`seller-rfq-${rfq.id}`} className={styles.subheading}>
                    {messages['rfqs.heading']({ id: rfq.id, count: rfq.item_count, countText: format.number(rfq.item_count) })}
                  </h3>
                  <Badge tone={STATUS_TONES[rfq.status]}>{messages['rfqs.status']({ status: rfq.status })}</Badge>
                </div>
                <dl className={cardStyles.facts}>
                  <dt className={cardStyles.factTerm}>{messages['rfqs.site']()}</dt>
                  <dd className={cardStyles.factValue}>{[rfq.site_location, rfq.site_pincode].filter(Boolean).join(', ')}</dd>
                  {rfq.needed_by && (
                    <>
                      <dt className={cardStyles.factTerm}>{messages['rfqs.neededBy']()}</dt>
                      <dd className={cardStyles.factValue}>{shownDate(format, rfq.needed_by)}</dd>
                    </>
                  )}
                  <dt className={cardStyles.factTerm}>{messages['rfqs.offersUntil']()}</dt>
                  <dd className={cardStyles.factValue}>{shownDate(format, rfq.expires_at)}</dd>
                  <dt className={cardStyles.factTerm}>{messages['rfqs.yourOffer']()}</dt>
                  <dd className={cardStyles.factValue}>{messages['rfqs.offer']({ offer: offerOutcome(rfq) })}</dd>
                </dl>
                {rfq.status === 'open' && rfq.offer_status !== 'accepted' && rfq.offer_status !== 'closed' && (
                  <div className={styles.actions}>
                    <Button variant="secondary" busy={opening === rfq.id} onClick={() => void open(rfq.id)} aria-describedby={`seller-rfq-${rfq.id}`}>
                      {rfq.offer_status === 'open' ? messages['rfqs.reviseOffer']() : messages['rfqs.makeOffer']()}
                    </Button>
                    {rfq.offer_status === 'open' && (
                      <Button
                        variant="secondary"
                        aria-haspopup="dialog"
                        aria-describedby={`seller-rfq-${rfq.id}`}
                        onClick={() => {
                          setNotice(null);
                          setWithdrawing({ id: rfq.id, busy: false, problem: null });
                        }}
                      >
                        {messages['rfqs.withdraw']()}
                      </Button>
                    )}
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {pricing && <RfqOfferDialog rfq={pricing} onClose={closed} />}
      {withdrawing && (
        <ConfirmDialog
          title={messages['rfqs.withdrawQuestion']()}
          description={messages['rfqs.withdrawDescription']({ id: withdrawing.id })}
          confirmLabel={messages['rfqs.withdraw']()}
          busyLabel={messages['rfqs.withdrawing']()}
          busy={withdrawing.busy}
          problem={withdrawing.problem}
          onConfirm={() => void withdraw(withdrawing.id)}
          onCancel={() => setWithdrawing(null)}
        />
      )}
    </div>
  );
}
