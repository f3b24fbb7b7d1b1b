import { Link } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { knowledgeHubCatalogue, type KnowledgeHubMessages } from './knowledgeHubMessages.ts';
import { FEATURED_RESOURCES, KNOWLEDGE_GROUPS, type BuiltTopic } from './knowledgeTopics.ts';

function Topic({ topic, messages }: { topic: BuiltTopic; messages: KnowledgeHubMessages }) {
  return (
    <li className={styles.topicItem}>
      <Link href={topic.href}>{messages[`${topic.text}.title`]()}</Link>
      <span className={styles.cardText}>{messages[`${topic.text}.summary`]()}</span>
    </li>
  );
}

/** The groups with the guides written so far: a guide still to come is not advertised (issue 28), a group without any is left out. */
const WRITTEN_GROUPS = KNOWLEDGE_GROUPS.map((group) => ({
  id: group.id,
  topics: group.topics.filter((topic): topic is BuiltTopic => topic.href !== undefined),
})).filter((group) => group.topics.length > 0);

/** /knowledge: the written guides in their topic groups, featured resources and a contact link, in the site's language. */
export function KnowledgeHubPage() {
  const { messages, locale } = useMessages(knowledgeHubCatalogue);
  return (
    <ContentPage lang={locale} title={messages.title()} description={messages.description()} lead={messages.lead()}>
      <ContentSection id="featured" title={messages['featured.heading']()}>
        <ul className={styles.cards}>
          {FEATURED_RESOURCES.map((resource) => (
            <li key={resource.text} className={styles.card}>
              <Link href={resource.href}>{messages[`${resource.text}.title`]()}</Link>
              <p className={styles.cardText}>{messages[`${resource.text}.summary`]()}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="topics" title={messages['topics.heading']()}>
        <ul className={styles.cards}>
          {WRITTEN_GROUPS.map((group) => (
            <li key={group.id} className={styles.card}>
              <h3 id={`topic-${group.id}`} className={styles.h3}>
                {messages[`group.${group.id}.title`]()}
              </h3>
              <p className={styles.cardText}>{messages[`group.${group.id}.summary`]()}</p>
              <ul className={styles.topicList} aria-labelledby={`topic-${group.id}`}>
                {group.topics.map((topic) => (
                  <Topic key={topic.text} topic={topic} messages={messages} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="ask" title={messages['ask.heading']()}>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['ask.text'](partMarks('contact', 'faq'))}
            parts={{ contact: (words) => <Link href="/contact">{words}</Link>, faq: (words) => <Link href="/faq">{words}</Link> }}
          />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
