import { DEFAULT_PLASTER_THICKNESS_MM, MATERIAL_CALCULATION_TYPES, type MaterialCalculationType } from '@nirmaan/calculators';
import { Button, NumberField, Select, Tabs } from '@nirmaan/ui';
import { useId } from 'react';
import { CalculatorPromo } from '../calculator-shared/CalculatorPromo.tsx';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { materialCatalogue, type MaterialMessages } from './materialMessages.ts';
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
  type MaterialChoiceSpec,
  type MaterialFieldSpec,
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

/** A select's options in the widget's language: brick classes translated, grades and cement types as printed. */
function choiceOptions(choice: MaterialChoiceSpec, messages: MaterialMessages) {
  if (choice.key !== 'brickClass') return choice.options;
  return choice.options.map((option) => ({ ...option, label: messages[`brickClass.${option.value as 'firstClass' | 'secondClass' | 'common'}`]() }));
}

/** The hint under a box, in the widget's language. */
function hintText(spec: MaterialFieldSpec, messages: MaterialMessages): string | undefined {
  if (spec.hint === 'plasterThickness') return messages['hint.plasterThickness']({ thickness: DEFAULT_PLASTER_THICKNESS_MM });
  return spec.hint && messages[`hint.${spec.hint}`]();
}

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
  const { messages, locale } = useMessages(materialCatalogue);
  const errorText = messages['error.dimensions']();

  const body = (
    <div className={styles.layout}>
      <form
        className={styles.panel}
        onSubmit={form.calculate}
        onReset={() => form.restart(initialMaterialForm(values.type))}
        noValidate
        {...(showHeader ? { 'aria-labelledby': titleId } : { 'aria-label': messages.title() })}
      >
        <ErrorSummary messages={form.messages.map(() => errorText)} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{messages[`type.${values.type}`]()}</legend>
          {choice && (
            <Select
              label={messages[`choice.${choice.key}`]()}
              value={values[choice.key]}
              options={choiceOptions(choice, messages)}
              onValueChange={(value) => form.update((current) => withChoice(current, choice.key, value))}
            />
          )}
          {MATERIAL_FIELDS[values.type].map((spec) => (
            <NumberField
              key={spec.field}
              label={messages[`field.${spec.field}`]()}
              hint={hintText(spec, messages)}
              value={values[spec.field]}
              onValueChange={form.setText(spec.field)}
              min={0}
              error={errors[spec.field] && errorText}
              ref={form.fieldRef(spec.field)}
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
      <MaterialResults
        detail={form.detail}
        messages={messages}
        locale={locale}
        headingRef={form.resultsHeadingRef}
        headingLevel={showHeader && headingLevel === 1 ? 2 : 3}
      />
    </div>
  );

  return (
    <div className={styles.root} lang={locale}>
      {showHeader && (
        <header className={styles.header}>
          <Title id={titleId} className={styles.title}>
            {messages.title()}
          </Title>
          <p className={styles.intro}>{messages.intro()}</p>
        </header>
      )}
      <Tabs<MaterialCalculationType>
        label={messages.typesLabel()}
        value={values.type}
        onValueChange={(type) => form.restart(initialMaterialForm(type))}
        items={MATERIAL_CALCULATION_TYPES.map((type) => ({ value: type, label: messages[`type.${type}`](), content: body }))}
      />
      <CalculatorPromo
        label={messages.promoLabel()}
        text={messages.promoText()}
        links={[{ label: messages.houseCalculator(), path: '/house-construction-calculator' }]}
      />
    </div>
  );
}
