import {
  $buyer,
  CATALOGUE_MESSAGES,
  catalogueApi,
  clampQuantity,
  createProductOffers,
  hasDeliveryEstimates,
  siteUrl,
  sortListings,
  type ListingOrder,
  type ProductOffers as ProductOffersStore,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Link, Select, Spinner, visuallyHidden } from '@nirmaan/ui';
import { useEffect, useId, useState } from 'react';
import { PurchasePanel } from './PurchasePanel.tsx';
import { SupplierOption } from './SupplierOption.tsx';
import { choiceList } from '../choice-shared/choiceCards.css.ts';
import * as styles from './productOffers.css.ts';

const ORDER_OPTIONS: ReadonlyArray<{ value: ListingOrder; label: string }> = [
  { value: 'landed', label: 'Landed price' },
  { value: 'price', label: 'Unit price' },
  { value: 'distance', label: 'Distance' },
];

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
  const store = useOffersStore(productId, offers);
  const { product, listings } = useStore(store.$state);
  const buyer = useStore($buyer);
  const [order, setOrder] = useState<ListingOrder>('landed');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const headingId = useId();
  const radioName = useId();
  const Heading = `h${headingLevel}` as const;

  const withEstimates = hasDeliveryEstimates(listings.value);
  const selected = listings.value.find((listing) => listing.id === selectedId) ?? null;
  const quantity = selected ? clampQuantity(quantityText, selected.stock_quantity) : 1;
  const sorted = sortListings(listings.value, withEstimates ? order : 'price', quantity);

  return (
    <section className={styles.offers} aria-labelledby={headingId}>
      <div className={styles.offersHeader}>
        <Heading id={headingId} className={styles.cardTitle}>
          Suppliers
        </Heading>
        {withEstimates && sorted.length > 1 && (
          <Select<ListingOrder> label="Sort suppliers by" value={order} options={ORDER_OPTIONS} onValueChange={setOrder} />
        )}
      </div>
      {listings.status === 'ready' && sorted.length > 0 && !withEstimates && (
        <p className={styles.muted}>
          Prices are per unit, before delivery.{' '}
          <Link href={siteUrl('/location-setup')}>{buyer?.latitude != null ? 'Update your delivery location' : 'Set your delivery location'}</Link> to compare
          landed prices with delivery charges.
        </p>
      )}
      {listings.status === 'loading' && listings.value.length === 0 && <Spinner label="Loading suppliers" />}
      {listings.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={store.retry}>Retry</Button>}>
          Could not load suppliers. Please try again.
        </Alert>
      )}
      {listings.status === 'ready' && sorted.length === 0 && <EmptyState headingLevel={3} title={CATALOGUE_MESSAGES.noSuppliers} />}
      {sorted.length > 0 && (
        <fieldset className={choiceList} aria-busy={listings.status === 'loading'}>
          <legend className={visuallyHidden}>Choose a supplier</legend>
          {sorted.map((listing) => (
            <SupplierOption
              key={listing.id}
              listing={listing}
              unit={product.value?.unit ?? 'unit'}
              quantity={quantity}
              name={radioName}
              checked={listing.id === selectedId}
              onSelect={setSelectedId}
            />
          ))}
        </fieldset>
      )}
      {/* A panel per supplier: what it said of the last one (its stock, Added to cart) does not stay. */}
      {selected && product.value && (
        <PurchasePanel key={selected.id} product={product.value} listing={selected} quantityText={quantityText} onQuantityTextChange={setQuantityText} />
      )}
    </section>
  );
}
