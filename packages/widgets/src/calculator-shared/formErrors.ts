/** Pure helpers for a calculator form's per-field error messages. */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form's values come to: the detail to report, or the message of each box that needs attention. */
export type FormEvaluation<Field extends string, Detail> = { ok: true; detail: Detail } | { ok: false; errors: FieldErrors<Field> };

/** The errors without the one of `field` (the same object when it had none, so React skips a render). */
export function withoutError<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  if (!errors[field]) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** The first box, in form order, that has an error. */
export function firstInvalidField<Field extends string>(order: readonly Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Each message once, in form order, for the summary alert. */
export function summaryMessages<Field extends string>(order: readonly Field[], errors: FieldErrors<Field>): string[] {
  const messages = order.map((field) => errors[field]).filter((message): message is string => Boolean(message));
  return [...new Set(messages)];
}

/** Calculator errors ({ field, message }) keyed by field; the first message of a field wins. */
export function errorsByField<Field extends string>(errors: ReadonlyArray<{ field: Field; message: string }>): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const error of errors) result[error.field] ??= error.message;
  return result;
}
