import { Link } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { FEATURED_RESOURCES, KNOWLEDGE_GROUPS, type KnowledgeTopic } from './knowledgeTopics.ts';

function Topic({ topic }: { topic: KnowledgeTopic & { href: string } }) {
  return (
    <li className={styles.topicItem}>
      <Link href={topic.href}>{topic.title}</Link>
      <span className={styles.cardText}>{topic.summary}</span>
    </li>
  );
}

/** The groups with the guides written so far: a guide still to come is not advertised (issue 28), a group without any is left out. */
const WRITTEN_GROUPS = KNOWLEDGE_GROUPS.map((group) => ({
  ...group,
  topics: group.topics.filter((topic): topic is KnowledgeTopic & { href: string } => topic.href !== undefined),
})).filter((group) => group.topics.length > 0);

/** /knowledge: the written guides in their topic groups, featured resources and a contact link. */
export function KnowledgeHubPage() {
  return (
    <ContentPage
      title="Construction Knowledge Hub"
      description="Guides for building a house in Bangalore, Chennai and Coimbatore: construction steps, costs, contractor rates, plan sanction, materials and flooring."
      lead="Practical guides for home builders in Bangalore, Chennai and Coimbatore: what to do in which order, what it costs and what to check."
    >
      <ContentSection id="featured" title="Featured resources">
        <ul className={styles.cards}>
          {FEATURED_RESOURCES.map((resource) => (
            <li key={resource.title} className={styles.card}>
              <Link href={resource.href ?? '/knowledge'}>{resource.title}</Link>
              <p className={styles.cardText}>{resource.summary}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="topics" title="Guides by topic">
        <ul className={styles.cards}>
          {WRITTEN_GROUPS.map((group) => (
            <li key={group.id} className={styles.card}>
              <h3 id={`topic-${group.id}`} className={styles.h3}>
                {group.title}
              </h3>
              <p className={styles.cardText}>{group.summary}</p>
              <ul className={styles.topicList} aria-labelledby={`topic-${group.id}`}>
                {group.topics.map((topic) => (
                  <Topic key={topic.title} topic={topic} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="ask" title="Have a question?">
        <p className={styles.text}>
          Cannot find what you need, or want a price for materials? <Link href="/contact">Contact us</Link> or read the <Link href="/faq">FAQ</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
