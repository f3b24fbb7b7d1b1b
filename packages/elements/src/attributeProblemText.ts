import { PARTNER_ID_MESSAGE } from '@nirmaan/core';
import type { AttributeProblem } from './attributeValues.ts';

/** What the widget and the console say about one bad attribute value. */
export function attributeProblemText({ attribute, value, expected }: AttributeProblem): string {
  const takes =
    expected === 'number'
      ? 'a number'
      : expected === 'partnerId'
        ? `a partner id (${PARTNER_ID_MESSAGE.charAt(0).toLowerCase()}${PARTNER_ID_MESSAGE.slice(1)})`
        : `one of ${expected.join(', ')}`;
  return `${attribute}="${value}" is not ${takes}: the default is shown instead.`;
}
