import { RFQ_UNITS, type OtpFailure, type RfqFormProblem } from '@nirmaan/core';
import type { RfqMessages } from './rfqMessages.ts';

/** Pure text builders of the request for quotation: each takes the catalogue in the language shown. */

/** What can be wrong with a box: the form's rules' problems, and a visitor's name and number. */
export type RfqBoxProblem = RfqFormProblem | 'fullName' | 'phone';

/** Box name -> its problem (the form's boxes, per item `quantity-<key>`..., and a visitor's `fullName`, `phone`). */
export type RfqBoxProblems = Partial<Record<string, RfqBoxProblem>>;

/**
 * What the dialog says above the form or on the code step: one of its own failures, a phone-code
 * failure named by core (otpSendFailure, otpVerifyFailure), or the server's detail as it came.
 */
export type RfqNotice = { failure: 'send' | 'notBuyer' } | { otp: OtpFailure } | { detail: string };

/** A spec value as a select key of the catalogue: 'Tons (MT)' -> 'Tons', 'Cubic Feet (Cft)' -> 'CubicFeet'. */
const selectKey = (value: string) => value.replace(/ \(.*\)$/, '').replace(/[^A-Za-z]/g, '');

/** The unit select's options for an item in words: the values the API takes, labelled in the language shown. */
export function rfqUnitOptions(messages: RfqMessages) {
  return [{ value: '', label: messages.selectUnit() }, ...RFQ_UNITS.map((unit) => ({ value: unit, label: messages.unitOption({ unit: selectKey(unit) }) }))];
}

/** A box's problem in the language shown. */
export function rfqProblemText(messages: RfqMessages, problem: RfqBoxProblem | undefined): string | undefined {
  return problem === undefined ? undefined : messages[`error.${problem}`]();
}

/** A notice in the language shown (a server's detail as it came: the server answers in the site's language). */
export function rfqNoticeText(messages: RfqMessages, notice: RfqNotice): string {
  if ('failure' in notice) return messages[`failure.${notice.failure}`]();
  if ('otp' in notice) return messages[`otp.${notice.otp}`]();
  return notice.detail;
}
