import type { FloorPlan } from '@nirmaan/calculators';
import { formatNumber } from '@nirmaan/core';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import * as calculatorStyles from '../calculator-shared/calculator.css.ts';

/** Totals, the nakshatra, the fixed Vastu tips and the recommended features of a plan. */
export function PlanDetails({ plan, headingLevel }: { plan: FloorPlan; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <FigureGroup
        title="Plan"
        headingLevel={headingLevel}
        rows={[
          ['Plot', `${formatNumber(plan.dimensions.width)} x ${formatNumber(plan.dimensions.length)} ft (${formatNumber(plan.dimensions.area)} sq ft)`],
          ['Floors', formatNumber(plan.totalFloors)],
          ['Total built-up area', `${formatNumber(plan.totalBuiltUpArea)} sq ft`, true],
          ['Main direction', plan.mainDirection],
          ['Nakshatra', `${plan.nakshatra.name} (${plan.nakshatra.element})`],
        ]}
      />
      <Heading className={calculatorStyles.groupTitle}>Vastu guidelines</Heading>
      <ul className={calculatorStyles.notes}>
        {plan.vastuTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Heading className={calculatorStyles.groupTitle}>Recommended features</Heading>
      <ul className={calculatorStyles.notes}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </>
  );
}
