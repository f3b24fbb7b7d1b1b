import { isBeyondReach, isLimitedStock, isOutOfStock, isShortOf, landedTotal, localeFormat, type Listing } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import { choiceCard, choiceRadio } from '../choice-shared/choiceCards.css.ts';
import * as styles from './productOffers.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { offersCatalogue } from './offersMessages.ts';

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
  const { messages, locale } = useMessages(offersCatalogue);
  const format = localeFormat(locale);
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
          <span className={styles.offerName}>{listing.seller?.name?.trim() || messages.unknownSeller()}</span>
          <span>{listing.seller?.address?.trim() || messages.addressUnknown()}</span>
          {listing.seller?.phone && <span>{messages.phone({ phone: listing.seller.phone })}</span>}
          <span>
            {messages.stock({ stock: format.number(listing.stock_quantity), unit })}{' '}
            {isLimitedStock(listing) && <Badge tone="warning">{messages.limitedStock()}</Badge>}
            {soldOut && <Badge tone="danger">{messages.outOfStock()}</Badge>}
          </span>
          {isShortOf(listing, quantity) && (
            <span className={styles.offerShort}>{messages.onlyInStock({ stock: format.number(listing.stock_quantity), unit })}</span>
          )}
          {beyond && listing.delivery && (
            <span className={styles.offerRefusal}>{messages.beyondRadius({ radius: format.number(listing.delivery.delivery_radius_km) })}</span>
          )}
        </span>
        <span className={styles.offerPrice}>
          <span className={styles.unitPrice}>
            {format.price(listing.price)}
            <span className={styles.sku}> / {unit}</span>
          </span>
          {listing.delivery && (
            <>
              <span>
                {messages.distance({ distance: format.number(listing.delivery.distance_km), charge: format.price(listing.delivery.delivery_charge) })}
              </span>
              {landed !== null && (
                <>
                  <span>
                    {messages.landedFor({ quantity: format.number(quantity), unit })} <strong>{format.price(landed)}</strong>
                  </span>
                  <span className={styles.sku}>
                    {messages.breakdown({
                      price: format.price(listing.price),
                      quantity: format.number(quantity),
                      charge: format.price(listing.delivery.delivery_charge),
                    })}
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
