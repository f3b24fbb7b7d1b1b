import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '@nirmaan/core/pure';
import type { Database, Transaction } from '../db/database.ts';
import { otpCodes } from '../db/schema.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { otpMessage, SmsDeliveryError, type SmsGateway } from '../sms/smsGateway.ts';

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 3;
/** The spec's resend countdown: one code per phone every 30 seconds... */
export const OTP_RESEND_INTERVAL_MS = 30 * 1000;
/** ...and at most 5 an hour. */
export const OTP_SENDS_PER_HOUR = 5;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP. Please enter the correct 6-digit code.',
  expired: 'The OTP has expired. Please request a new one.',
  notRequested: 'Please request OTP first',
  tooMany: 'Too many requests. Please try again later.',
  /** No SMS provider is configured (production without SMS_PROVIDER): password sign-in still works. */
  unavailable: 'Sign-in by SMS code is not available at the moment. Please sign in with your password.',
  /** The provider refused or did not answer: nothing was sent, and the buyer may try again at once. */
  sendFailed: 'Failed to send OTP. Please try again in a few minutes.',
} as const;

export interface OtpServiceOptions {
  db: Database;
  /** Null when no SMS can be sent: every call then answers 503. */
  sms: SmsGateway | null;
  /** Where a provider's failure is reported (never with the code). */
  logError?: (error: Error) => void;
  /** Keys the code hashes, so a database dump does not reveal codes. */
  secret: Uint8Array;
  now?: () => Date;
}

/** The server's own phone verification: 6-digit CSPRNG codes, stored hashed, 10 minutes, 3 tries, latest only. */
export class OtpService {
  private readonly db: Database;
  private readonly sms: SmsGateway | null;
  private readonly secret: Uint8Array;
  private readonly now: () => Date;
  private readonly logError: (error: Error) => void;

  constructor({ db, sms, secret, now = () => new Date(), logError = (error) => console.error(error.message) }: OtpServiceOptions) {
    this.db = db;
    this.sms = sms;
    this.secret = secret;
    this.now = now;
    this.logError = logError;
  }

  private gateway(): SmsGateway {
    if (!this.sms) throw new HttpError(503, OTP_MESSAGES.unavailable);
    return this.sms;
  }

  private hash(phone: string, code: string): Buffer {
    return createHmac('sha256', this.secret).update(`${phone}:${code}`).digest();
  }

  /** Sends a new code, its text in `locale`; every earlier code for the phone stops working. */
  async send(phone: string, purpose: string, locale: Locale = 'en'): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
    const sms = this.gateway();
    const now = this.now();
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const id = await this.db.transaction(async (tx) => {
      // One send per phone at a time, whichever server instance takes it: the limits are checked and
      // the new code stored under the phone's lock, so parallel sends cannot all pass the check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send:${phone}`}))`);
      await enforceSendLimits(tx, phone, now);
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
      const [row] = await tx
        .insert(otpCodes)
        .values({
          phone,
          purpose,
          codeHash: this.hash(phone, code).toString('base64url'),
          expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
          attempts: 0,
          createdAt: now,
        })
        .returning({ id: otpCodes.id });
      return row!.id;
    });
    try {
      await sms.send(phone, otpMessage(code, locale));
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      // Not sent: the code goes, so it neither works nor counts against the buyer's sends.
      await this.db.delete(otpCodes).where(eq(otpCodes.id, id));
      this.logError(new Error(`OTP to ${maskedPhone(phone)} not sent: ${error.message}`));
      throw new HttpError(502, OTP_MESSAGES.sendFailed);
    }
    return { expiresInSeconds: OTP_LIFETIME_MS / 1000, resendInSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
  }

  /**
   * Accepts the latest code once; three tries end it. Throws 400 with the spec's messages. The try
   * is counted before the code is compared, in one conditional UPDATE (`attempts < 3`), so parallel
   * guesses get at most three comparisons between them.
   */
  async verify(phone: string, code: string): Promise<void> {
    this.gateway();
    const now = this.now();
    const [latest] = await this.db
      .select({ id: otpCodes.id, codeHash: otpCodes.codeHash })
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!latest) throw new HttpError(400, OTP_MESSAGES.notRequested);
    const [counted] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpCodes.attempts });
    if (!counted) throw new HttpError(400, OTP_MESSAGES.expired);
    const expected = Buffer.from(latest.codeHash, 'base64url');
    const actual = this.hash(phone, code);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      if (counted.attempts >= OTP_MAX_ATTEMPTS) await this.db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, latest.id));
      throw new HttpError(400, OTP_MESSAGES.invalid);
    }
    // Consume exactly once, even if two verifications race.
    const consumed = await this.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw new HttpError(400, OTP_MESSAGES.expired);
  }
}

/** The resend countdown and the hourly sends of a phone, checked inside the send's transaction; throws 429. */
async function enforceSendLimits(tx: Transaction, phone: string, now: Date): Promise<void> {
  const [latest] = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime();
    if (waitMs > 0) throw tooManyRequests(OTP_MESSAGES.tooMany, waitMs / 1000);
  }
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [sent] = await tx
    .select({ value: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, hourAgo)));
  if ((sent?.value ?? 0) >= OTP_SENDS_PER_HOUR) throw tooManyRequests(OTP_MESSAGES.tooMany, 60 * 60);
}

/** '+91 98•••••210': enough to find a buyer's complaint in the log, not the whole number. */
function maskedPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 5)}${'•'.repeat(phone.length - 8)}${phone.slice(-3)}` : phone;
}
