import { siteUrl, type AddOfferOutcome } from '@nirmaan/core';
import { Alert, Link } from '@nirmaan/ui';

/** What Add to Cart answered: success with a way to the cart, or the problem with a way forward. */
export function AddToCartMessage({ outcome }: { outcome: AddOfferOutcome }) {
  if (outcome.ok) {
    return (
      <Alert tone="success" action={<Link href={siteUrl('/cart')}>View Cart</Link>}>
        {outcome.message}
      </Alert>
    );
  }
  return (
    <Alert tone="error" action={outcome.reason === 'login' ? <Link href={siteUrl('/login')}>Login</Link> : undefined}>
      {outcome.message}
    </Alert>
  );
}
