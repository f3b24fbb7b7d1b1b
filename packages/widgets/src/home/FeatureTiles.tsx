import { DELIVERY_BASE_CHARGE, DELIVERY_CHARGE_PER_KM, localeFormat } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { FEATURE_TILES } from './homeContent.ts';
import { homeCatalogue } from './homeMessages.ts';
import * as styles from './home.css.ts';

export interface FeatureTilesProps {
  /** Instant Quote and Compare Prices open their modals. */
  onOpen: (tile: 'quote' | 'compare') => void;
}

/** The 4 feature tiles: Instant Quote, Compare Prices, Delivery, Credit. */
export function FeatureTiles({ onOpen }: FeatureTilesProps) {
  const { messages, locale } = useMessages(homeCatalogue);
  const format = localeFormat(locale);
  const charges = { base: format.rupees(DELIVERY_BASE_CHARGE), perKm: format.rupees(DELIVERY_CHARGE_PER_KM) };
  return (
    <ul className={styles.tiles} aria-label={messages['tiles.label']()}>
      {FEATURE_TILES.map((tile) => (
        <li key={tile} className={styles.tile}>
          <h3 className={styles.tileTitle}>{messages['tile.title']({ tile })}</h3>
          <p className={styles.muted}>{messages['tile.text']({ tile, ...charges })}</p>
          {(tile === 'quote' || tile === 'compare') && (
            <Button size="small" variant="secondary" aria-haspopup="dialog" onClick={() => onOpen(tile)}>
              {messages['tile.action']({ tile })}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
