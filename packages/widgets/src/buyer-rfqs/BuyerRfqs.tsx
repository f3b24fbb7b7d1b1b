import { $role } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { RfqList } from './RfqList.tsx';
import * as styles from './buyerRfqs.css.ts';

export const BUYER_RFQS_TEXTS = {
  title: 'My quote requests',
  pleaseLogIn: 'Please Log In',
  signIn: 'Log in to see your quote requests and the suppliers’ offers.',
  loadingOffers: 'Loading the offers',
} as const;

/** One request's comparison: its code (the offers, the choice, the confirm step) arrives when a request is shown, not with the list. */
const RfqComparison = deferredComponent(async () => (await import('./RfqComparison.tsx')).RfqComparison);

export interface BuyerRfqsProps {
  /** The request whose offers are compared; without one, the buyer's list of requests. */
  rfqId?: number | null;
}

/**
 * The buyer's requests for quotation (issue 31): the list, or one request's offers side by side,
 * where the buyer accepts a whole offer or an offer per item. Signed out (or after a 401), the
 * sign-in prompt in its own box.
 */
export function BuyerRfqs({ rfqId = null }: BuyerRfqsProps) {
  const signedIn = useStore($role) === 'buyer';
  if (!signedIn) {
    return (
      <section className={styles.root} aria-labelledby="buyer-rfqs-title">
        <h1 id="buyer-rfqs-title" className={styles.title}>
          {BUYER_RFQS_TEXTS.title}
        </h1>
        <SignInPrompt title={BUYER_RFQS_TEXTS.pleaseLogIn} description={BUYER_RFQS_TEXTS.signIn} />
      </section>
    );
  }
  if (rfqId !== null) {
    return (
      <DeferredBoundary loadingLabel={BUYER_RFQS_TEXTS.loadingOffers}>
        <RfqComparison key={rfqId} rfqId={rfqId} />
      </DeferredBoundary>
    );
  }
  return (
    <section className={styles.root} aria-labelledby="buyer-rfqs-title">
      <h1 id="buyer-rfqs-title" className={styles.title}>
        {BUYER_RFQS_TEXTS.title}
      </h1>
      <RfqList />
    </section>
  );
}
