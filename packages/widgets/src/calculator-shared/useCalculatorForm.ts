import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { firstInvalidField, summaryMessages, withoutError, type FieldErrors, type FormEvaluation } from './formErrors.ts';

export interface CalculatorFormOptions<Values, Field extends string, Detail, Message extends string = string> {
  /** The values the form starts with. */
  initialValues: () => Values;
  /** Boxes in form order, for moving focus to the first one that needs attention. */
  fieldOrder: readonly Field[];
  /** Turns the form's values into a result or per-box messages (a pure function). */
  evaluate: (values: Values) => FormEvaluation<Field, Detail, Message>;
  /** Called with the detail after each successful calculation. */
  onCalculated?: ((detail: Detail) => void) | undefined;
}

/**
 * Local state of a calculator form: the text of each box, the errors and the last result. Calculate
 * moves focus to the first bad box or, on success, to the results heading, so keyboard and screen
 * reader users land on the answer.
 */
export function useCalculatorForm<Values extends Record<Field, string>, Field extends string, Detail, Message extends string = string>({
  initialValues,
  fieldOrder,
  evaluate,
  onCalculated,
}: CalculatorFormOptions<Values, Field, Detail, Message>) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field, Message>>({});
  const [detail, setDetail] = useState<Detail | null>(null);
  const fieldElements = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  /** Typing in a box keeps its text and clears its error. */
  const setText = (field: Field) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors((current) => withoutError(current, field));
  };

  /** Changes values (e.g. a select or a preset) and clears the errors of the boxes it filled. */
  const update = (change: (current: Values) => Values, filled: readonly Field[] = []) => {
    setValues(change);
    if (filled.length > 0) setErrors((current) => filled.reduce(withoutError, current));
  };

  /** Starts over with these values: no errors, no result. */
  const restart = (next: Values) => {
    setValues(next);
    setErrors({});
    setDetail(null);
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const outcome = evaluate(values);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setDetail(null);
      const first = firstInvalidField(fieldOrder, outcome.errors);
      if (first) fieldElements.current[first]?.focus();
      return;
    }
    setErrors({});
    setDetail(outcome.detail);
    onCalculated?.(outcome.detail);
    requestAnimationFrame(() => resultsHeadingRef.current?.focus());
  };

  /** A callback ref for a box, so focus can be moved to it. */
  const fieldRef = (field: Field) => (element: HTMLElement | null) => {
    fieldElements.current[field] = element;
  };

  return {
    values,
    errors,
    detail,
    messages: summaryMessages(fieldOrder, errors),
    setText,
    update,
    restart,
    calculate,
    fieldRef,
    resultsHeadingRef,
  };
}
