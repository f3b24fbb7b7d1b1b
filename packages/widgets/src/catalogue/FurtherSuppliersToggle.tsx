import { localeFormat, type Listing } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import * as styles from './productOffers.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { offersCatalogue } from './offersMessages.ts';

export interface FurtherSuppliersToggleProps {
  /** The offers beyond their sellers' delivery radii (each has its delivery estimate). */
  further: readonly Listing[];
  expanded: boolean;
  onToggle: () => void;
}

/** Shows or hides the suppliers that do not deliver to the buyer; the control says how near the nearest is and what it would charge. */
export function FurtherSuppliersToggle({ further, expanded, onToggle }: FurtherSuppliersToggleProps) {
  const { messages, locale } = useMessages(offersCatalogue);
  const format = localeFormat(locale);
  const nearest = further.reduce<Listing['delivery']>(
    (best, offer) => (offer.delivery && (!best || offer.delivery.distance_km < best.distance_km) ? offer.delivery : best),
    null,
  );
  return (
    <div className={styles.furtherToggle}>
      <Button variant="secondary" className={styles.furtherToggleButton} aria-expanded={expanded} onClick={onToggle}>
        {/* Offers beyond reach always carry their delivery estimate; without one there is nothing to announce. */}
        {expanded || !nearest
          ? messages.hideFurther()
          : messages.showFurther({
              count: further.length,
              countText: format.number(further.length),
              km: format.number(nearest.distance_km),
              charge: format.price(nearest.delivery_charge),
            })}
      </Button>
    </div>
  );
}
