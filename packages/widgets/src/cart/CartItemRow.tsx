import { cartItemTitle, lineTotal, localeFormat, siteUrl, type CartItem, type Locale } from '@nirmaan/core';
import { Badge, Button, Link, ProductPhoto } from '@nirmaan/ui';
import type { CartMessages } from './cartMessages.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import * as styles from './cart.css.ts';

export interface CartItemRowProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  messages: CartMessages;
  locale: Locale;
}

/** One cart line: product, seller, unit price, quantity controls, line total and Remove. */
export function CartItemRow({ item, busy, onQuantity, onRemove, messages, locale }: CartItemRowProps) {
  const name = cartItemTitle(item);
  const { listing } = item;
  const { price } = localeFormat(locale);
  const seller = listing.seller?.name?.trim() || messages['item.unknownSeller']();
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <ProductPhoto className={styles.itemPhoto} image={listing.product.image} name={name} sizes="64px" />
        <div className={styles.itemInfo}>
          <Link className={styles.itemName} href={siteUrl(`/products/${listing.product.id}`)}>
            {name}
          </Link>
          <span className={styles.small}>{messages['item.sellerPrice']({ seller, price: price(listing.price), unit: listing.product.unit })}</span>
          {!listing.is_active && <Badge tone="danger">{messages['item.unavailable']()}</Badge>}
        </div>
      </div>
      <div className={styles.itemControls}>
        <QuantityStepper
          itemName={name}
          messages={messages}
          value={item.quantity}
          max={Math.max(1, listing.stock_quantity)}
          disabled={busy || !listing.is_active}
          onCommit={(quantity) => onQuantity(item, quantity)}
        />
        <span className={styles.lineTotal}>{price(lineTotal(item))}</span>
        <Button size="small" variant="ghost" aria-label={messages['item.removeLabel']({ name })} disabled={busy} onClick={() => onRemove(item)}>
          {messages['item.remove']()}
        </Button>
      </div>
    </li>
  );
}
