import { formatOrderDate, rfqApi, sellerErrorMessage, type SellerRfq, type SellerRfqListItem } from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Spinner, type BadgeTone } from '@nirmaan/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../dashboard-shared/ConfirmDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { RfqOfferDialog } from './RfqOfferDialog.tsx';

export const SELLER_RFQ_TEXTS = {
  heading: 'Quote requests',
  none: 'No quote requests yet',
  noneHint: 'Buyers whose site you serve ask for prices here when you list what they need.',
  sent: 'Your offer was sent. The buyer sees it next to the other suppliers’ offers.',
  openFailed: 'Could not open this request. Please try again.',
  withdraw: 'Withdraw offer',
  withdrawQuestion: 'Withdraw your offer?',
  withdrawHint: 'The buyer no longer sees it. You can make an offer again while the request is open.',
  withdrawn: 'Your offer was withdrawn. You can make an offer again while the request is open.',
  withdrawFailed: 'Could not withdraw your offer. Please try again.',
  status: { open: 'Open', accepted: 'Accepted', expired: 'Expired', cancelled: 'Cancelled by the buyer' },
  offer: {
    none: 'No offer yet',
    open: 'Offer sent',
    accepted: 'Your offer was accepted',
    withdrawn: 'Offer withdrawn',
    closed: 'Closed: the buyer chose other offers',
    cancelled: 'Closed: cancelled by the buyer',
  },
} as const;

const STATUS_TONES: Record<SellerRfqListItem['status'], BadgeTone> = { open: 'info', accepted: 'success', expired: 'neutral', cancelled: 'danger' };

/** What became of the seller's offer, in words: a closed offer says why (the buyer chose other offers, or cancelled the request). */
export function offerWords(rfq: Pick<SellerRfqListItem, 'status' | 'offer_status'>): string {
  if (rfq.offer_status === 'closed' && rfq.status === 'cancelled') return SELLER_RFQ_TEXTS.offer.cancelled;
  return SELLER_RFQ_TEXTS.offer[rfq.offer_status ?? 'none'];
}

/** The button of an open request: make the first offer, or revise it. */
const offerAction = (rfq: SellerRfqListItem) => (rfq.offer_status === 'open' ? 'Revise offer' : 'Make offer');

/** Requests for quotation sent to the seller, newest first, and the seller's offer on each (issue 31). */
export function SellerRfqsTab() {
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
      setNotice({ tone: 'success', text: SELLER_RFQ_TEXTS.withdrawn });
      rfqs.reload();
    } catch (error) {
      setWithdrawing({ id, busy: false, problem: sellerErrorMessage(error, SELLER_RFQ_TEXTS.withdrawFailed) });
    }
  };

  const open = async (id: number) => {
    setOpening(id);
    setNotice(null);
    try {
      setPricing(await rfqApi.sellerGet(id));
    } catch {
      setNotice({ tone: 'error', text: SELLER_RFQ_TEXTS.openFailed });
    } finally {
      setOpening(null);
    }
  };

  const closed = (sent: boolean) => {
    setPricing(null);
    if (!sent) return;
    setNotice({ tone: 'success', text: SELLER_RFQ_TEXTS.sent });
    rfqs.reload();
  };

  const list = rfqs.value ?? [];
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{SELLER_RFQ_TEXTS.heading}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {rfqs.status === 'failed' && <LoadFailed onRetry={rfqs.reload} />}
      {rfqs.status === 'loading' && !rfqs.value && <Spinner label="Loading quote requests" />}
      {rfqs.value && list.length === 0 && <EmptyState headingLevel={3} title={SELLER_RFQ_TEXTS.none} description={SELLER_RFQ_TEXTS.noneHint} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label="Quote requests sent to you">
          {list.map((rfq) => (
            <li key={rfq.id}>
              <article className={cardStyles.card} aria-labelledby={`seller-rfq-${rfq.id}`}>
                <div className={cardStyles.cardHeader}>
                  <h3 id={`seller-rfq-${rfq.id}`} className={styles.subheading}>
                    Request #{rfq.id}: {rfq.item_count} item{rfq.item_count === 1 ? '' : 's'}
                  </h3>
                  <Badge tone={STATUS_TONES[rfq.status]}>{SELLER_RFQ_TEXTS.status[rfq.status]}</Badge>
                </div>
                <dl className={cardStyles.facts}>
                  <dt className={cardStyles.factTerm}>Site</dt>
                  <dd className={cardStyles.factValue}>{[rfq.site_location, rfq.site_pincode].filter(Boolean).join(', ')}</dd>
                  {rfq.needed_by && (
                    <>
                      <dt className={cardStyles.factTerm}>Needed by</dt>
                      <dd className={cardStyles.factValue}>{formatOrderDate(rfq.needed_by)}</dd>
                    </>
                  )}
                  <dt className={cardStyles.factTerm}>Offers until</dt>
                  <dd className={cardStyles.factValue}>{formatOrderDate(rfq.expires_at)}</dd>
                  <dt className={cardStyles.factTerm}>Your offer</dt>
                  <dd className={cardStyles.factValue}>{offerWords(rfq)}</dd>
                </dl>
                {rfq.status === 'open' && rfq.offer_status !== 'accepted' && rfq.offer_status !== 'closed' && (
                  <div className={styles.actions}>
                    <Button variant="secondary" busy={opening === rfq.id} onClick={() => void open(rfq.id)} aria-describedby={`seller-rfq-${rfq.id}`}>
                      {offerAction(rfq)}
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
                        {SELLER_RFQ_TEXTS.withdraw}
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
          title={SELLER_RFQ_TEXTS.withdrawQuestion}
          description={`Request #${withdrawing.id}. ${SELLER_RFQ_TEXTS.withdrawHint}`}
          confirmLabel={SELLER_RFQ_TEXTS.withdraw}
          busyLabel="Withdrawing..."
          busy={withdrawing.busy}
          problem={withdrawing.problem}
          onConfirm={() => void withdraw(withdrawing.id)}
          onCancel={() => setWithdrawing(null)}
        />
      )}
    </div>
  );
}
