import {
  addOfferToCart,
  CATALOGUE_MESSAGES,
  clampQuantity,
  formatPrice,
  isOverStock,
  quoteFromProduct,
  sellerName,
  type AddOfferOutcome,
  type Listing,
  type Product,
} from '@nirmaan/core';
import { Button, NumberField } from '@nirmaan/ui';
import { useState } from 'react';
import { DeferredQuoteRequestDialog, preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { AddToCartMessage } from './AddToCartMessage.tsx';
import * as styles from './productOffers.css.ts';

export interface PurchasePanelProps {
  product: Product;
  listing: Listing;
  quantityText: string;
  onQuantityTextChange: (text: string) => void;
}

/** What picking a supplier reveals: quantity, total, Add to Cart and Get Quote, a quote request to that supplier (spec storefront §2). */
export function PurchasePanel({ product, listing, quantityText, onQuantityTextChange }: PurchasePanelProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddOfferOutcome | null>(null);
  // Set when leaving the field cut the quantity to the stock: said, never silent.
  const [cutToStock, setCutToStock] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const quantity = clampQuantity(quantityText, listing.stock_quantity);
  const overStock = isOverStock(quantityText, listing.stock_quantity);
  const stock = listing.stock_quantity;
  const materialTotal = listing.price * quantity;
  const deliveryCharge = listing.delivery?.delivery_charge ?? null;

  const add = async () => {
    setBusy(true);
    setOutcome(null);
    setOutcome(await addOfferToCart(listing.id, quantity));
    setBusy(false);
  };

  return (
    <div className={styles.purchase} aria-label="Order from the selected supplier" role="group">
      <NumberField
        label={`Quantity (${product.unit})`}
        value={quantityText}
        min={1}
        max={Math.max(1, listing.stock_quantity)}
        step={1}
        inputMode="numeric"
        onValueChange={(text) => {
          setCutToStock(false);
          onQuantityTextChange(text);
        }}
        onBlur={() => {
          setCutToStock(overStock);
          onQuantityTextChange(String(quantity));
        }}
        error={overStock ? CATALOGUE_MESSAGES.onlyInStock(stock, product.unit) : undefined}
        hint={cutToStock ? CATALOGUE_MESSAGES.quantitySetToStock(stock, product.unit) : `1 to ${stock}`}
      />
      <p className={styles.totalLine} aria-live="polite">
        <span className={styles.muted}>{deliveryCharge === null ? 'Total' : 'Landed total'}</span>
        <span className={styles.totalAmount}>{formatPrice(materialTotal + (deliveryCharge ?? 0))}</span>
        <span className={styles.sku}>
          {formatPrice(listing.price)} × {quantity}
          {deliveryCharge !== null && ` + ${formatPrice(deliveryCharge)} delivery`}
        </span>
      </p>
      <div className={styles.actionRow}>
        <Button variant="primary" busy={busy} busyLabel="Adding..." onClick={() => void add()}>
          Add to Cart
        </Button>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={preloadQuoteRequestDialog}
          onFocus={preloadQuoteRequestDialog}
          onClick={() => setQuoteOpen(true)}
        >
          Get Quote
        </Button>
      </div>
      <DeferredQuoteRequestDialog
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        productId={product.id}
        offer={{ listingId: listing.id, sellerName: sellerName(listing) }}
        {...quoteFromProduct(product, quantity)}
      />
      {outcome && (
        <div className={styles.fullRow}>
          <AddToCartMessage outcome={outcome} />
        </div>
      )}
    </div>
  );
}
