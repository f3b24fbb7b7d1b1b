import {
  COST_ADDITIONAL_ITEMS,
  COST_CONTINGENCY_RATE,
  COST_PLOT_PRESETS,
  COST_QUALITY_OPTIONS,
  COST_SUPERVISION_RATE,
  type CostQuality,
} from '@nirmaan/calculators';
import { siteUrl } from '@nirmaan/core';
import { localeFormat, type Locale } from '@nirmaan/core/locale';
import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { useId } from 'react';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';
import { costCatalogue, type CostMessages } from './costMessages.ts';
import { LABOUR_RATE_RANGE, TURNKEY_RATE_RANGE } from './costGuideContent.ts';
import * as styles from './costCalculator.css.ts';
import { costGuideCatalogue, type CostGuideMessages } from './guide/costGuideMessages.ts';

export type ConstructionCostGuideProps = Omit<CostCalculatorProps, 'headingLevel'>;

/** The guide's figures, formatted for its language: rate ranges, percentages, the fixed costs and the presets. */
function guideFigures(locale: Locale, guide: CostGuideMessages, cost: CostMessages) {
  const format = localeFormat(locale);
  const range = ({ min, max }: { min: number; max: number }) => `${format.rupees(min)}-${format.number(max)}`;
  const percent = (rate: number) => `${format.number(rate * 100)}%`;
  return {
    turnkey: range(TURNKEY_RATE_RANGE),
    labour: range(LABOUR_RATE_RANGE),
    supervision: percent(COST_SUPERVISION_RATE),
    contingency: percent(COST_CONTINGENCY_RATE),
    items: COST_ADDITIONAL_ITEMS.map((item) =>
      guide.additionalItem({ item: cost[`additional.${item.id}`]().toLocaleLowerCase(locale), amount: format.rupees(item.amount) }),
    ).join(', '),
    presets: COST_PLOT_PRESETS.map((preset) =>
      guide.preset({ label: preset.label, plot: format.number(preset.plotSizeSqft), builtUp: format.number(preset.builtUpAreaSqft) }),
    ).join(', '),
    rateColumns: [
      { key: 'label', header: guide['column.quality'](), rowHeader: true, render: (quality) => cost[`quality.${quality.id}`]() },
      { key: 'ratePerSqft', header: guide['column.rate'](), align: 'end', render: (quality) => format.rupees(quality.ratePerSqft) },
    ] satisfies readonly TableColumn<CostQuality>[],
  };
}

/**
 * The /knowledge/construction-cost-calculator page: the calculator (its title is the page's h1) and
 * the guide text on how the estimate is made, both in the page's language.
 */
export function ConstructionCostGuide(props: ConstructionCostGuideProps) {
  const id = useId();
  const { messages: guide, locale } = useMessages(costGuideCatalogue);
  // The calculator's own words (qualities, the fixed costs' names): the same catalogue the calculator above speaks.
  const { messages: cost, locale: costLocale } = useMessages(costCatalogue);
  const figures = guideFigures(locale, guide, locale === costLocale ? cost : costCatalogue.english);
  const houseCalculator = splitAroundLink(guide.houseCalculator(LINK_MARKS));
  return (
    <div className={styles.page}>
      <CostCalculator {...props} headingLevel={1} />
      <article className={styles.guide} lang={locale}>
        <section className={styles.guideSection} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.guideTitle}>
            {guide.costTitle()}
          </h2>
          <p className={styles.guideText}>{guide.costText({ turnkey: figures.turnkey, labour: figures.labour })}</p>
          <Table caption={guide.rateCaption()} columns={figures.rateColumns} rows={COST_QUALITY_OPTIONS} rowKey={(quality) => quality.id} />
        </section>
        <section className={styles.guideSection} aria-labelledby={`${id}-includes`}>
          <h2 id={`${id}-includes`} className={styles.guideTitle}>
            {guide.includesTitle()}
          </h2>
          <ul className={styles.guideList}>
            <li>{guide.basic()}</li>
            <li>{guide.supervision({ percent: figures.supervision })}</li>
            <li>{guide.contingency({ percent: figures.contingency })}</li>
            <li>{guide.additional({ items: figures.items })}</li>
          </ul>
          <p className={styles.guideText}>{guide.total()}</p>
        </section>
        <section className={styles.guideSection} aria-labelledby={`${id}-area`}>
          <h2 id={`${id}-area`} className={styles.guideTitle}>
            {guide.areaTitle()}
          </h2>
          <p className={styles.guideText}>{guide.areaText({ presets: figures.presets })}</p>
          <p className={styles.guideText}>
            {houseCalculator.before}
            <Link href={siteUrl('/house-construction-calculator')}>{houseCalculator.link}</Link>
            {houseCalculator.after}
          </p>
        </section>
      </article>
    </div>
  );
}
