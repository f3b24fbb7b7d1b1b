/**
 * How every rule reports: a single-value check returns its message or `null` when the value is
 * fine; a form check returns a `{ field: message }` map that is empty when the form is valid.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** Adds `message` under `field` when it is not null; keeps the first message a field gets. */
export function addError<Field extends string>(errors: FieldErrors<Field>, field: Field, message: string | null): void {
  if (message !== null && errors[field] === undefined) errors[field] = message;
}
