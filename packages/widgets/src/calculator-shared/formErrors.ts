/** Pure helpers for a calculator form's per-field error messages. */

/** Each box's message; a translated calculator keeps a catalogue key (Message) and says it in the view. */
export type FieldErrors<Field extends string, Message extends string = string> = Partial<Record<Field, Message>>;

/** What a form's values come to: the detail to report, or the message of each box that needs attention. */
export type FormEvaluation<Field extends string, Detail, Message extends string = string> =
  { ok: true; detail: Detail } | { ok: false; errors: FieldErrors<Field, Message> };

/** The errors without the one of `field` (the same object when it had none, so React skips a render). */
export function withoutError<Field extends string, Message extends string = string>(
  errors: FieldErrors<Field, Message>,
  field: Field,
): FieldErrors<Field, Message> {
  if (!errors[field]) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** The first box, in form order, that has an error. */
export function firstInvalidField<Field extends string>(order: readonly Field[], errors: FieldErrors<Field, string>): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Each message once, in form order, for the summary alert. */
export function summaryMessages<Field extends string, Message extends string>(order: readonly Field[], errors: FieldErrors<Field, Message>): Message[] {
  const messages = order.map((field) => errors[field]).filter((message): message is Message => Boolean(message));
  return [...new Set(messages)];
}

/** Calculator errors ({ field, message }) keyed by field; the first message of a field wins. */
export function errorsByField<Field extends string, Message extends string = string>(
  errors: ReadonlyArray<{ field: Field; message: Message }>,
): FieldErrors<Field, Message> {
  const result: FieldErrors<Field, Message> = {};
  for (const error of errors) result[error.field] ??= error.message;
  return result;
}
