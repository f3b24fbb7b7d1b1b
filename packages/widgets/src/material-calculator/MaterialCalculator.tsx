import { MATERIAL_CALCULATION_TYPE_OPTIONS, type MaterialCalculationType } from '@nirmaan/calculators';
import { Button, NumberField, Select, Tabs } from '@nirmaan/ui';
import { useId } from 'react';
import { CalculatorPromo } from '../calculator-shared/CalculatorPromo.tsx';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { MaterialResults } from './MaterialResults.tsx';
import {
  evaluateMaterialForm,
  initialMaterialForm,
  MATERIAL_CHOICES,
  MATERIAL_FIELDS,
  MATERIAL_FORM_FIELD_ORDER,
  startingMaterialForm,
  withChoice,
  type MaterialCalculatedDetail,
  type MaterialFormValues,
} from './materialForm.ts';

export interface MaterialCalculatorProps {
  /** Starting values, e.g. the calculation type a partner page wants preselected. */
  defaultValues?: Partial<MaterialFormValues>;
  /** Called with the input and result after each successful calculation. */
  onCalculated?: (detail: MaterialCalculatedDetail) => void;
  /** Heading level of the widget title; 1 when it is the page's main content. */
  headingLevel?: 1 | 2;
  /** False inside a dialog, whose own title names the calculator. */
  showHeader?: boolean;
}

const PROMO_LINKS = [{ label: 'House Construction Calculator', path: '/house-construction-calculator' }] as const;

/** Material Calculator: cement, sand, aggregate, bricks, steel and paint for concrete, brickwork, steel, plaster and paint. */
export function MaterialCalculator({ defaultValues, onCalculated, headingLevel = 2, showHeader = true }: MaterialCalculatorProps) {
  const form = useCalculatorForm({
    initialValues: () => startingMaterialForm(defaultValues),
    fieldOrder: MATERIAL_FORM_FIELD_ORDER,
    evaluate: evaluateMaterialForm,
    onCalculated,
  });
  const { values, errors } = form;
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const choice = MATERIAL_CHOICES[values.type];
  const typeLabel = MATERIAL_CALCULATION_TYPE_OPTIONS.find((option) => option.id === values.type)?.label ?? '';

  const body = (
    <div className={styles.layout}>
      <form
        className={styles.panel}
        onSubmit={form.calculate}
        onReset={() => form.restart(initialMaterialForm(values.type))}
        noValidate
        {...(showHeader ? { 'aria-labelledby': titleId } : { 'aria-label': 'Material Calculator' })}
      >
        <ErrorSummary messages={form.messages} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{typeLabel}</legend>
          {choice && (
            <Select
              label={choice.label}
              value={values[choice.key]}
              options={choice.options}
              onValueChange={(value) => form.update((current) => withChoice(current, choice.key, value))}
            />
          )}
          {MATERIAL_FIELDS[values.type].map((spec) => (
            <NumberField
              key={spec.field}
              label={spec.label}
              hint={spec.hint}
              value={values[spec.field]}
              onValueChange={form.setText(spec.field)}
              min={0}
              error={errors[spec.field]}
              ref={form.fieldRef(spec.field)}
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
      <MaterialResults detail={form.detail} headingRef={form.resultsHeadingRef} headingLevel={showHeader && headingLevel === 1 ? 2 : 3} />
    </div>
  );

  return (
    <div className={styles.root}>
      {showHeader && (
        <header className={styles.header}>
          <Title id={titleId} className={styles.title}>
            Material Calculator
          </Title>
          <p className={styles.intro}>Work out the cement, sand, aggregate, bricks, steel and paint for a slab, wall or surface.</p>
        </header>
      )}
      <Tabs<MaterialCalculationType>
        label="Calculation type"
        value={values.type}
        onValueChange={(type) => form.restart(initialMaterialForm(type))}
        items={MATERIAL_CALCULATION_TYPE_OPTIONS.map((option) => ({ value: option.id, label: option.label, content: body }))}
      />
      <CalculatorPromo text="Planning a whole house?" links={PROMO_LINKS} />
    </div>
  );
}
