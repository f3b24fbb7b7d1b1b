import {
  $buyer,
  $preferences,
  catalogueApi,
  clampQuantity,
  createProductOffers,
  localeFormat,
  hasDeliveryEstimates,
  siteUrl,
  sortListings,
  splitByReach,
  type ListingOrder,
  type ProductOffers as ProductOffersStore,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Link, NumberField, Select, Spinner, visuallyHidden } from '@nirmaan/ui';
import { useEffect, useId, useState } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { FurtherSuppliersToggle } from './FurtherSuppliersToggle.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { offersCatalogue } from './offersMessages.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { SupplierOption } from './SupplierOption.tsx';
import { choiceList } from '../choice-shared/choiceCards.css.ts';
import * as styles from './productOffers.css.ts';

/** What picking a supplier reveals: its code arrives once the suppliers are listed, before a buyer can pick one. */
const PurchasePanel = deferredComponent(async () => (await import('./PurchasePanel.tsx')).PurchasePanel);

/** The ways to sort the suppliers, each named by its catalogue key. */
const ORDERS = ['landed', 'price', 'distance'] as const satisfies readonly ListingOrder[];

export interface ProductOffersProps {
  productId: number;
  /** A store already loading this product (the product page shares one); otherwise the widget makes its own. */
  offers?: ProductOffersStore;
  headingLevel?: 2 | 3;
}

function useOffersStore(productId: number, shared: ProductOffersStore | undefined): ProductOffersStore {
  const [own] = useState(() => shared ?? createProductOffers(catalogueApi, productId));
  const store = shared ?? own;
  useEffect(() => (shared ? undefined : store.start()), [shared, store]);
  return store;
}

/** A product's suppliers, compared by landed price at the buyer's location; pick one to buy or ask for a quote. */
export function ProductOffers({ productId, offers, headingLevel = 2 }: ProductOffersProps) {
  const { messages, locale } = useMessages(offersCatalogue);
  const format = localeFormat(locale);
  const store = useOffersStore(productId, offers);
  const { product, listings } = useStore(store.$state);
  const buyer = useStore($buyer);
  const preferences = useStore($preferences);
  const [order, setOrder] = useState<ListingOrder>('landed');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Until the buyer types one, the quantity is the product's typical order (50 bags of cement).
  const [typedQuantity, setTypedQuantity] = useState<string | null>(null);
  const [showFurther, setShowFurther] = useState(false);
  const headingId = useId();
  const radioName = useId();
  const Heading = `h${headingLevel}` as const;

  const unit = product.value?.unit ?? 'unit';
  const typicalQuantity = String(product.value?.typical_quantity ?? 1);
  const quantityText = typedQuantity ?? typicalQuantity;
  const quantity = clampQuantity(quantityText, Number.POSITIVE_INFINITY);
  const withEstimates = hasDeliveryEstimates(listings.value);
  const selected = listings.value.find((listing) => listing.id === selectedId) ?? null;
  const sorted = sortListings(listings.value, withEstimates ? order : 'price', quantity);
  const { inReach, beyondReach } = splitByReach(sorted);
  const shown = showFurther ? [...inReach, ...beyondReach] : inReach;
  // A product nobody lists says so at once: the loading space would otherwise shrink to the message (layout shift).
  const waiting = listings.status === 'loading' && listings.value.length === 0;
  const noneListed = (listings.status === 'ready' && sorted.length === 0) || (waiting && product.value?.listing_count === 0);
  useEffect(() => {
    if (shown.length > 0) PurchasePanel.preload();
  }, [shown.length]);
  const orderOptions = ORDERS.map((value) => ({ value, label: messages[`order.${value}`]() }));
  const beforeDelivery = splitAroundLink(messages.beforeDelivery({ ...LINK_MARKS, located: buyer?.latitude != null ? 'yes' : 'no' }));

  return (
    <section className={styles.offers} aria-labelledby={headingId} lang={locale}>
      <div className={styles.offersHeader}>
        <Heading id={headingId} className={styles.cardTitle}>
          {messages.heading()}
        </Heading>
      </div>
      {product.value && sorted.length > 0 && (
        <div className={styles.offersControls}>
          <NumberField
            label={messages.quantity({ unit })}
            value={quantityText}
            min={1}
            step={1}
            inputMode="numeric"
            onValueChange={setTypedQuantity}
            onBlur={() => setTypedQuantity(String(quantity))}
            hint={messages.typicalOrder({ quantity: format.number(Number(typicalQuantity)), unit })}
          />
          {withEstimates && sorted.length > 1 && (
            <Select<ListingOrder> label={messages.sortBy()} value={order} options={orderOptions} onValueChange={setOrder} />
          )}
        </div>
      )}
      {listings.status === 'ready' && withEstimates && buyer?.latitude == null && (
        <p className={styles.muted}>
          {preferences.pincode ? messages.estimatedToPincode({ pincode: preferences.pincode }) : messages.estimatedToCity({ city: preferences.city })}
        </p>
      )}
      {listings.status === 'ready' && sorted.length > 0 && !withEstimates && (
        <p className={styles.muted}>
          {beforeDelivery.before}
          <Link href={siteUrl('/location-setup')}>{beforeDelivery.link}</Link>
          {beforeDelivery.after}
        </p>
      )}
      {waiting && !noneListed && (
        <div className={styles.offersLoading}>
          <Spinner label={messages.loading()} />
        </div>
      )}
      {listings.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={store.retry}>{messages.retry()}</Button>}>
          {messages.loadFailed()}
        </Alert>
      )}
      {noneListed && <EmptyState headingLevel={3} title={messages.noSuppliers()} />}
      {listings.status === 'ready' && sorted.length > 0 && inReach.length === 0 && <p className={styles.muted}>{messages.noneInReach()}</p>}
      {shown.length > 0 && (
        <fieldset className={choiceList} aria-busy={listings.status === 'loading'}>
          <legend className={visuallyHidden}>{messages.chooseSupplier()}</legend>
          {shown.map((listing) => (
            <SupplierOption
              key={listing.id}
              listing={listing}
              unit={unit}
              quantity={quantity}
              name={radioName}
              checked={listing.id === selectedId}
              onSelect={setSelectedId}
            />
          ))}
        </fieldset>
      )}
      {beyondReach.length > 0 && <FurtherSuppliersToggle further={beyondReach} expanded={showFurther} onToggle={() => setShowFurther(!showFurther)} />}
      {/* A panel per supplier: what it said of the last one (its stock, Added to cart) does not stay. */}
      {selected && product.value && (
        <DeferredBoundary loadingLabel={messages.loadingPanel()}>
          <PurchasePanel key={selected.id} product={product.value} listing={selected} quantity={quantity} />
        </DeferredBoundary>
      )}
    </section>
  );
}
