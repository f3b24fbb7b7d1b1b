import { Button } from '@nirmaan/ui';
import { FEATURE_TILES, type FeatureTile } from './homeContent.ts';
import * as styles from './home.css.ts';

export interface FeatureTilesProps {
  /** Instant Quote and Compare Prices open their modals. */
  onOpen: (tile: 'quote' | 'compare') => void;
}

const ACTION_LABELS: Partial<Record<FeatureTile['id'], string>> = { quote: 'Get a quote', compare: 'Compare products' };

/** The 4 feature tiles: Instant Quote, Compare Prices, Delivery, Credit. */
export function FeatureTiles({ onOpen }: FeatureTilesProps) {
  return (
    <ul className={styles.tiles} aria-label="Why Nirmaan">
      {FEATURE_TILES.map((tile) => (
        <li key={tile.id} className={styles.tile}>
          <h3 className={styles.tileTitle}>{tile.title}</h3>
          <p className={styles.muted}>{tile.text}</p>
          {(tile.id === 'quote' || tile.id === 'compare') && (
            <Button size="small" variant="secondary" aria-haspopup="dialog" onClick={() => onOpen(tile.id as 'quote' | 'compare')}>
              {ACTION_LABELS[tile.id]}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
