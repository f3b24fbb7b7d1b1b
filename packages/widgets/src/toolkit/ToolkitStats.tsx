import { formatNumber } from '@nirmaan/core';
import type { ToolkitStats as Stats } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';

/** The hub's figures: phases, videos (those that exist; none shown before the first) and '100%' Free Access. */
export function ToolkitStats({ stats }: { stats: Stats }) {
  const figures = [
    { value: formatNumber(stats.phases), label: 'Phases' },
    ...(stats.videos > 0 ? [{ value: formatNumber(stats.videos), label: 'Videos' }] : []),
    { value: '100%', label: 'Free Access' },
  ];
  return (
    <dl className={styles.stats} data-toolkit-stats="">
      {figures.map((figure) => (
        <div key={figure.label} className={styles.stat}>
          <dt className={styles.statLabel}>{figure.label}</dt>
          <dd className={styles.statValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
