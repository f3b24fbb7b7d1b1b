import type { FloorPlan, HomeDrawingInput } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import { FigureGroup } from '../calculator-shared/FigureGroup.tsx';
import * as calculatorStyles from '../calculator-shared/calculator.css.ts';
import type { HomeDrawingMessages } from './homeDrawingMessages.ts';
import { featureTexts, planRows, vastuTipTexts } from './homeDrawingTexts.ts';

export interface PlanDetailsProps {
  plan: FloorPlan;
  input: HomeDrawingInput;
  messages: HomeDrawingMessages;
  format: LocaleFormat;
  headingLevel: 3 | 4;
}

/** Totals, the nakshatra, the fixed Vastu tips and the recommended features of a plan. */
export function PlanDetails({ plan, input, messages, format, headingLevel }: PlanDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <FigureGroup title={messages.planTitle()} headingLevel={headingLevel} rows={planRows(plan, messages, format)} />
      <Heading className={calculatorStyles.groupTitle}>{messages.vastuTitle()}</Heading>
      <ul className={calculatorStyles.notes}>
        {vastuTipTexts(plan, messages).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Heading className={calculatorStyles.groupTitle}>{messages.featuresTitle()}</Heading>
      <ul className={calculatorStyles.notes}>
        {featureTexts(plan, input, messages).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </>
  );
}
