import type { NakshatraName } from '@nirmaan/calculators';
import { Button, NumberField, Select } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { ErrorSummary } from '../calculator-shared/ErrorSummary.tsx';
import * as styles from '../calculator-shared/calculator.css.ts';
import { useCalculatorForm } from '../calculator-shared/useCalculatorForm.ts';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import {
  evaluateHomeDrawingForm,
  HOME_DRAWING_COUNTS,
  HOME_DRAWING_EXTRAS,
  HOME_DRAWING_FIELD_ORDER,
  initialHomeDrawingForm,
  NAKSHATRA_SELECT_OPTIONS,
  type HomeDrawingDetail,
} from './homeDrawingForm.ts';
import { NakshatraCard } from './NakshatraCard.tsx';
import * as drawingStyles from './homeDrawing.css.ts';

/** The drawing (floor tabs, SVG, downloads) and the room details arrive with the first plan; Generate Plan fetches them when pointed at or focused. */
const PlanResult = deferredComponent(async () => (await import('./PlanResult.tsx')).PlanResult);

export interface HomeDrawingGeneratorProps {
  /** A nakshatra to start with, e.g. from a partner page. */
  nakshatra?: string;
  onGenerated?: (detail: HomeDrawingDetail) => void;
  /** Heading level of the widget title; 1 when it is the page's main content. */
  headingLevel?: 1 | 2;
}

/**
 * Home Drawing Generator (spec seller-admin-toolkit §3): the plot, rooms and nakshatra on the left;
 * the nakshatra, the plan of each floor, the room sizes, totals, Vastu tips and features on the right.
 */
export function HomeDrawingGenerator({ nakshatra, onGenerated, headingLevel = 2 }: HomeDrawingGeneratorProps) {
  const [floorNumber, setFloorNumber] = useState(0);
  const form = useCalculatorForm({
    initialValues: () => initialHomeDrawingForm(nakshatra),
    fieldOrder: HOME_DRAWING_FIELD_ORDER,
    evaluate: evaluateHomeDrawingForm,
    onCalculated: (detail: HomeDrawingDetail) => {
      setFloorNumber(0); // a new plan opens on its first floor
      onGenerated?.(detail);
    },
  });
  const { values, errors, detail, resultsHeadingRef } = form;
  const titleId = useId();
  const resultsId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Panel = headingLevel === 1 ? 'h2' : 'h3';
  const chosen = NAKSHATRA_SELECT_OPTIONS.some((option) => option.value === values.nakshatra && option.value !== '')
    ? (values.nakshatra as NakshatraName)
    : null;

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Home Drawing Generator
        </Title>
        <p className={styles.intro}>
          A Vastu-minded floor plan for your plot from your birth nakshatra: rooms on every floor, drawn to scale, ready to download.
        </p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={form.calculate} noValidate aria-labelledby={titleId}>
          <ErrorSummary messages={form.messages} />
          <Select
            label="Nakshatra"
            required
            value={values.nakshatra}
            options={NAKSHATRA_SELECT_OPTIONS}
            onValueChange={form.setText('nakshatra')}
            error={errors.nakshatra}
            ref={form.fieldRef('nakshatra')}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Plot</legend>
            <NumberField
              label="Length (ft)"
              hint="20 to 100 ft, north to south"
              value={values.length}
              onValueChange={form.setText('length')}
              min={20}
              max={100}
              error={errors.length}
              ref={form.fieldRef('length')}
            />
            <NumberField
              label="Width (ft)"
              hint="15 to 80 ft, west to east"
              value={values.width}
              onValueChange={form.setText('width')}
              min={15}
              max={80}
              error={errors.width}
              ref={form.fieldRef('width')}
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Rooms</legend>
            {HOME_DRAWING_COUNTS.map((count) => (
              <Select
                key={count.field}
                label={count.label}
                value={values[count.field]}
                options={count.options}
                onValueChange={form.setText(count.field)}
                error={errors[count.field]}
              />
            ))}
            <div className={drawingStyles.extras}>
              {HOME_DRAWING_EXTRAS.map((extra) => (
                <label key={extra.key} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={values[extra.key]}
                    onChange={(event) => form.update((current) => ({ ...current, [extra.key]: event.target.checked }))}
                  />
                  {extra.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" onPointerEnter={PlanResult.preload} onFocus={PlanResult.preload}>
              Generate Plan
            </Button>
          </div>
        </form>
        <section className={styles.panel} aria-labelledby={resultsId}>
          <Panel id={resultsId} ref={resultsHeadingRef} tabIndex={-1} className={styles.panelTitle}>
            Your floor plan
          </Panel>
          {chosen && <NakshatraCard name={chosen} />}
          {detail ? (
            <DeferredBoundary loadingLabel="Drawing your floor plan...">
              <PlanResult plan={detail.plan} floorNumber={floorNumber} onFloorChange={setFloorNumber} headingLevel={headingLevel === 1 ? 3 : 4} />
            </DeferredBoundary>
          ) : (
            <p className={styles.placeholder}>Choose your nakshatra and plot and press Generate Plan.</p>
          )}
        </section>
      </div>
    </div>
  );
}
