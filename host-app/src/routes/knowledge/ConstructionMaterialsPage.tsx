import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

interface Material {
  material: string;
  unit: string;
  price: string;
  use: string;
}

const MATERIALS: readonly Material[] = [
  {
    material: 'Cement (OPC 53 / OPC 43 / PPC)',
    unit: '50 kg bag',
    price: '₹360-450',
    use: 'OPC 53 for RCC where early strength matters; PPC for plaster, masonry and mass concrete.',
  },
  {
    material: 'TMT steel bars (Fe 500 / Fe 500D)',
    unit: 'kg',
    price: '₹58-75',
    use: 'Footings, columns, beams and slabs; Fe 500D is more ductile, good in seismic zones.',
  },
  { material: 'M-sand (concrete grade)', unit: 'cu ft', price: '₹45-70', use: 'Concrete and masonry; plaster-grade M-sand (finer) for plastering.' },
  { material: '20 mm aggregate (jelly)', unit: 'cu ft', price: '₹40-60', use: 'RCC and PCC; 40 mm for the PCC bed.' },
  { material: 'Ready-mix concrete M20-M25', unit: 'cu m', price: '₹4,800-6,000', use: 'Slabs and large pours: consistent quality, less site labour.' },
  { material: 'Solid concrete blocks (6 inch)', unit: 'piece', price: '₹38-55', use: 'Load-bearing and partition walls.' },
  { material: 'AAC blocks (600 × 200 × 150 mm)', unit: 'piece', price: '₹55-80', use: 'Light, insulating walls in framed buildings.' },
  { material: 'Red clay bricks (wire-cut)', unit: 'piece', price: '₹8-13', use: 'Walls where bricks are preferred; country bricks cost less but vary more.' },
];

const MATERIAL_COLUMNS: readonly TableColumn<Material>[] = [
  { key: 'material', header: 'Material', rowHeader: true },
  { key: 'unit', header: 'Unit' },
  { key: 'price', header: 'Price (2025)' },
  { key: 'use', header: 'Where it goes' },
];

interface ThumbRule {
  item: string;
  quantity: string;
}

/** Thumb rules per sq ft of built-up area for an RCC-framed house; the engineer's BOQ replaces them. */
const THUMB_RULES: readonly ThumbRule[] = [
  { item: 'Cement', quantity: '0.4 bag' },
  { item: 'Steel', quantity: '3.5-4.5 kg' },
  { item: 'Sand (M-sand)', quantity: '1.8 cu ft' },
  { item: 'Aggregate', quantity: '1.35 cu ft' },
  { item: 'Bricks', quantity: '8 (or about 1.1 solid blocks)' },
];

const THUMB_COLUMNS: readonly TableColumn<ThumbRule>[] = [
  { key: 'item', header: 'Material', rowHeader: true },
  { key: 'quantity', header: 'Per sq ft of built-up area' },
];

/** /knowledge/construction-materials. */
export function ConstructionMaterialsPage() {
  return (
    <ContentPage
      inKnowledgeHub
      title="Construction Materials"
      description="Cement, TMT steel, M-sand, aggregate, RMC, blocks and bricks for house construction: 2025 price ranges, quantities per sq ft and quality checks."
      lead="Materials are about two thirds of what a house costs. Knowing what to buy, how much, and how to check it is the surest way to save."
      asOf="Price ranges are indicative for Bangalore, Chennai and Coimbatore in 2025, delivered to site, including GST. Check today’s prices from suppliers before you buy."
    >
      <ContentSection id="prices" title="Main materials and their prices">
        <Table caption="Construction material prices (indicative, 2025)" columns={MATERIAL_COLUMNS} rows={MATERIALS} rowKey={(row) => row.material} />
        <p className={styles.text}>
          Compare live prices from suppliers in your city on the <Link href="/products">products page</Link>; prices differ with brand, quantity and distance to
          the site.
        </p>
      </ContentSection>

      <ContentSection id="quantities" title="How much you need">
        <p className={styles.text}>
          Before the engineer’s bill of quantities is ready, these thumb rules give a first idea of the material for an RCC-framed house:
        </p>
        <Table caption="Material per sq ft of built-up area (thumb rules)" columns={THUMB_COLUMNS} rows={THUMB_RULES} rowKey={(row) => row.item} />
        <p className={styles.text}>
          For your own plot, use the <Link href="/boq-calculator">BOQ Calculator</Link>, or the <Link href="/material-calculator">Material Calculator</Link> for
          a single slab, wall or plaster job. Add 5-10% for wastage.
        </p>
      </ContentSection>

      <ContentSection id="checks" title="Checks when material arrives">
        <h3 className={styles.h3}>Cement</h3>
        <ul className={styles.list}>
          <li>The ISI mark and the week of manufacture are printed on the bag: use cement within about 3 months of it.</li>
          <li>No lumps when you press the bag; the cement should feel cool and smooth.</li>
          <li>Store on a raised platform, away from walls, at most 10 bags high; use the oldest first.</li>
        </ul>
        <h3 className={styles.h3}>TMT steel</h3>
        <ul className={styles.list}>
          <li>The brand and grade are rolled into every bar; ask for the mill test certificate with the invoice.</li>
          <li>Weigh a sample: a 12 mm bar weighs about 0.89 kg per metre (d² ÷ 162).</li>
          <li>Keep bars off the ground and covered; light surface rust is fine, flaking rust is not.</li>
        </ul>
        <h3 className={styles.h3}>Sand and aggregate</h3>
        <ul className={styles.list}>
          <li>Silt test: shake sand with water in a jar and let it settle for an hour; more than about 8% silt on top is too much.</li>
          <li>M-sand should be cubical, not flaky, and come with the supplier’s test report.</li>
          <li>Aggregate should be clean, angular and free of dust and clay.</li>
        </ul>
        <h3 className={styles.h3}>Bricks and blocks</h3>
        <ul className={styles.list}>
          <li>Good bricks ring when struck together and do not break when dropped from shoulder height.</li>
          <li>Blocks should have square edges and uniform size; reject cracked ones before they are stacked.</li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
