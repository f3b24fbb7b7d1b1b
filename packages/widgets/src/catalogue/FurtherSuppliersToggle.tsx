import { REACH_MESSAGES, formatNumber, formatPrice, type Listing } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import * as styles from './productOffers.css.ts';

export interface FurtherSuppliersToggleProps {
  /** The offers beyond their sellers' delivery radii (each has its delivery estimate). */
  further: readonly Listing[];
  expanded: boolean;
  onToggle: () => void;
}

/** Shows or hides the suppliers that do not deliver to the buyer; the control says how near the nearest is and what it would charge. */
export function FurtherSuppliersToggle({ further, expanded, onToggle }: FurtherSuppliersToggleProps) {
  const nearest = [...further].sort((a, b) => (a.delivery?.distance_km ?? Infinity) - (b.delivery?.distance_km ?? Infinity))[0]?.delivery;
  return (
    <div className={styles.furtherToggle}>
      <Button variant="secondary" className={styles.furtherToggleButton} aria-expanded={expanded} onClick={onToggle}>
        {expanded || !nearest
          ? REACH_MESSAGES.hideFurther
          : REACH_MESSAGES.showFurther(further.length, formatNumber(nearest.distance_km), formatPrice(nearest.delivery_charge))}
      </Button>
    </div>
  );
}
