import { localeFormat } from '@nirmaan/core';
import { Button, NumberField, Select } from '@nirmaan/ui';
import { useId } from 'react';
import { CalculatorPromo } from '../calculator-shared/CalculatorPromo.tsx';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { HouseResults } from './HouseResults.tsx';
import { houseCatalogue } from './houseMessages.ts';
import { houseChoiceOptions, houseErrorText } from './houseTexts.ts';
import {
  evaluateHouseForm,
  HOUSE_CHOICE_KEYS,
  HOUSE_FORM_FIELD_ORDER,
  HOUSE_PLOT_FIELDS,
  HOUSE_ROOM_FIELDS,
  initialHouseForm,
  startingHouseForm,
  withHouseChoice,
  type HouseCalculatedDetail,
  type HouseFieldSpec,
  type HouseFormValues,
} from './houseForm.ts';

export interface HouseCalculatorProps {
  /** Starting values, e.g. a finish a partner page wants preselected. */
  defaultValues?: Partial<HouseFormValues>;
  /** Called with the input and result after each successful calculation. */
  onCalculated?: (detail: HouseCalculatedDetail) => void;
  /** Heading level of the widget title; 1 when it is the page's main content. */
  headingLevel?: 1 | 2;
}

/** House Construction Calculator: built-up area, materials and cost of a house from its plot, floors and finish. */
export function HouseCalculator({ defaultValues, onCalculated, headingLevel = 2 }: HouseCalculatorProps) {
  const form = useCalculatorForm({
    initialValues: () => startingHouseForm(defaultValues),
    fieldOrder: HOUSE_FORM_FIELD_ORDER,
    evaluate: evaluateHouseForm,
    onCalculated,
  });
  const { values, errors } = form;
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const { messages, locale } = useMessages(houseCatalogue);
  const format = localeFormat(locale);
  const errorText = (field: HouseFieldSpec['field']) => {
    const error = errors[field];
    return error && houseErrorText(error, messages);
  };

  const numberField = (spec: HouseFieldSpec) => (
    <NumberField
      key={spec.field}
      label={messages[`field.${spec.field}`]()}
      hint={spec.hint}
      value={values[spec.field]}
      onValueChange={form.setText(spec.field)}
      min={spec.min}
      max={spec.max}
      step={spec.step}
      inputMode={spec.step === 1 ? 'numeric' : 'decimal'}
      error={errorText(spec.field)}
      ref={form.fieldRef(spec.field)}
    />
  );

  return (
    <div className={styles.root} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro()}</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={form.calculate} onReset={() => form.restart(initialHouseForm())} noValidate aria-labelledby={titleId}>
          <ErrorSummary messages={form.messages.map((error) => houseErrorText(error, messages))} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.plotLegend()}</legend>
            {HOUSE_PLOT_FIELDS.map(numberField)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.roomsLegend()}</legend>
            {HOUSE_ROOM_FIELDS.map(numberField)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.choicesLegend()}</legend>
            {HOUSE_CHOICE_KEYS.map((key) => (
              <Select
                key={key}
                label={messages[`choice.${key}`]()}
                value={values[key]}
                options={houseChoiceOptions(key, messages, format)}
                onValueChange={(value) => form.update((current) => withHouseChoice(current, key, value))}
              />
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">{messages.calculate()}</Button>
            <Button type="reset" variant="secondary">
              {messages.reset()}
            </Button>
          </div>
        </form>
        <HouseResults detail={form.detail} messages={messages} format={format} headingRef={form.resultsHeadingRef} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
      <CalculatorPromo
        label={messages.promoLabel()}
        text={messages.promoText()}
        links={[{ label: messages.materialCalculator(), path: '/material-calculator' }]}
      />
    </div>
  );
}
