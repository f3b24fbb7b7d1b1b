import { localeFormat } from '@nirmaan/core';
import { Button, NumberField, Select } from '@nirmaan/ui';
import { useEffect, useId } from 'react';
import { CalculatorPromo } from '../calculator-shared/CalculatorPromo.tsx';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { BoqResults } from './BoqResults.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { BOQ_FORM_FIELD_ORDER, evaluateBoqForm, initialBoqForm, type BoqCalculatedDetail, type BoqCountField } from './boqForm.ts';
import { boqCatalogue } from './boqMessages.ts';
import { boqChoices, boqCountFields, boqErrorText } from './boqTexts.ts';
import { preloadBoqCalls, takeBoqKeptForSignIn } from './deferredBoqCalls.ts';
import { useBoqCalculation } from './useBoqCalculation.ts';

export interface BoqCalculatorProps {
  /** Called with the request and the server's answer after each calculation. */
  onCalculated?: (detail: BoqCalculatedDetail) => void;
  /** Heading level of the widget title; 1 when it is the page's main content. */
  headingLevel?: 1 | 2;
}

/**
 * BOQ Calculator (spec seller-admin-toolkit §3): the house in a form, the bill of quantities and its
 * cost from the server ('Calculating...' meanwhile), Save BOQ for a signed-in buyer.
 */
export function BoqCalculator({ onCalculated, headingLevel = 2 }: BoqCalculatorProps) {
  const { messages, locale } = useMessages(boqCatalogue);
  const format = localeFormat(locale);
  const calculation = useBoqCalculation(onCalculated);
  const form = useCalculatorForm({
    initialValues: initialBoqForm,
    fieldOrder: BOQ_FORM_FIELD_ORDER,
    evaluate: evaluateBoqForm,
    onCalculated: (request) => void calculation.run(request, messages.calculateFailed()),
  });
  const { values, errors } = form;
  useEffect(() => {
    // Once, on opening: the BOQ a visitor calculated before "Login to Save", back after the sign-in
    // (keptBoq.ts), is filled in and calculated again, so Save BOQ is one click.
    takeBoqKeptForSignIn().then(
      (kept) => {
        if (kept) {
          form.restart(initialBoqForm(kept));
          void calculation.run(kept, messages.calculateFailed());
        }
      },
      () => undefined, // storage blocked or the chunk did not load: the form keeps its defaults
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const errorText = (field: BoqCountField) => {
    const error = errors[field];
    return error && boqErrorText(error, messages, format);
  };
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const calculating = calculation.state.status === 'calculating';

  return (
    <div className={styles.root} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro()}</p>
      </header>
      <div className={styles.layout}>
        <form
          className={styles.panel}
          onSubmit={form.calculate}
          onReset={() => {
            form.restart(initialBoqForm());
            calculation.reset();
          }}
          noValidate
          aria-labelledby={titleId}
        >
          <ErrorSummary messages={form.messages.map((error) => boqErrorText(error, messages, format))} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.plotLegend()}</legend>
            {boqCountFields(messages, format).map((spec) => (
              <NumberField
                key={spec.field}
                label={spec.label}
                hint={spec.hint}
                value={values[spec.field]}
                onValueChange={form.setText(spec.field)}
                min={1}
                step={1}
                inputMode="numeric"
                error={errorText(spec.field)}
                ref={form.fieldRef(spec.field)}
              />
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.constructionLegend()}</legend>
            {boqChoices(messages).map((choice) => (
              <Select
                key={choice.key}
                label={choice.label}
                value={values[choice.key]}
                options={choice.options}
                onValueChange={(value) => form.update((current) => ({ ...current, [choice.key]: value }))}
              />
            ))}
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={values.lift_required}
                onChange={(event) => form.update((current) => ({ ...current, lift_required: event.target.checked }))}
              />
              {messages.liftRequired()}
            </label>
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" busy={calculating} busyLabel={messages.calculating()} onPointerEnter={preloadBoqCalls} onFocus={preloadBoqCalls}>
              {messages.calculate()}
            </Button>
            <Button type="reset" variant="secondary">
              {messages.reset()}
            </Button>
          </div>
        </form>
        <BoqResults
          state={calculation.state}
          messages={messages}
          format={format}
          headingRef={form.resultsHeadingRef}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      </div>
      <CalculatorPromo
        label={messages.promoLabel()}
        text={messages.promoText()}
        links={[
          { label: messages.materialCalculator(), path: '/material-calculator' },
          { label: messages.houseCalculator(), path: '/house-construction-calculator' },
        ]}
      />
    </div>
  );
}
