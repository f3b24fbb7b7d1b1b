import type { NakshatraName } from '@nirmaan/calculators';
import { FLOOR_PLAN_LIMITS } from '@nirmaan/calculators';
import { localeFormat } from '@nirmaan/core';
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
  type HomeDrawingDetail,
  type HomeDrawingField,
} from './homeDrawingForm.ts';
import { homeDrawingCatalogue } from './homeDrawingMessages.ts';
import { homeDrawingErrorText, nakshatraOptions } from './homeDrawingTexts.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
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
  const { messages, locale } = useMessages(homeDrawingCatalogue);
  const format = localeFormat(locale);
  const errorText = (field: HomeDrawingField) => (errors[field] ? homeDrawingErrorText(field, messages, format) : undefined);
  const options = nakshatraOptions(messages);
  const limits = (field: 'length' | 'width') => ({ min: format.number(FLOOR_PLAN_LIMITS[field].min), max: format.number(FLOOR_PLAN_LIMITS[field].max) });
  const titleId = useId();
  const resultsId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Panel = headingLevel === 1 ? 'h2' : 'h3';
  const chosen = options.some((option) => option.value === values.nakshatra && option.value !== '') ? (values.nakshatra as NakshatraName) : null;

  return (
    <div className={styles.root} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro()}</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.panel} onSubmit={form.calculate} noValidate aria-labelledby={titleId}>
          <ErrorSummary messages={HOME_DRAWING_FIELD_ORDER.filter((field) => errors[field]).map((field) => homeDrawingErrorText(field, messages, format))} />
          <Select
            label={messages.nakshatraLabel()}
            required
            value={values.nakshatra}
            options={options}
            onValueChange={form.setText('nakshatra')}
            error={errorText('nakshatra')}
            ref={form.fieldRef('nakshatra')}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.plotLegend()}</legend>
            <NumberField
              label={messages.lengthLabel()}
              hint={messages.lengthHint(limits('length'))}
              value={values.length}
              onValueChange={form.setText('length')}
              min={20}
              max={100}
              error={errorText('length')}
              ref={form.fieldRef('length')}
            />
            <NumberField
              label={messages.widthLabel()}
              hint={messages.widthHint(limits('width'))}
              value={values.width}
              onValueChange={form.setText('width')}
              min={15}
              max={80}
              error={errorText('width')}
              ref={form.fieldRef('width')}
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{messages.roomsLegend()}</legend>
            {HOME_DRAWING_COUNTS.map((count) => (
              <Select
                key={count.field}
                label={messages[`${count.field}Label`]()}
                value={values[count.field]}
                options={count.options}
                onValueChange={form.setText(count.field)}
                error={errorText(count.field)}
              />
            ))}
            <div className={drawingStyles.extras}>
              {HOME_DRAWING_EXTRAS.map((extra) => (
                <label key={extra} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={values[extra]}
                    onChange={(event) => form.update((current) => ({ ...current, [extra]: event.target.checked }))}
                  />
                  {messages[`extra.${extra}`]()}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" onPointerEnter={PlanResult.preload} onFocus={PlanResult.preload}>
              {messages.generate()}
            </Button>
          </div>
        </form>
        <section className={styles.panel} aria-labelledby={resultsId}>
          <Panel id={resultsId} ref={resultsHeadingRef} tabIndex={-1} className={styles.panelTitle}>
            {messages.resultsTitle()}
          </Panel>
          {chosen && <NakshatraCard name={chosen} messages={messages} />}
          {detail ? (
            <DeferredBoundary loadingLabel={messages.drawing()}>
              <PlanResult
                plan={detail.plan}
                input={detail.input}
                messages={messages}
                format={format}
                floorNumber={floorNumber}
                onFloorChange={setFloorNumber}
                headingLevel={headingLevel === 1 ? 3 : 4}
              />
            </DeferredBoundary>
          ) : (
            <p className={styles.placeholder}>{messages.resultsEmpty()}</p>
          )}
        </section>
      </div>
    </div>
  );
}
