import type { CostQualityId } from '@nirmaan/calculators';
import { localeFormat } from '@nirmaan/core';
import { Button, NumberField, Select } from '@nirmaan/ui';
import { useId } from 'react';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { costCatalogue } from './costMessages.ts';
import { CostPresets } from './CostPresets.tsx';
import { CostResults } from './CostResults.tsx';
import {
  COST_FLOORS_SELECT_OPTIONS,
  COST_FORM_FIELD_ORDER,
  costQualityOptions,
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
  const { messages, locale } = useMessages(costCatalogue);
  const format = localeFormat(locale);

  return (
    <div className={styles.root} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro()}</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={form.calculate} onReset={() => form.restart(initialCostForm())} noValidate aria-labelledby={titleId}>
          <ErrorSummary messages={form.messages.map((field) => messages[`error.${field}`]())} />
          <CostPresets messages={messages} format={format} onPick={(preset) => form.update((current) => withPreset(current, preset), COST_FORM_FIELD_ORDER)} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.houseLegend()}</legend>
            <NumberField
              label={messages.plotSizeLabel()}
              value={values.plotSize}
              onValueChange={form.setText('plotSize')}
              min={0}
              error={errors.plotSize && messages['error.plotSize']()}
              ref={form.fieldRef('plotSize')}
            />
            <NumberField
              label={messages.builtUpLabel()}
              hint={messages.builtUpHint()}
              value={values.builtUpArea}
              onValueChange={form.setText('builtUpArea')}
              min={0}
              error={errors.builtUpArea && messages['error.builtUpArea']()}
              ref={form.fieldRef('builtUpArea')}
            />
            <Select<CostQualityId>
              label={messages.qualityLabel()}
              value={values.quality}
              options={costQualityOptions(messages, format)}
              onValueChange={(quality) => form.update((current) => ({ ...current, quality }))}
            />
            <Select
              label={messages.floorsLabel()}
              value={values.floors}
              options={COST_FLOORS_SELECT_OPTIONS}
              onValueChange={(floors) => form.update((current) => ({ ...current, floors }))}
            />
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">{messages.calculate()}</Button>
            <Button type="reset" variant="secondary">
              {messages.reset()}
            </Button>
          </div>
        </form>
        <CostResults detail={form.detail} messages={messages} format={format} headingRef={form.resultsHeadingRef} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
    </div>
  );
}
