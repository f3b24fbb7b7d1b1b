import { $role } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { buyerRfqsCatalogue } from './buyerRfqsMessages.ts';
import { RfqList } from './RfqList.tsx';
import * as styles from './buyerRfqs.css.ts';

/** One request's comparison: its code (the offers, the choice, the confirm step) arrives when a request is shown, not with the list. */
const RfqComparison = deferredComponent(async () => (await import('./RfqComparison.tsx')).RfqComparison);

export interface BuyerRfqsProps {
  /** The request whose offers are compared; without one, the buyer's list of requests. */
  rfqId?: number | null;
}

/**
 * The buyer's requests for quotation (issue 31): the list, or one request's offers side by side,
 * where the buyer accepts a whole offer or an offer per item. Signed out (or after a 401), the
 * sign-in prompt in its own box. In the buyer's language (docs/i18n.md), marked on its root.
 */
export function BuyerRfqs({ rfqId = null }: BuyerRfqsProps) {
  const { messages, locale } = useMessages(buyerRfqsCatalogue);
  const signedIn = useStore($role) === 'buyer';
  if (!signedIn) {
    return (
      <section className={styles.root} aria-labelledby="buyer-rfqs-title" lang={locale}>
        <h1 id="buyer-rfqs-title" className={styles.title}>
          {messages.title()}
        </h1>
        <SignInPrompt title={messages.signInTitle()} description={messages.signInDescription()} />
      </section>
    );
  }
  if (rfqId !== null) {
    return (
      <div lang={locale}>
        <DeferredBoundary loadingLabel={messages.loadingOffers()}>
          <RfqComparison key={rfqId} rfqId={rfqId} />
        </DeferredBoundary>
      </div>
    );
  }
  return (
    <section className={styles.root} aria-labelledby="buyer-rfqs-title" lang={locale}>
      <h1 id="buyer-rfqs-title" className={styles.title}>
        {messages.title()}
      </h1>
      <RfqList />
    </section>
  );
}
