import { NAKSHATRAS, type NakshatraName } from '@nirmaan/calculators';
import type { HomeDrawingMessages } from './homeDrawingMessages.ts';
import { nakshatraCard } from './homeDrawingTexts.ts';
import * as styles from './homeDrawing.css.ts';

/** The chosen nakshatra: element, direction, colour and characteristics. */
export function NakshatraCard({ name, messages }: { name: NakshatraName; messages: HomeDrawingMessages }) {
  const nakshatra = NAKSHATRAS[name];
  const card = nakshatraCard(name, messages);
  return (
    <div className={styles.nakshatra} aria-live="polite">
      <span className={styles.swatch} style={{ background: nakshatra.color }} aria-hidden="true" />
      <div>
        <p className={styles.nakshatraName}>{card.name}</p>
        <p className={styles.muted}>{card.facts}</p>
        <ul className={styles.traits}>
          {card.traits.map((trait) => (
            <li key={trait}>{trait}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
