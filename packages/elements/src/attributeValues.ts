import { normalizePartnerId } from '@nirmaan/core';
import { attributeNameOf, type AttributeType } from './embed/elementProperties.ts';

/** camelCase attribute -> its type (defineElement.tsx's AttributeSpec). */
type AttributeTypes = Readonly<Record<string, AttributeType>>;

/*
 * Bad attribute values (issue 25): an attribute with a fixed set of values in the element registry
 * (`work-type="Tiling"` where only `tiling` exists), a number attribute that is not a number, or a
 * partner id that breaks the partner id rule reaches the widget as undefined — its default — and the
 * element says what was wrong, in the widget and on the console (AttributeProblems.tsx, loaded only
 * then), instead of throwing or showing an empty box. This part runs for every element: keep it small.
 */

/** camelCase attribute -> its allowed values, for the attributes of the registry that have a fixed set. */
export type AllowedValues = Readonly<Record<string, readonly (string | number)[]>>;

export interface AttributeProblem {
  /** The attribute's name as written on the tag: `work-type`. */
  attribute: string;
  /** The value given, as text. */
  value: string;
  /** What it takes: its allowed values, any number, or a partner id. */
  expected: readonly (string | number)[] | 'number' | 'partnerId';
}

/** What a value of this attribute must be, or null when the value is fine. */
function expectation(
  name: string,
  type: AttributeType,
  value: unknown,
  allowed: readonly (string | number)[] | undefined,
): AttributeProblem['expected'] | null {
  // Number.isFinite takes no text: a number attribute's text that was no number is refused too.
  if (type === 'number' && !Number.isFinite(value)) return allowed ?? 'number';
  if (allowed) return allowed.includes(value as string | number) ? null : allowed;
  // A partner id is its own trimmed text, or empty ("no partner").
  if (name === 'partnerId' && (normalizePartnerId(String(value)) ?? '') !== String(value).trim()) return 'partnerId';
  return null;
}

/**
 * The element's attribute values with every bad one replaced by undefined, and what was bad. An
 * absent attribute (undefined, null) is never a problem: it is the default.
 */
export function checkAttributeValues(
  values: Readonly<Record<string, unknown>>,
  types: AttributeTypes,
  allowedValues: AllowedValues = {},
): { values: Record<string, unknown>; problems: AttributeProblem[] } {
  const checked: Record<string, unknown> = { ...values };
  const problems: AttributeProblem[] = [];
  for (const [name, type] of Object.entries(types)) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    const expected = expectation(name, type, value, allowedValues[name]);
    if (expected === null) continue;
    checked[name] = undefined;
    problems.push({ attribute: attributeNameOf(name), value: String(value), expected });
  }
  return { values: checked, problems };
}
