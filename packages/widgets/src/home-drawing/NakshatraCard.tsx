import { NAKSHATRAS, type NakshatraName } from '@nirmaan/calculators';
import * as styles from './homeDrawing.css.ts';

/** The chosen nakshatra: element, direction, colour and characteristics. */
export function NakshatraCard({ name }: { name: NakshatraName }) {
  const nakshatra = NAKSHATRAS[name];
  return (
    <div className={styles.nakshatra} aria-live="polite">
      <span className={styles.swatch} style={{ background: nakshatra.color }} aria-hidden="true" />
      <div>
        <p className={styles.nakshatraName}>{nakshatra.name}</p>
        <p className={styles.muted}>
          {nakshatra.element} · faces {nakshatra.direction} · {nakshatra.colorName}
        </p>
        <ul className={styles.traits}>
          {nakshatra.characteristics.map((trait) => (
            <li key={trait}>{trait}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
