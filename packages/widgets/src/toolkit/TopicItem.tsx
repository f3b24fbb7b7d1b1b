import { Link, visuallyHidden } from '@nirmaan/ui';
import type { ToolkitTopic } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { toolkitCatalogue } from './toolkitMessages.ts';

/** A topic whose video is not chosen yet: what it covers (the library's words, in English), and a YouTube search for it. */
export function TopicItem({ topic }: { topic: ToolkitTopic }) {
  const { messages } = useMessages(toolkitCatalogue);
  // The topic's title sits inside the sentence, marked English as the library wrote it.
  const searchFor = splitAroundLink(messages['topic.searchFor']({ ...LINK_MARKS, title: topic.title }));
  return (
    <li className={styles.topic} data-topic={topic.key}>
      <p className={styles.topicTitle} lang="en">
        {topic.title}
      </p>
      <p className={styles.cardText} lang="en">
        {topic.description}
      </p>
      <Link href={topic.searchUrl} target="_blank" rel="noopener noreferrer">
        {messages['topic.search']()}{' '}
        <span className={visuallyHidden}>
          {searchFor.before}
          <span lang="en">{searchFor.link}</span>
          {searchFor.after}
        </span>
      </Link>
    </li>
  );
}
