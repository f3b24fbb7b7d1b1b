import type { Locale } from '@nirmaan/core/pure';
import type { Messages } from './messages/compiled/messages.js';
import en from './messages/compiled/en.js';
import hi from './messages/compiled/hi.js';
import kn from './messages/compiled/kn.js';
import ta from './messages/compiled/ta.js';

/** The texts of the messages a buyer or a seller gets (./messages/<lang>.json), in each language (issue 32). */
const SMS_TEXTS: Readonly<Record<Locale, Messages>> = { en, kn, ta, hi };

/** What a text says: the template it follows (providers in India send only DLT-registered templates), its values, and the whole text. */
export type SmsMessage =
  | {
      template: 'otp';
      values: { code: string };
      /** The text as the buyer reads it (the dev outbox and providers that take free text send this). */
      text: string;
    }
  | { template: 'price-alert'; values: { product: string; price: string; city: string }; text: string }
  | { template: 'rfq-request'; values: { items: string; pincode: string; until: string }; text: string }
  | { template: 'rfq-closed'; values: { pincode: string; reason: string }; text: string };

export type SmsTemplate = SmsMessage['template'];

/** The port to an SMS provider: resolves once the provider accepted the message, throws SmsDeliveryError otherwise. */
export interface SmsGateway {
  /** Whether the provider is set up to send this kind of message (a DLT template registered for it). */
  sends(template: SmsTemplate): boolean;
  send(phone: string, message: SmsMessage): Promise<void>;
}

/** The provider did not take the message. Its text says why, and never holds the message itself (no codes in logs). */
export class SmsDeliveryError extends Error {}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: string;
}

/**
 * Demo mode's gateway: writes each message to the server log and keeps the latest ones in memory,
 * so a developer (or an end-to-end test) can read the code at /api/v1/dev/outbox. Never in production.
 */
export class DevOutboxGateway implements SmsGateway {
  readonly messages: OutboxMessage[] = [];
  private readonly log: (line: string) => void;
  private readonly limit: number;

  constructor(log: (line: string) => void, limit = 200) {
    this.log = log;
    this.limit = limit;
  }

  sends(): boolean {
    return true;
  }

  async send(phone: string, message: SmsMessage): Promise<void> {
    this.messages.push({ phone, text: message.text, sentAt: new Date().toISOString() });
    if (this.messages.length > this.limit) this.messages.shift();
    this.log(`SMS to ${phone} (demo outbox): ${message.text}`);
  }

  /** Newest first, for one phone. */
  list(phone: string): OutboxMessage[] {
    return this.messages.filter((message) => message.phone === phone).reverse();
  }
}

/** The text of an OTP message, in the language of the phone's account (or the one the sign-in asked in). */
export function otpMessage(code: string, locale: Locale = 'en'): SmsMessage {
  return { template: 'otp', values: { code }, text: SMS_TEXTS[locale].otp({ code }) };
}

/** A price per unit as a price alert says it ('₹380 per bag'): the price already formatted, the unit as the seller entered it. */
export function pricePerUnitText(price: string, unit: string, locale: Locale = 'en'): string {
  return SMS_TEXTS[locale].pricePerUnit({ price, unit });
}

/** The text of a price alert that fired, in the buyer's language. Product and city names stay as entered. */
export function priceAlertMessage(product: string, price: string, city: string, locale: Locale = 'en'): SmsMessage {
  return { template: 'price-alert', values: { product, price, city }, text: SMS_TEXTS[locale].priceAlert({ product, price, city }) };
}

/**
 * The text telling a seller that a buyer asks for their prices (issue 31), in the seller's language
 * (issue 32). `until` is the last day for offers as the language writes it (rfqDeadlineText).
 */
export function rfqRequestMessage(items: number, pincode: string, until: string, locale: Locale = 'en'): SmsMessage {
  return { template: 'rfq-request', values: { items: String(items), pincode, until }, text: SMS_TEXTS[locale].rfqRequest({ items, pincode, until }) };
}

/** Why an RFQ a seller answered closed without their offer: the buyer took other offers, or cancelled it. */
export type RfqClosedReason = 'chose-others' | 'cancelled';

/** The catalogue's select case of each reason (ICU keys take no hyphen). */
const RFQ_CLOSED_CASES: Record<RfqClosedReason, string> = { 'chose-others': 'others', cancelled: 'cancelled' };

/**
 * The text telling a seller whose open offer closed that the RFQ is over (issue 31): the site's
 * pincode only, nothing of the buyer; in the seller's language, the template's reason too (issue 32).
 */
export function rfqClosedMessage(pincode: string, reason: RfqClosedReason, locale: Locale = 'en'): SmsMessage {
  const texts = SMS_TEXTS[locale];
  const values = { pincode, reason: RFQ_CLOSED_CASES[reason] };
  return { template: 'rfq-closed', values: { pincode, reason: texts.rfqClosedReason(values) }, text: texts.rfqClosed(values) };
}
