import { Button, NumberField, Select } from '@nirmaan/ui';
import { useId } from 'react';
import { CalculatorPromo } from '../calculator-shared/CalculatorPromo.tsx';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { HouseResults } from './HouseResults.tsx';
import {
  evaluateHouseForm,
  HOUSE_CHOICES,
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

const PROMO_LINKS = [{ label: 'Material Calculator', path: '/material-calculator' }] as const;

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

  const numberField = (spec: HouseFieldSpec) => (
    <NumberField
      key={spec.field}
      label={spec.label}
      hint={spec.hint}
      value={values[spec.field]}
      onValueChange={form.setText(spec.field)}
      min={spec.min}
      max={spec.max}
      step={spec.step}
      inputMode={spec.step === 1 ? 'numeric' : 'decimal'}
      error={errors[spec.field]}
      ref={form.fieldRef(spec.field)}
    />
  );

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          House Construction Calculator
        </Title>
        <p className={styles.intro}>Estimate the built-up area, the cement, steel, bricks or blocks it needs and what it will cost to build.</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={form.calculate} onReset={() => form.restart(initialHouseForm())} noValidate aria-labelledby={titleId}>
          <ErrorSummary messages={form.messages} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Plot</legend>
            {HOUSE_PLOT_FIELDS.map(numberField)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Rooms</legend>
            {HOUSE_ROOM_FIELDS.map(numberField)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Walls and finish</legend>
            {HOUSE_CHOICES.map((choice) => (
              <Select
                key={choice.key}
                label={choice.label}
                value={values[choice.key]}
                options={choice.options}
                onValueChange={(value) => form.update((current) => withHouseChoice(current, choice.key, value))}
              />
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">Calculate</Button>
            <Button type="reset" variant="secondary">
              Reset
            </Button>
          </div>
        </form>
        <HouseResults detail={form.detail} headingRef={form.resultsHeadingRef} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
      <CalculatorPromo text="Need the materials for one slab, wall or room?" links={PROMO_LINKS} />
    </div>
  );
}
