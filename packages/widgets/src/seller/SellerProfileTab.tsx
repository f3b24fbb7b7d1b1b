import type { Seller } from '@nirmaan/core';
import { BusinessProfileForm } from './BusinessProfileForm.tsx';
import { SellerDepotForm } from './SellerDepotForm.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';

/** Profile: the seller's business details (PUT /sellers/me), then its depot and delivery radius (PUT /sellers/me/depot). */
export function SellerProfileTab({ seller }: { seller: Seller }) {
  return (
    <div className={styles.root}>
      <BusinessProfileForm seller={seller} />
      <SellerDepotForm seller={seller} />
    </div>
  );
}
