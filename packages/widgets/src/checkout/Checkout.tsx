import {
  $addresses,
  $buyer,
  $cartState,
  $checkoutAddressId,
  $deliveryPreview,
  $profileState,
  $role,
  cartItemTitle,
  checkoutRedirect,
  deliveriesBeyondReach,
  lineTotal,
  localeFormat,
  newIdempotencyKey,
  placeOrder,
  preselectedAddress,
  siteUrl,
  type CheckoutDetails,
  type PlaceOrderRefusal,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Spinner, useNavigateTo } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { CartSummary } from '../cart/CartSummary.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';
import { useIsNirmaanSite } from '../sign-in-prompt/nirmaanSite.ts';
import { CheckoutNeeds } from './CheckoutNeeds.tsx';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import * as styles from '../cart/cart.css.ts';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';

/**
 * Checkout (spec storefront §2, §4): address (default preselected), items, summary with each
 * seller's delivery to the chosen address, Cash on Delivery, Place Order. On Nirmaan's own site visitors go to /login, an empty cart to /cart, a
 * buyer without stored coordinates to /location-setup; elsewhere (a partner page) the widget never
 * moves the page by itself: it signs the buyer in inside its box and links to the other pages.
 */
/** The notes above Place Order: their code arrives while the cart loads. */
const DeliveryNotes = deferredComponent(async () => (await import('./DeliveryNotes.tsx')).DeliveryNotes);
/** The business details and the payment method: their code (and the GSTIN rule's) arrives the same way. */
const CheckoutOptions = deferredComponent(async () => (await import('./CheckoutOptions.tsx')).CheckoutOptions);
/**
 * The address choice: its code arrives while the cart and the addresses load (the request for
 * quotation's confirm step shares it, and a shared module would be a chunk of its own in checkout's
 * first load: over its 90 KB budget).
 */
const AddressChoice = deferredComponent(async () => (await import('./AddressChoice.tsx')).AddressChoice);
/** "Add a new address" and its form, inside checkout. */
const NewAddress = deferredComponent(async () => (await import('./NewAddress.tsx')).NewAddress);

export interface CheckoutProps {
  /** Called with the ids of the orders placed (one per seller), before going to them. */
  onPlaced?: (detail: { orderIds: number[] }) => void;
}

export function Checkout({ onPlaced }: CheckoutProps = {}) {
  const { messages, locale } = useMessages(checkoutCatalogue);
  const money = localeFormat(locale);
  const role = useStore($role);
  const cartState = useStore($cartState);
  const profileState = useStore($profileState);
  const buyer = useStore($buyer);
  const addresses = useStore($addresses);
  const navigate = useNavigateTo();
  const onNirmaanSite = useIsNirmaanSite();
  const partnerId = usePartnerId();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<{ outcome: PlaceOrderRefusal; field: boolean } | null>(null);
  const [business, setBusiness] = useState<CheckoutDetails>({});

  const cart = cartState.value;
  const redirect = checkoutRedirect({
    signedIn: role === 'buyer',
    cartEmpty: cartState.status === 'ready' ? (cart?.cart_items.length ?? 0) === 0 : null,
    hasLocation: profileState.status === 'ready' && buyer ? buyer.latitude !== null && buyer.longitude !== null : null,
  });
  useEffect(() => {
    if (onNirmaanSite && redirect && !placing) navigate(siteUrl(redirect), { replace: true });
  }, [onNirmaanSite, redirect, placing, navigate]);

  const list = addresses.value ?? [];
  const selectedId = chosenId ?? preselectedAddress(list)?.id ?? null;
  // The summary shows each seller's delivery to the chosen address, as the orders will charge it.
  const charged = useStore($deliveryPreview);
  useEffect(() => {
    // The notes above Place Order follow the address: their code comes now, before they show.
    AddressChoice.preload();
    DeliveryNotes.preload();
    CheckoutOptions.preload();
    NewAddress.preload();
    $checkoutAddressId.set(selectedId);
    return () => $checkoutAddressId.set(null);
  }, [selectedId]);

  const submit = async () => {
    setPlacing(true);
    setProblem(null);
    const outcome = await placeOrder(selectedId, idempotencyKey, { partner_id: partnerId, ...business });
    if (outcome.ok) {
      setIdempotencyKey(newIdempotencyKey());
      onPlaced?.({ orderIds: outcome.orderIds });
      navigate(siteUrl(outcome.path));
      return;
    }
    setPlacing(false);
    setProblem({ outcome, field: selectedId === null });
  };

  if (redirect && !onNirmaanSite && !placing) return <CheckoutNeeds need={redirect} />;
  if (redirect || !cart || cartState.status !== 'ready' || profileState.status !== 'ready' || addresses.status === 'loading') {
    return (
      <div lang={locale}>
        <Spinner label={messages.loading()} />
      </div>
    );
  }
  const priced = charged ?? cart;
  // Known before Place Order: checkout would refuse these sellers for this address.
  const unreachable = deliveriesBeyondReach(priced);
  // The server's own words when it gave a reason (in the buyer's language), else ours.
  const problemText = problem && (problem.outcome.reason === 'server' ? problem.outcome.message : messages[`error.${problem.outcome.reason}`]());

  return (
    <section className={styles.root} aria-labelledby="checkout-title" lang={locale}>
      <h1 id="checkout-title" className={styles.title}>
        {messages.title()}
      </h1>
      <div className={styles.layout}>
        <div className={styles.actions}>
          <DeferredBoundary loadingLabel={messages.loadingAddresses()}>
            <AddressChoice addresses={list} selectedId={selectedId} onSelect={setChosenId} error={problem?.field ? problemText : null}>
              <DeferredBoundary loadingLabel={null}>
                <NewAddress onAdded={(address) => setChosenId(address.id)} />
              </DeferredBoundary>
            </AddressChoice>
          </DeferredBoundary>
          <section className={styles.summary} aria-labelledby="checkout-items">
            <h2 id="checkout-items" className={styles.itemName}>
              {messages['items.heading']()}
            </h2>
            <ul className={styles.items}>
              {cart.cart_items.map((item) => (
                <li key={item.id} className={styles.cartFooter}>
                  <span>{messages['items.line']({ title: cartItemTitle(item), quantity: money.number(item.quantity) })}</span>
                  <span className={styles.lineTotal}>{money.price(lineTotal(item))}</span>
                </li>
              ))}
            </ul>
          </section>
          <DeferredBoundary loadingLabel={null}>
            <CheckoutOptions business={business} onBusinessChange={setBusiness} />
          </DeferredBoundary>
        </div>
        <CartSummary cart={priced}>
          <DeferredBoundary loadingLabel={null}>
            <DeliveryNotes deliveries={priced.deliveries} unreachable={unreachable} notServed={priced.address_not_served} />
          </DeferredBoundary>
          {problem && !problem.field && <Alert tone="error">{problemText}</Alert>}
          <Button
            variant="primary"
            fullWidth
            busy={placing}
            busyLabel={messages.placing()}
            disabled={unreachable.length > 0 || !!priced.address_not_served}
            onClick={() => void submit()}
          >
            {messages.placeOrder()}
          </Button>
        </CartSummary>
      </div>
    </section>
  );
}
