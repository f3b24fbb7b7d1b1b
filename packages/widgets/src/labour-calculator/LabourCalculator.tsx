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

export interface LabourCalculatorProps {
  /** Starting values, e.g. a work type a partner page wants preselected. */
  defaultValues?: Partial<LabourFormValues>;
  /** Called with the input and result after each successful calculation. */
  onCalculated?: (detail: LabourCalculatedDetail) => void;
  /** Heading level of the widget title; 2 when it is the main content of a page section. */
  headingLevel?: 1 | 2;
}

const WORK_TYPE_OPTIONS = LABOUR_WORK_TYPE_IDS.map((id) => ({ value: id, label: LABOUR_WORK_TYPES[id].label }));
const LOCATION_OPTIONS = LABOUR_LOCATION_IDS.map((id) => ({
  value: id,
  label: `${LABOUR_LOCATIONS[id].label} (x${LABOUR_LOCATIONS[id].factor.toFixed(1)})`,
}));

function startingValues(defaults: Partial<LabourFormValues> = {}): LabourFormValues {
  const workType = defaults.workType && defaults.workType in LABOUR_WORK_TYPES ? defaults.workType : undefined;
  const location = defaults.location && defaults.location in LABOUR_LOCATIONS ? defaults.location : undefined;
  return { ...initialLabourForm(workType, location), ...defaults, ...(workType ? { workType } : {}), ...(location ? { location } : {}) };
}

/** Labour Force Calculator: the crew, time and labour cost for a piece of construction work. */
export function LabourCalculator({ defaultValues, onCalculated, headingLevel = 2 }: LabourCalculatorProps) {
  const [values, setValues] = useState(() => startingValues(defaultValues));
  const [errors, setErrors] = useState<LabourFormErrors>({});
  const [result, setResult] = useState<LabourResult | null>(null);
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
      setResult(null);
      const firstInvalid = LABOUR_FORM_FIELD_ORDER.find((field) => fieldErrors[field]);
      if (firstInvalid) fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    setErrors({});
    setResult(outcome.result);
    onCalculated?.({ input, result: outcome.result });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  const reset = () => {
    setValues(startingValues());
    setErrors({});
    setResult(null);
  };

  const numberField = (field: LabourFormField, label: string, min: number, step: number | 'any' = 'any') => (
    <NumberField
      label={label}
      value={values[field]}
      onValueChange={setField(field)}
      min={min}
      step={step}
      error={errors[field]}
      ref={(element) => {
        fieldRefs.current[field] = element;
      }}
    />
  );

  const errorMessages = [...new Set(Object.values(errors))];

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Labour Force Calculator
        </Title>
        <p className={styles.intro}>Estimate the crew, time and labour cost for masonry, concreting, plastering and other site work.</p>
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
            <legend className={styles.legend}>Work</legend>
            <Select<LabourWorkTypeId>
              label="Work type"
              value={values.workType}
              options={WORK_TYPE_OPTIONS}
              onValueChange={(workType) => setValues((current) => withWorkTypeDefaults(current, workType))}
            />
            <Select<LabourLocationId>
              label="Location"
              value={values.location}
              options={LOCATION_OPTIONS}
              onValueChange={(location) => setValues((current) => ({ ...current, location }))}
            />
            {numberField('quantity', `Quantity (${unit})`, LABOUR_INPUT_MINIMUMS.quantity)}
            {numberField('days', 'Duration (days)', LABOUR_INPUT_MINIMUMS.days)}
            {numberField('productivity', `Productivity per skilled worker per day (${unit})`, LABOUR_INPUT_MINIMUMS.productivity)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Crew mix</legend>
            {numberField('semiRatio', 'Semi-skilled per skilled worker', LABOUR_INPUT_MINIMUMS.ratio, LABOUR_RATIO_STEP)}
            {numberField('helperRatio', 'Helpers per skilled worker', LABOUR_INPUT_MINIMUMS.ratio, LABOUR_RATIO_STEP)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Daily wages (₹)</legend>
            {numberField('skilledWage', 'Skilled wage per day (₹)', LABOUR_INPUT_MINIMUMS.wage)}
            {numberField('semiWage', 'Semi-skilled wage per day (₹)', LABOUR_INPUT_MINIMUMS.wage)}
            {numberField('helperWage', 'Helper wage per day (₹)', LABOUR_INPUT_MINIMUMS.wage)}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">Calculate</Button>
            <Button type="reset" variant="secondary">
              Reset
            </Button>
          </div>
        </form>
        <LabourResults result={result} headingRef={resultsHeading} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
      <LabourPromo />
    </div>
  );
}
