import type { LocaleFormat } from '@nirmaan/core';
import * as styles from '../dashboard-shared/dashboard.css.ts';

export interface StatCard {
  label: string;
  value: number;
}

/** A row of counted figures, e.g. Total Users 42; read out as a labelled list. */
export function StatCards({ label, cards, format }: { label: string; cards: readonly StatCard[]; format: LocaleFormat }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {cards.map((card) => (
        <li key={card.label} className={styles.stat}>
          <span className={styles.muted}>{card.label}</span>
          <span className={styles.statValue}>{format.number(card.value)}</span>
        </li>
      ))}
    </ul>
  );
}
