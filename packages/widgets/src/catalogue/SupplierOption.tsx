import {
  CATALOGUE_MESSAGES,
  REACH_MESSAGES,
  formatNumber,
  formatPrice,
  isBeyondReach,
  isLimitedStock,
  isOutOfStock,
  isShortOf,
  landedTotal,
  sellerAddress,
  sellerName,
  type Listing,
} from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import { choiceCard, choiceRadio } from '../choice-shared/choiceCards.css.ts';
import * as styles from './productOffers.css.ts';

export interface SupplierOptionProps {
  listing: Listing;
  unit: string;
  quantity: number;
  name: string;
  checked: boolean;
  onSelect: (listingId: number) => void;
}

/**
 * One supplier's offer as a radio choice: seller, address, phone, price, stock, and the delivery
 * estimate with the landed total at the quantity asked for, its arithmetic spelled out. Less stock
 * than asked: said. Out of stock, or beyond the seller's delivery radius: shown, not choosable, and why.
 */
export function SupplierOption({ listing, unit, quantity, name, checked, onSelect }: SupplierOptionProps) {
  const landed = landedTotal(listing, quantity);
  const soldOut = isOutOfStock(listing);
  const beyond = isBeyondReach(listing);
  return (
    // The label's text (seller, price) sits deeper than the rule looks.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label className={choiceCard}>
      <input
        type="radio"
        className={choiceRadio}
        name={name}
        value={listing.id}
        checked={checked}
        disabled={soldOut || beyond}
        onChange={() => onSelect(listing.id)}
      />
      <span className={styles.offerBody}>
        <span className={styles.offerSeller}>
          <span className={styles.offerName}>{sellerName(listing)}</span>
          <span>{sellerAddress(listing)}</span>
          {listing.seller?.phone && <span>Phone: {listing.seller.phone}</span>}
          <span>
            Stock: {formatNumber(listing.stock_quantity)} {unit} {isLimitedStock(listing) && <Badge tone="warning">{CATALOGUE_MESSAGES.limitedStock}</Badge>}
            {soldOut && <Badge tone="danger">{CATALOGUE_MESSAGES.outOfStock}</Badge>}
          </span>
          {isShortOf(listing, quantity) && <span className={styles.offerShort}>{CATALOGUE_MESSAGES.onlyInStock(listing.stock_quantity, unit)}</span>}
          {beyond && listing.delivery && <span className={styles.offerRefusal}>{REACH_MESSAGES.beyondRadius(listing.delivery.delivery_radius_km)}</span>}
        </span>
        <span className={styles.offerPrice}>
          <span className={styles.unitPrice}>
            {formatPrice(listing.price)}
            <span className={styles.sku}> / {unit}</span>
          </span>
          {listing.delivery && (
            <>
              <span>
                {formatNumber(listing.delivery.distance_km)} km away · Delivery {formatPrice(listing.delivery.delivery_charge)}
              </span>
              {landed !== null && (
                <>
                  <span>
                    Landed total for {formatNumber(quantity)} {unit}: <strong>{formatPrice(landed)}</strong>
                  </span>
                  <span className={styles.sku}>
                    {formatPrice(listing.price)} × {formatNumber(quantity)} + {formatPrice(listing.delivery.delivery_charge)} delivery
                  </span>
                </>
              )}
            </>
          )}
        </span>
      </span>
    </label>
  );
}
