import { orderThumbnails, type Order } from '@nirmaan/core';
import { ProductPhoto } from '@nirmaan/ui';
import * as styles from './orders.css.ts';

/** Up to 3 item thumbnails plus a '+N' count. */
export function OrderThumbnails({ order }: { order: Order }) {
  const { shown, more } = orderThumbnails(order);
  return (
    <span className={styles.thumbs}>
      {shown.map((item) => (
        <span key={item.id} className={styles.thumb} title={item.listing.product.name}>
          <ProductPhoto className={styles.thumbImage} image={item.listing.product.image} name={item.listing.product.name} sizes="40px" />
        </span>
      ))}
      {more > 0 && <span className={styles.more}>+{more}</span>}
    </span>
  );
}
