import { FULL_NAME_REQUIRED_MESSAGE, INVALID_PHONE_MESSAGE, RFQ_FORM_PROBLEM_TEXTS, type RfqFormProblem } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { rfqCatalogue } from './rfqMessages.ts';
import { rfqProblemText } from './rfqTexts.ts';

describe('the request for quotation’s problem texts', () => {
  it('say in English exactly what the rules (and the server) say for each problem code', () => {
    const english = rfqCatalogue.english;
    for (const [problem, text] of Object.entries(RFQ_FORM_PROBLEM_TEXTS)) expect(rfqProblemText(english, problem as RfqFormProblem)).toBe(text);
    expect(rfqProblemText(english, 'fullName')).toBe(FULL_NAME_REQUIRED_MESSAGE);
    expect(rfqProblemText(english, 'phone')).toBe(INVALID_PHONE_MESSAGE);
  });
});
