import type { Seller } from '@nirmaan/core';
import { BusinessProfileForm } from './BusinessProfileForm.tsx';
import { SellerDepotForm } from './SellerDepotForm.tsx';
import { SellerGstForm } from './SellerGstForm.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';

/** Profile: the seller's business details (PUT /sellers/me), its depot and delivery radius (PUT /sellers/me/depot), and its GSTIN (PUT /sellers/me/gst). */
export function SellerProfileTab({ seller }: { seller: Seller }) {
  return (
    <div className={styles.root}>
      <BusinessProfileForm seller={seller} />
      <SellerDepotForm seller={seller} />
      <SellerGstForm seller={seller} />
    </div>
  );
}
