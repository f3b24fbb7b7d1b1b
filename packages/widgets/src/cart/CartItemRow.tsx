import { cartItemTitle, formatPrice, lineTotal, sellerName, siteUrl, type CartItem } from '@nirmaan/core';
import { Badge, Button, Link, ProductPhoto } from '@nirmaan/ui';
import { QuantityStepper } from './QuantityStepper.tsx';
import * as styles from './cart.css.ts';

export interface CartItemRowProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart line: product, seller, unit price, quantity controls, line total and Remove. */
export function CartItemRow({ item, busy, onQuantity, onRemove }: CartItemRowProps) {
  const name = cartItemTitle(item);
  const { listing } = item;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <ProductPhoto className={styles.itemPhoto} image={listing.product.image} name={name} sizes="64px" />
        <div className={styles.itemInfo}>
          <Link className={styles.itemName} href={siteUrl(`/products/${listing.product.id}`)}>
            {name}
          </Link>
          <span className={styles.small}>
            {sellerName(listing)} · {formatPrice(listing.price)} / {listing.product.unit}
          </span>
          {!listing.is_active && <Badge tone="danger">No longer available — remove to check out</Badge>}
        </div>
      </div>
      <div className={styles.itemControls}>
        <QuantityStepper
          itemName={name}
          value={item.quantity}
          max={Math.max(1, listing.stock_quantity)}
          disabled={busy || !listing.is_active}
          onCommit={(quantity) => onQuantity(item, quantity)}
        />
        <span className={styles.lineTotal}>{formatPrice(lineTotal(item))}</span>
        <Button size="small" variant="ghost" aria-label={`Remove ${name}`} disabled={busy} onClick={() => onRemove(item)}>
          Remove
        </Button>
      </div>
    </li>
  );
}
