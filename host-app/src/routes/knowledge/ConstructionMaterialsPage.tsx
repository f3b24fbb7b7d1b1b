import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { MarkedText } from '../content/MarkedText.tsx';
import { partMarks } from '../content/markedText.ts';
import { materialsCatalogue, type MaterialsMessages } from './materials/materialsMessages.ts';

type MaterialId = 'cement' | 'steel' | 'mSand' | 'aggregate' | 'readyMix' | 'solidBlocks' | 'aacBlocks' | 'bricks';
type UnitId = 'bag' | 'kg' | 'cubicFeet' | 'cubicMetre' | 'piece';

/** Delivered price per unit, indicative for 2025; each material's name and use are the catalogue's `material.<id>.*`, its unit `unit.<unit>`. */
const MATERIALS: readonly { id: MaterialId; unit: UnitId; price: string }[] = [
  { id: 'cement', unit: 'bag', price: '₹360-450' },
  { id: 'steel', unit: 'kg', price: '₹58-75' },
  { id: 'mSand', unit: 'cubicFeet', price: '₹45-70' },
  { id: 'aggregate', unit: 'cubicFeet', price: '₹40-60' },
  { id: 'readyMix', unit: 'cubicMetre', price: '₹4,800-6,000' },
  { id: 'solidBlocks', unit: 'piece', price: '₹38-55' },
  { id: 'aacBlocks', unit: 'piece', price: '₹55-80' },
  { id: 'bricks', unit: 'piece', price: '₹8-13' },
];

type Material = (typeof MATERIALS)[number];

function materialColumns(messages: MaterialsMessages): readonly TableColumn<Material>[] {
  return [
    { key: 'id', header: messages['column.material'](), rowHeader: true, render: (row) => messages[`material.${row.id}.name`]() },
    { key: 'unit', header: messages['column.unit'](), render: (row) => messages[`unit.${row.unit}`]() },
    { key: 'price', header: messages['column.price']() },
    { key: 'use', header: messages['column.use'](), render: (row) => messages[`material.${row.id}.use`]() },
  ];
}

type ThumbId = 'cement' | 'steel' | 'sand' | 'aggregate' | 'bricks';

/**
 * Thumb rules per sq ft of built-up area for an RCC-framed house; the engineer's BOQ replaces them.
 * The amounts are the catalogue's `thumb.<id>.quantity` arguments (the bricks' also the blocks they equal).
 */
const THUMB_RULES: readonly { id: ThumbId; amount: string; blocks?: string }[] = [
  { id: 'cement', amount: '0.4' },
  { id: 'steel', amount: '3.5-4.5' },
  { id: 'sand', amount: '1.8' },
  { id: 'aggregate', amount: '1.35' },
  { id: 'bricks', amount: '8', blocks: '1.1' },
];

type ThumbRule = (typeof THUMB_RULES)[number];

function thumbQuantity(messages: MaterialsMessages, row: ThumbRule): string {
  return row.id === 'bricks'
    ? messages['thumb.bricks.quantity']({ amount: row.amount, blocks: row.blocks ?? '' })
    : messages[`thumb.${row.id}.quantity`]({ amount: row.amount });
}

function thumbColumns(messages: MaterialsMessages): readonly TableColumn<ThumbRule>[] {
  return [
    { key: 'id', header: messages['column.material'](), rowHeader: true, render: (row) => messages[`thumb.${row.id}.item`]() },
    { key: 'amount', header: messages['column.perSqft'](), render: (row) => thumbQuantity(messages, row) },
  ];
}

/** A 12 mm bar's weight per metre, and the rule giving it from the diameter in mm: written the same in every language. */
const BAR_WEIGHT = { diameter: '12 mm', weight: '0.89 kg', formula: 'd² ÷ 162' };

/** /knowledge/construction-materials: prices, quantities and quality checks, in the site's language. */
export function ConstructionMaterialsPage() {
  const { messages, locale } = useMessages(materialsCatalogue);
  return (
    <ContentPage inKnowledgeHub lang={locale} title={messages.title()} description={messages.description()} lead={messages.lead()} asOf={messages.asOf()}>
      <ContentSection id="prices" title={messages['prices.heading']()}>
        <Table caption={messages['prices.caption']()} columns={materialColumns(messages)} rows={MATERIALS} rowKey={(row) => row.id} />
        <p className={styles.text}>
          <MarkedText sentence={messages['prices.compare'](partMarks('products'))} parts={{ products: (words) => <Link href="/products">{words}</Link> }} />
        </p>
      </ContentSection>

      <ContentSection id="quantities" title={messages['quantities.heading']()}>
        <p className={styles.text}>{messages['quantities.intro']()}</p>
        <Table caption={messages['quantities.caption']()} columns={thumbColumns(messages)} rows={THUMB_RULES} rowKey={(row) => row.id} />
        <p className={styles.text}>
          <MarkedText
            sentence={messages['quantities.tools'](partMarks('boq', 'material'))}
            parts={{
              boq: (words) => <Link href="/boq-calculator">{words}</Link>,
              material: (words) => <Link href="/material-calculator">{words}</Link>,
            }}
          />
        </p>
      </ContentSection>

      <ContentSection id="checks" title={messages['checks.heading']()}>
        <h3 className={styles.h3}>{messages['checks.cement.heading']()}</h3>
        <ul className={styles.list}>
          <li>{messages['checks.cement.date']()}</li>
          <li>{messages['checks.cement.lumps']()}</li>
          <li>{messages['checks.cement.storage']()}</li>
        </ul>
        <h3 className={styles.h3}>{messages['checks.steel.heading']()}</h3>
        <ul className={styles.list}>
          <li>{messages['checks.steel.marking']()}</li>
          <li>{messages['checks.steel.weight'](BAR_WEIGHT)}</li>
          <li>{messages['checks.steel.rust']()}</li>
        </ul>
        <h3 className={styles.h3}>{messages['checks.sand.heading']()}</h3>
        <ul className={styles.list}>
          <li>{messages['checks.sand.silt']()}</li>
          <li>{messages['checks.sand.mSand']()}</li>
          <li>{messages['checks.sand.aggregate']()}</li>
        </ul>
        <h3 className={styles.h3}>{messages['checks.bricks.heading']()}</h3>
        <ul className={styles.list}>
          <li>{messages['checks.bricks.ring']()}</li>
          <li>{messages['checks.bricks.blocks']()}</li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
