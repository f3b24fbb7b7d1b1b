import { Link, visuallyHidden } from '@nirmaan/ui';
import type { ToolkitTopic } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';

/** A topic whose video is not chosen yet: what it covers, and a YouTube search for it. */
export function TopicItem({ topic }: { topic: ToolkitTopic }) {
  return (
    <li className={styles.topic} data-topic={topic.key}>
      <p className={styles.topicTitle}>{topic.title}</p>
      <p className={styles.cardText}>{topic.description}</p>
      <Link href={topic.searchUrl} target="_blank" rel="noopener noreferrer">
        Search YouTube <span className={visuallyHidden}>for {topic.title} (opens in a new tab)</span>
      </Link>
    </li>
  );
}
