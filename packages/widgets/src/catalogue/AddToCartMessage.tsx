import { siteUrl, type AddOfferOutcome } from '@nirmaan/core';
import { Alert, Link } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { offersCatalogue } from './offersMessages.ts';

/** Our words for each refusal the server did not explain itself. */
const FAILURE_KEYS = { login: 'loginToAdd', 'no-supplier': 'selectSupplier', failed: 'addFailed' } as const;

/** What Add to Cart answered: success with a way to the cart, or the problem with a way forward. */
export function AddToCartMessage({ outcome }: { outcome: AddOfferOutcome }) {
  const { messages } = useMessages(offersCatalogue);
  if (outcome.ok) {
    return (
      <Alert tone="success" action={<Link href={siteUrl('/cart')}>{messages.viewCart()}</Link>}>
        {messages.added()}
      </Alert>
    );
  }
  return (
    <Alert tone="error" action={outcome.reason === 'login' ? <Link href={siteUrl('/login')}>{messages.login()}</Link> : undefined}>
      {outcome.reason === 'server' ? outcome.message : messages[FAILURE_KEYS[outcome.reason]]()}
    </Alert>
  );
}
