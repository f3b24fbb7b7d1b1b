import type { CostQualityId } from '@nirmaan/calculators';
import { Button, NumberField, Select } from '@nirmaan/ui';
import { useId } from 'react';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { CostPresets } from './CostPresets.tsx';
import { CostResults } from './CostResults.tsx';
import {
  COST_FLOORS_SELECT_OPTIONS,
  COST_FORM_FIELD_ORDER,
  COST_QUALITY_SELECT_OPTIONS,
  evaluateCostForm,
  initialCostForm,
  startingCostForm,
  withPreset,
  type CostCalculatedDetail,
  type CostFormValues,
} from './costForm.ts';

export interface CostCalculatorProps {
  /** Starting values, e.g. a quality a partner page wants preselected. */
  defaultValues?: Partial<CostFormValues>;
  /** Called with the input and result after each successful calculation. */
  onCalculated?: (detail: CostCalculatedDetail) => void;
  /** Heading level of the widget title; 1 when it is the page's main content. */
  headingLevel?: 1 | 2;
}

/**
 * Construction Cost Calculator (the knowledge guide's): built-up area x the quality's rate, 5%
 * supervision, 10% contingency and four fixed additional costs.
 */
export function CostCalculator({ defaultValues, onCalculated, headingLevel = 2 }: CostCalculatorProps) {
  const form = useCalculatorForm({
    initialValues: () => startingCostForm(defaultValues),
    fieldOrder: COST_FORM_FIELD_ORDER,
    evaluate: evaluateCostForm,
    onCalculated,
  });
  const { values, errors } = form;
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Construction Cost Calculator
        </Title>
        <p className={styles.intro}>Estimate what it costs to build your house: construction, supervision, contingency and the fixed costs around it.</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={form.calculate} onReset={() => form.restart(initialCostForm())} noValidate aria-labelledby={titleId}>
          <ErrorSummary messages={form.messages} />
          <CostPresets onPick={(preset) => form.update((current) => withPreset(current, preset), COST_FORM_FIELD_ORDER)} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Your house</legend>
            <NumberField
              label="Plot size (sq ft)"
              value={values.plotSize}
              onValueChange={form.setText('plotSize')}
              min={0}
              error={errors.plotSize}
              ref={form.fieldRef('plotSize')}
            />
            <NumberField
              label="Built-up area (sq ft)"
              hint="Floor area of all floors together"
              value={values.builtUpArea}
              onValueChange={form.setText('builtUpArea')}
              min={0}
              error={errors.builtUpArea}
              ref={form.fieldRef('builtUpArea')}
            />
            <Select<CostQualityId>
              label="Quality"
              value={values.quality}
              options={COST_QUALITY_SELECT_OPTIONS}
              onValueChange={(quality) => form.update((current) => ({ ...current, quality }))}
            />
            <Select
              label="Floors"
              value={values.floors}
              options={COST_FLOORS_SELECT_OPTIONS}
              onValueChange={(floors) => form.update((current) => ({ ...current, floors }))}
            />
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">Calculate</Button>
            <Button type="reset" variant="secondary">
              Reset
            </Button>
          </div>
        </form>
        <CostResults detail={form.detail} headingRef={form.resultsHeadingRef} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
    </div>
  );
}
