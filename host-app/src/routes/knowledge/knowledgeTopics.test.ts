import { describe, expect, it } from 'vitest';
import { FEATURED_RESOURCES, KNOWLEDGE_GROUPS } from './knowledgeTopics.ts';

/** spec/seller-admin-toolkit.md §2: the guides built and the pages the hub links to that are not built. */
const BUILT_GUIDES = [
  'house-construction-process',
  'construction-cost-calculator',
  'building-contractor-rates',
  'plan-sanction',
  'construction-materials',
  'flooring-options',
];
const NOT_BUILT =
  'construction-checklist, quality-control, cost-escalation, item-rates, labor-contractor-rates, contractor-agreements, cement-types, concrete-grades, m-sand, site-registration, khata-guide, dc-conversion, bescom-connection, window-types, vastu-guidelines, interior-design, boq-guide, soil-testing, rainwater-harvesting, electrical-rates, plumbing-rates'.split(
    ', ',
  );

const topics = KNOWLEDGE_GROUPS.flatMap((group) => group.topics);

describe('the knowledge hub topics', () => {
  it('has seven groups', () => {
    expect(KNOWLEDGE_GROUPS).toHaveLength(7);
  });

  it('links to the six built guides', () => {
    const linked = topics.flatMap((topic) => (topic.href?.startsWith('/knowledge/') ? [topic.href.slice('/knowledge/'.length)] : []));
    expect(linked.sort()).toEqual([...BUILT_GUIDES].sort());
  });

  it('keeps every guide the spec lists as not built, once, as a slug without a link (the hub does not show it)', () => {
    const soon = topics.filter((topic) => !topic.href);
    expect(soon.map((topic) => topic.slug).sort()).toEqual([...NOT_BUILT].sort());
    expect(soon.every((topic) => topic.slug && !topic.href)).toBe(true);
  });

  it('every entry is either a link or a slug of a guide to come, never both', () => {
    for (const topic of [...topics, ...FEATURED_RESOURCES]) expect(Boolean(topic.href) !== Boolean(topic.slug)).toBe(true);
  });
});
