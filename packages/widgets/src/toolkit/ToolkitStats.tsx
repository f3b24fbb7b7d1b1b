import { localeFormat } from '@nirmaan/core';
import { useMessages } from '../locale-shared/useMessages.ts';
import { toolkitCatalogue } from './toolkitMessages.ts';
import type { ToolkitStats as Stats } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';

/** The hub's figures: phases, videos (those that exist; none shown before the first) and '100%' Free Access. */
export function ToolkitStats({ stats }: { stats: Stats }) {
  const { messages, locale } = useMessages(toolkitCatalogue);
  const format = localeFormat(locale);
  const figures = [
    { value: format.number(stats.phases), label: messages['stat.phases']() },
    ...(stats.videos > 0 ? [{ value: format.number(stats.videos), label: messages['stat.videos']() }] : []),
    { value: '100%', label: messages['stat.free']() },
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
