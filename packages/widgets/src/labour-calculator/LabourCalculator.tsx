import {
  calculateLabour,
  LABOUR_INPUT_MINIMUMS,
  LABOUR_LOCATION_IDS,
  LABOUR_LOCATIONS,
  LABOUR_RATIO_STEP,
  LABOUR_WORK_TYPE_IDS,
  LABOUR_WORK_TYPES,
  type LabourInput,
  type LabourLocationId,
  type LabourResult,
  type LabourWorkTypeId,
} from '@nirmaan/calculators';
import { Button, NumberField, Select } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { labourCatalogue, type LabourMessages } from './labourMessages.ts';
import { LabourPromo } from './LabourPromo.tsx';
import { LabourResults } from './LabourResults.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import {
  errorsByFormField,
  initialLabourForm,
  LABOUR_FORM_FIELD_ORDER,
  toLabourInput,
  withWorkTypeDefaults,
  type LabourFormErrors,
  type LabourFormField,
  type LabourFormValues,
} from './labourForm.ts';

export interface LabourCalculatedDetail {
  input: LabourInput;
  result: LabourResult;
}

/** The work types and locations as the selects show them, in the widget's language (the factor as the spec writes it: x1.0). */
function choiceOptions(messages: LabourMessages) {
  return {
    workTypes: LABOUR_WORK_TYPE_IDS.map((id) => ({ value: id, label: messages[`workType.${id}`]() })),
    locations: LABOUR_LOCATION_IDS.map((id) => ({
      value: id,
      label: messages.locationOption({ location: id, factor: LABOUR_LOCATIONS[id].factor.toFixed(1) }),
    })),
  };
}

export interface LabourCalculatorProps {
  /** Starting values, e.g. a work type a partner page wants preselected. */
  defaultValues?: Partial<LabourFormValues>;
  /** Called with the input and result after each successful calculation. */
  onCalculated?: (detail: LabourCalculatedDetail) => void;
  /** Heading level of the widget title; 2 when it is the main content of a page section. */
  headingLevel?: 1 | 2;
}

function startingValues(defaults: Partial<LabourFormValues> = {}): LabourFormValues {
  const workType = defaults.workType && defaults.workType in LABOUR_WORK_TYPES ? defaults.workType : undefined;
  const location = defaults.location && defaults.location in LABOUR_LOCATIONS ? defaults.location : undefined;
  return { ...initialLabourForm(workType, location), ...defaults, ...(workType ? { workType } : {}), ...(location ? { location } : {}) };
}

/** Labour Force Calculator: the crew, time and labour cost for a piece of construction work. */
export function LabourCalculator({ defaultValues, onCalculated, headingLevel = 2 }: LabourCalculatorProps) {
  const [values, setValues] = useState(() => startingValues(defaultValues));
  const [errors, setErrors] = useState<LabourFormErrors>({});
  const [calculated, setCalculated] = useState<LabourCalculatedDetail | null>(null);
  const { messages, locale } = useMessages(labourCatalogue);
  const options = choiceOptions(messages);
  const fieldRefs = useRef<Partial<Record<LabourFormField, HTMLInputElement | null>>>({});
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const unit = LABOUR_WORK_TYPES[values.workType].unit;

  const setField = (field: LabourFormField) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const input = toLabourInput(values);
    const outcome = calculateLabour(input);
    if (!outcome.ok) {
      const fieldErrors = errorsByFormField(outcome.errors, values);
      setErrors(fieldErrors);
      setCalculated(null);
      const firstInvalid = LABOUR_FORM_FIELD_ORDER.find((field) => fieldErrors[field]);
      if (firstInvalid) fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    setErrors({});
    setCalculated({ input, result: outcome.result });
    onCalculated?.({ input, result: outcome.result });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  const reset = () => {
    setValues(startingValues());
    setErrors({});
    setCalculated(null);
  };

  const numberField = (field: LabourFormField, label: string, min: number, step: number | 'any' = 'any') => (
    <NumberField
      label={label}
      value={values[field]}
      onValueChange={setField(field)}
      min={min}
      step={step}
      error={errors[field] && messages[`error.${errors[field]}`]()}
      ref={(element) => {
        fieldRefs.current[field] = element;
      }}
    />
  );

  const errorMessages = [...new Set(Object.values(errors))].map((kind) => messages[`error.${kind}`]());

  return (
    <div className={styles.root} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro()}</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={calculate} onReset={reset} noValidate aria-labelledby={titleId}>
          {errorMessages.length > 0 && (
            <div role="alert" className={styles.errorSummary}>
              {errorMessages.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </div>
          )}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.workLegend()}</legend>
            <Select<LabourWorkTypeId>
              label={messages.workTypeLabel()}
              value={values.workType}
              options={options.workTypes}
              onValueChange={(workType) => setValues((current) => withWorkTypeDefaults(current, workType))}
            />
            <Select<LabourLocationId>
              label={messages.locationLabel()}
              value={values.location}
              options={options.locations}
              onValueChange={(location) => setValues((current) => ({ ...current, location }))}
            />
            {numberField('quantity', messages.quantityLabel({ unit }), LABOUR_INPUT_MINIMUMS.quantity)}
            {numberField('days', messages.daysLabel(), LABOUR_INPUT_MINIMUMS.days)}
            {numberField('productivity', messages.productivityLabel({ unit }), LABOUR_INPUT_MINIMUMS.productivity)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.crewLegend()}</legend>
            {numberField('semiRatio', messages.semiRatioLabel(), LABOUR_INPUT_MINIMUMS.ratio, LABOUR_RATIO_STEP)}
            {numberField('helperRatio', messages.helperRatioLabel(), LABOUR_INPUT_MINIMUMS.ratio, LABOUR_RATIO_STEP)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.wagesLegend()}</legend>
            {numberField('skilledWage', messages.skilledWageLabel(), LABOUR_INPUT_MINIMUMS.wage)}
            {numberField('semiWage', messages.semiWageLabel(), LABOUR_INPUT_MINIMUMS.wage)}
            {numberField('helperWage', messages.helperWageLabel(), LABOUR_INPUT_MINIMUMS.wage)}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">{messages.calculate()}</Button>
            <Button type="reset" variant="secondary">
              {messages.reset()}
            </Button>
          </div>
        </form>
        <LabourResults calculated={calculated} messages={messages} locale={locale} headingRef={resultsHeading} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
      <LabourPromo messages={messages} />
    </div>
  );
}
