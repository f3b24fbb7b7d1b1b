import { orderThumbnails, type Order } from '@nirmaan/core';
import * as styles from './orders.css.ts';

/** Up to 3 item thumbnails plus a '+N' count. */
export function OrderThumbnails({ order }: { order: Order }) {
  const { shown, more } = orderThumbnails(order);
  return (
    <span className={styles.thumbs}>
      {shown.map((item) => (
        <span key={item.id} className={styles.thumb} title={item.listing.product.name}>
          {item.listing.product.image_url ? (
            <img className={styles.thumbImage} src={item.listing.product.image_url} alt={item.listing.product.name} />
          ) : (
            <span role="img" aria-label={item.listing.product.name}>
              {item.listing.product.name.charAt(0)}
            </span>
          )}
        </span>
      ))}
      {more > 0 && <span className={styles.more}>+{more}</span>}
    </span>
  );
}
