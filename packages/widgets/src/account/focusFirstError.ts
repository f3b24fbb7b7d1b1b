import type { RefObject } from 'react';

/** Moves focus to the first field, in the order `inputs` lists them, that has a message. */
export function focusFirstError<Field extends string>(errors: Partial<Record<Field, string>>, inputs: Record<Field, RefObject<HTMLInputElement | null>>): void {
  const first = (Object.keys(inputs) as Field[]).find((field) => errors[field] !== undefined);
  if (first) inputs[first].current?.focus();
}
