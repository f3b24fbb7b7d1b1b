import { Table, type TableColumn } from '@nirmaan/ui';
import * as styles from './boqArticle.css.ts';

interface PlotRow {
  plot: string;
  floors: string;
  builtUp: string;
  cost: string;
}

/** The spec article's plot-size table (seller-admin-toolkit §9). */
const PLOT_ROWS: readonly PlotRow[] = [
  { plot: '20 x 30', floors: 'G+1', builtUp: '1,000 sq ft', cost: '₹17 lakh' },
  { plot: '20 x 30', floors: 'G+2', builtUp: '1,450 sq ft', cost: '₹25 lakh' },
  { plot: '30 x 40', floors: 'G+1', builtUp: '1,850 sq ft', cost: '₹31 lakh' },
  { plot: '30 x 40', floors: 'G+2', builtUp: '2,800 sq ft', cost: '₹47 lakh' },
  { plot: '40 x 60', floors: 'G+1', builtUp: '3,600 sq ft', cost: '₹61 lakh' },
  { plot: '40 x 60', floors: 'G+2', builtUp: '5,600 sq ft', cost: '₹95 lakh' },
];

const COLUMNS: readonly TableColumn<PlotRow>[] = [
  { key: 'plot', header: 'Plot (ft)', rowHeader: true },
  { key: 'floors', header: 'Floors' },
  { key: 'builtUp', header: 'Built-up area', align: 'end' },
  { key: 'cost', header: 'Approximate cost', align: 'end' },
];

/** The long article under the BOQ calculator: what a house costs to build in Bangalore. */
export function BoqArticle({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <article className={styles.article}>
      <Heading className={styles.title}>What does it cost to build a house in Bangalore?</Heading>
      <p>
        A house built by a contractor on a turnkey basis in Bangalore costs about ₹1,750 to ₹1,900 per sq ft of built-up area in 2026 for a medium
        specification: RCC frame, brick or block walls, vitrified tiles, standard sanitary ware and emulsion paint. Basic work can come in lower, and premium
        finishes such as granite, marble, imported fittings or a lift push it well above.
      </p>
      <Sub className={styles.subtitle}>Typical costs by plot size</Sub>
      <Table
        caption="Approximate construction cost by plot size and floors (medium quality)"
        columns={COLUMNS}
        rows={PLOT_ROWS}
        rowKey={(row) => `${row.plot}-${row.floors}`}
      />
      <Sub className={styles.subtitle}>What drives the cost</Sub>
      <ul className={styles.list}>
        <li>
          <strong>Built-up area</strong>, not plot size: setbacks leave about three quarters of each floor to build on, and every floor adds its own slab, walls
          and finishes.
        </li>
        <li>
          <strong>Structure</strong> (cement, steel, sand and aggregate) is about half of the cost and changes little with the finish you choose; plan for
          roughly 0.4 bags of cement and 4 kg of steel per sq ft.
        </li>
        <li>
          <strong>Walls</strong>: AAC and concrete blocks build faster and need less plaster than clay bricks; stone walls cost more labour.
        </li>
        <li>
          <strong>Finishes</strong> (flooring, paint, doors, windows, sanitary and electrical fittings) decide most of the difference between a basic and a
          premium house.
        </li>
        <li>
          <strong>Extras</strong> such as a lift, an exterior staircase, an automatic gate, a compound wall, a borewell and the plan sanction fees are paid on
          top of the per-sq-ft rate.
        </li>
      </ul>
      <Sub className={styles.subtitle}>Before you sign a contract</Sub>
      <ul className={styles.list}>
        <li>Ask for the quotation as a bill of quantities like the one above, with the brand and grade of every material.</li>
        <li>Keep 10-15% aside for changes and price rises: cement and steel prices move every few weeks.</li>
        <li>Pay against stages (foundation, each slab, plastering, finishing), never far in advance.</li>
        <li>Compare material prices from several suppliers near your site on Nirmaan: delivery charges depend on the distance.</li>
      </ul>
    </article>
  );
}
