import { addOfferToCart, landedTotal, localeFormat, quoteFromProduct, sellerName, type AddOfferOutcome, type Listing, type Product } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useState } from 'react';
import { QuoteRequestButton } from '../quote/QuoteRequestButton.tsx';
import { AddToCartMessage } from './AddToCartMessage.tsx';
import * as styles from './productOffers.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { offersCatalogue } from './offersMessages.ts';

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
  const { messages, locale } = useMessages(offersCatalogue);
  const format = localeFormat(locale);
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
    <div className={styles.purchase} aria-label={messages.panel()} role="group">
      <p className={styles.totalLine} aria-live="polite">
        <span className={styles.muted}>
          {messages.panelTotal({ delivered: deliveryCharge === null ? 'no' : 'yes', quantity: format.number(quantity), unit: product.unit })}
        </span>
        <span className={styles.totalAmount}>{format.price(total)}</span>
        <span className={styles.sku}>
          {deliveryCharge === null
            ? messages.breakdownNoDelivery({ price: format.price(listing.price), quantity: format.number(quantity) })
            : messages.breakdown({ price: format.price(listing.price), quantity: format.number(quantity), charge: format.price(deliveryCharge) })}
        </span>
      </p>
      {overStock && (
        <div className={styles.fullRow}>
          <Alert tone="warning">{messages.onlyInStock({ stock: format.number(stock), unit: product.unit })}</Alert>
        </div>
      )}
      <div className={styles.actionRow}>
        <Button variant="primary" busy={busy} busyLabel={messages.adding()} disabled={overStock} onClick={() => void add()}>
          {messages.addToCart()}
        </Button>
        <QuoteRequestButton
          label={messages.getQuote()}
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
