import { $role, ORDER_MESSAGES } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { RfqComparison } from './RfqComparison.tsx';
import { RfqList } from './RfqList.tsx';
import * as styles from './buyerRfqs.css.ts';

export const BUYER_RFQS_TEXTS = {
  title: 'My quote requests',
  signIn: 'Log in to see your quote requests and the suppliers’ offers.',
} as const;

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
        <SignInPrompt title={ORDER_MESSAGES.pleaseLogIn} description={BUYER_RFQS_TEXTS.signIn} />
      </section>
    );
  }
  if (rfqId !== null) return <RfqComparison key={rfqId} rfqId={rfqId} />;
  return (
    <section className={styles.root} aria-labelledby="buyer-rfqs-title">
      <h1 id="buyer-rfqs-title" className={styles.title}>
        {BUYER_RFQS_TEXTS.title}
      </h1>
      <RfqList />
    </section>
  );
}
