import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { flooringCatalogue, type FlooringMessages } from './flooring/flooringMessages.ts';

type FlooringId = 'ceramic' | 'vitrified' | 'granite' | 'indianMarble' | 'italianMarble' | 'stone' | 'athangudi' | 'laminate' | 'engineered';

/** Installed cost per sq ft: material and laying, indicative for 2025; each kind's words are the catalogue's `<id>.*`. */
const FLOORING: readonly { id: FlooringId; cost: string }[] = [
  { id: 'ceramic', cost: '₹60-120' },
  { id: 'vitrified', cost: '₹90-220' },
  { id: 'granite', cost: '₹150-350' },
  { id: 'indianMarble', cost: '₹150-400' },
  { id: 'italianMarble', cost: '₹450-1,200' },
  { id: 'stone', cost: '₹70-150' },
  { id: 'athangudi', cost: '₹120-250' },
  { id: 'laminate', cost: '₹120-250' },
  { id: 'engineered', cost: '₹250-600' },
];

/** The slip resistance class asked of bathroom tiles (DIN 51130), a code written the same in every language. */
const BATHROOM_SLIP_RATING = 'R10-R11';

type Flooring = (typeof FLOORING)[number];

function flooringColumns(messages: FlooringMessages): readonly TableColumn<Flooring>[] {
  return [
    { key: 'id', header: messages['column.type'](), rowHeader: true, render: (row) => messages[`${row.id}.type`]() },
    { key: 'cost', header: messages['column.cost']() },
    { key: 'durability', header: messages['column.durability'](), render: (row) => messages[`${row.id}.durability`]() },
    { key: 'maintenance', header: messages['column.maintenance'](), render: (row) => messages[`${row.id}.maintenance`]() },
    { key: 'suits', header: messages['column.suits'](), render: (row) => messages[`${row.id}.suits`]() },
  ];
}

/** /knowledge/flooring-options: the flooring comparison, in the site's language. */
export function FlooringOptionsPage() {
  const { messages, locale } = useMessages(flooringCatalogue);
  return (
    <ContentPage inKnowledgeHub lang={locale} title={messages.title()} description={messages.description()} lead={messages.lead()} asOf={messages.asOf()}>
      <ContentSection id="compare" title={messages['compare.heading']()}>
        <Table caption={messages['compare.caption']()} columns={flooringColumns(messages)} rows={FLOORING} rowKey={(row) => row.id} />
      </ContentSection>

      <ContentSection id="rooms" title={messages['rooms.heading']()}>
        <ul className={styles.list}>
          <li>{messages['rooms.living']()}</li>
          <li>{messages['rooms.kitchen']()}</li>
          <li>{messages['rooms.bathrooms']({ slipRating: BATHROOM_SLIP_RATING })}</li>
          <li>{messages['rooms.staircase']()}</li>
          <li>{messages['rooms.outdoors']()}</li>
        </ul>
      </ContentSection>

      <ContentSection id="tips" title={messages['tips.heading']()}>
        <ul className={styles.list}>
          <li>{messages['tips.batch']()}</li>
          <li>{messages['tips.bed']()}</li>
          <li>{messages['tips.joints']()}</li>
          <li>{messages['tips.marble']()}</li>
          <li>{messages['tips.level']()}</li>
        </ul>
        <p className={styles.text}>
          <MarkedText
            sentence={messages['tips.more'](partMarks('products', 'videos'))}
            parts={{ products: (words) => <Link href="/products">{words}</Link>, videos: (words) => <Link href="/toolkit">{words}</Link> }}
          />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
