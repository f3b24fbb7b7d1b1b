import { Link, visuallyHidden } from '@nirmaan/ui';
import type { ToolkitTopic } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { toolkitCatalogue } from './toolkitMessages.ts';
import { useLibraryTexts } from './library/libraryMessages.ts';

/**
 * A topic whose video is not chosen yet: what it covers (the library's words, translated where the
 * library catalogue has them, else in English), and a YouTube search for it, in the reader's language's
 * words when the catalogue has them.
 */
export function TopicItem({ topic }: { topic: ToolkitTopic }) {
  const { messages } = useMessages(toolkitCatalogue);
  const texts = useLibraryTexts();
  const title = texts.title(topic);
  const description = texts.description(topic);
  // The topic's title sits inside the sentence, marked with its own language (English when untranslated).
  const searchFor = splitAroundLink(messages['topic.searchFor']({ ...LINK_MARKS, title: title.text }));
  return (
    <li className={styles.topic} data-topic={topic.key}>
      <p className={styles.topicTitle} lang={title.lang}>
        {title.text}
      </p>
      <p className={styles.cardText} lang={description.lang}>
        {description.text}
      </p>
      <Link href={texts.searchUrl(topic)} target="_blank" rel="noopener noreferrer">
        {messages['topic.search']()}{' '}
        <span className={visuallyHidden}>
          {searchFor.before}
          <span lang={title.lang}>{searchFor.link}</span>
          {searchFor.after}
        </span>
      </Link>
    </li>
  );
}
