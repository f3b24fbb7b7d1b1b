import {
  addOfferToCart,
  CATALOGUE_MESSAGES,
  formatNumber,
  formatPrice,
  landedTotal,
  quoteFromProduct,
  sellerName,
  type AddOfferOutcome,
  type Listing,
  type Product,
} from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useState } from 'react';
import { QuoteRequestButton } from '../quote/QuoteRequestButton.tsx';
import { AddToCartMessage } from './AddToCartMessage.tsx';
import * as styles from './productOffers.css.ts';

export interface PurchasePanelProps {
  product: Product;
  listing: Listing;
  /** The quantity asked for above the suppliers (whole units, at least 1). */
  quantity: number;
}

/**
 * What picking a supplier reveals: the total at the quantity asked for, Add to Cart and Get Quote, a
 * quote request to that supplier (spec storefront §2). More than the supplier's stock is never cut
 * silently: the panel says how many it has, and the cart waits for a quantity it can fill.
 */
export function PurchasePanel({ product, listing, quantity }: PurchasePanelProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddOfferOutcome | null>(null);
  const stock = listing.stock_quantity;
  const overStock = quantity > stock;
  const deliveryCharge = listing.delivery?.delivery_charge ?? null;
  // In whole paise, as the server charges it; without a delivery estimate, the material alone.
  const total = landedTotal(listing, quantity) ?? (Math.round(listing.price * 100) * quantity) / 100;

  const add = async () => {
    setBusy(true);
    setOutcome(null);
    setOutcome(await addOfferToCart(listing.id, quantity));
    setBusy(false);
  };

  return (
    <div className={styles.purchase} aria-label="Order from the selected supplier" role="group">
      <p className={styles.totalLine} aria-live="polite">
        <span className={styles.muted}>
          {deliveryCharge === null ? 'Total' : 'Landed total'} for {formatNumber(quantity)} {product.unit}
        </span>
        <span className={styles.totalAmount}>{formatPrice(total)}</span>
        <span className={styles.sku}>
          {formatPrice(listing.price)} × {formatNumber(quantity)}
          {deliveryCharge !== null && ` + ${formatPrice(deliveryCharge)} delivery`}
        </span>
      </p>
      {overStock && (
        <div className={styles.fullRow}>
          <Alert tone="warning">{CATALOGUE_MESSAGES.onlyInStock(stock, product.unit)}</Alert>
        </div>
      )}
      <div className={styles.actionRow}>
        <Button variant="primary" busy={busy} busyLabel="Adding..." disabled={overStock} onClick={() => void add()}>
          Add to Cart
        </Button>
        <QuoteRequestButton
          label="Get Quote"
          variant="secondary"
          productId={product.id}
          offer={{ listingId: listing.id, sellerName: sellerName(listing) }}
          {...quoteFromProduct(product, quantity)}
        />
      </div>
      {outcome && (
        <div className={styles.fullRow}>
          <AddToCartMessage outcome={outcome} />
        </div>
      )}
    </div>
  );
}
