import {
  COST_ADDITIONAL_ITEMS,
  COST_CONTINGENCY_RATE,
  COST_PLOT_PRESETS,
  COST_QUALITY_OPTIONS,
  COST_SUPERVISION_RATE,
  type CostQuality,
} from '@nirmaan/calculators';
import { formatNumber, formatRupees, siteUrl } from '@nirmaan/core';
import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useId } from 'react';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';
import { LABOUR_RATE_RANGE, TURNKEY_RATE_RANGE } from './costGuideContent.ts';
import * as styles from './costCalculator.css.ts';

const RATE_COLUMNS: readonly TableColumn<CostQuality>[] = [
  { key: 'label', header: 'Quality', rowHeader: true },
  { key: 'ratePerSqft', header: 'Rate per sq ft', align: 'end', render: (quality) => formatRupees(quality.ratePerSqft) },
];

const range = ({ min, max }: { min: number; max: number }) => `${formatRupees(min)}-${formatNumber(max)}`;
const percent = (rate: number) => `${formatNumber(rate * 100)}%`;

export type ConstructionCostGuideProps = Omit<CostCalculatorProps, 'headingLevel'>;

/**
 * The /knowledge/construction-cost-calculator page: the calculator (its title is the page's h1) and
 * the guide text on how the estimate is made.
 */
export function ConstructionCostGuide(props: ConstructionCostGuideProps) {
  const id = useId();
  return (
    <div className={styles.page}>
      <CostCalculator {...props} headingLevel={1} />
      {/* The guide's text is English only so far: marked so beside a translated calculator. */}
      <article className={styles.guide} lang="en-IN">
        <section className={styles.guideSection} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.guideTitle}>
            What a house costs per sq ft
          </h2>
          <p className={styles.guideText}>
            A turnkey house, where the builder supplies materials and labour, costs about {range(TURNKEY_RATE_RANGE)} per sq ft of built-up area. Labour alone
            is about {range(LABOUR_RATE_RANGE)} per sq ft. Where you land in that range depends on the quality of materials and finishes you choose:
          </p>
          <Table caption="Construction rate by quality" columns={RATE_COLUMNS} rows={COST_QUALITY_OPTIONS} rowKey={(quality) => quality.id} />
        </section>
        <section className={styles.guideSection} aria-labelledby={`${id}-includes`}>
          <h2 id={`${id}-includes`} className={styles.guideTitle}>
            What the estimate includes
          </h2>
          <ul className={styles.guideList}>
            <li>Basic cost: the built-up area multiplied by the rate of the quality you choose.</li>
            <li>Supervision: {percent(COST_SUPERVISION_RATE)} of the basic cost, for the engineer or site supervisor.</li>
            <li>Contingency: {percent(COST_CONTINGENCY_RATE)} of the basic cost, for price changes and unforeseen work.</li>
            <li>
              Additional costs that do not depend on the size of the house:{' '}
              {COST_ADDITIONAL_ITEMS.map((item) => `${item.label.toLowerCase()} ${formatRupees(item.amount)}`).join(', ')}.
            </li>
          </ul>
          <p className={styles.guideText}>The grand total is the construction cost, with supervision and contingency, plus the additional costs.</p>
        </section>
        <section className={styles.guideSection} aria-labelledby={`${id}-area`}>
          <h2 id={`${id}-area`} className={styles.guideTitle}>
            Plot size and built-up area
          </h2>
          <p className={styles.guideText}>
            The estimate uses the built-up area only: the floor area of all floors together, walls included. The plot size is asked for so you can check the two
            against each other. The presets give typical built-up areas for common plots built as G+1:{' '}
            {COST_PLOT_PRESETS.map(
              (preset) => `${preset.label} (${formatNumber(preset.plotSizeSqft)} sq ft plot, ${formatNumber(preset.builtUpAreaSqft)} sq ft built-up)`,
            ).join(', ')}
            .
          </p>
          <p className={styles.guideText}>
            For the cement, steel and other materials of your design, try the{' '}
            <Link href={siteUrl('/house-construction-calculator')}>House Construction Calculator</Link>.
          </p>
        </section>
      </article>
    </div>
  );
}
