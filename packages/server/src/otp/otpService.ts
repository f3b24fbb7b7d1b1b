import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { otpCodes } from '../db/schema.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import type { SmsGateway } from '../sms/smsGateway.ts';

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
} as const;

export interface OtpServiceOptions {
  db: Database;
  sms: SmsGateway;
  /** Keys the code hashes, so a database dump does not reveal codes. */
  secret: Uint8Array;
  now?: () => Date;
}

/** The server's own phone verification: 6-digit CSPRNG codes, stored hashed, 10 minutes, 3 tries, latest only. */
export class OtpService {
  private readonly db: Database;
  private readonly sms: SmsGateway;
  private readonly secret: Uint8Array;
  private readonly now: () => Date;

  constructor({ db, sms, secret, now = () => new Date() }: OtpServiceOptions) {
    this.db = db;
    this.sms = sms;
    this.secret = secret;
    this.now = now;
  }

  private hash(phone: string, code: string): Buffer {
    return createHmac('sha256', this.secret).update(`${phone}:${code}`).digest();
  }

  /** Sends a new code; every earlier code for the phone stops working. */
  async send(phone: string, purpose: string): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
    const now = this.now();
    await this.enforceSendLimits(phone, now);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await this.db.transaction(async (tx) => {
      await tx.update(otpCodes).set({ consumedAt: now }).where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values({
        phone,
        purpose,
        codeHash: this.hash(phone, code).toString('base64url'),
        expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
        attempts: 0,
        createdAt: now,
      });
    });
    await this.sms.send(phone, `${code} is your Nirmaan verification code. It expires in 10 minutes. Do not share it.`);
    return { expiresInSeconds: OTP_LIFETIME_MS / 1000, resendInSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
  }

  private async enforceSendLimits(phone: string, now: Date): Promise<void> {
    const [latest] = await this.db.select({ createdAt: otpCodes.createdAt }).from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.createdAt)).limit(1);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime();
      if (waitMs > 0) throw tooManyRequests(OTP_MESSAGES.tooMany, waitMs / 1000);
    }
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const [sent] = await this.db.select({ value: count() }).from(otpCodes).where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, hourAgo)));
    if ((sent?.value ?? 0) >= OTP_SENDS_PER_HOUR) throw tooManyRequests(OTP_MESSAGES.tooMany, 60 * 60);
  }

  /** Accepts the latest code once; three wrong tries end it. Throws 400 with the spec's messages. */
  async verify(phone: string, code: string): Promise<void> {
    const now = this.now();
    const [latest] = await this.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.createdAt)).limit(1);
    if (!latest) throw new HttpError(400, OTP_MESSAGES.notRequested);
    if (latest.consumedAt || latest.expiresAt.getTime() <= now.getTime() || latest.attempts >= OTP_MAX_ATTEMPTS) {
      throw new HttpError(400, OTP_MESSAGES.expired);
    }
    const expected = Buffer.from(latest.codeHash, 'base64url');
    const actual = this.hash(phone, code);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      const attempts = latest.attempts + 1;
      await this.db
        .update(otpCodes)
        .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: now } : {}) })
        .where(eq(otpCodes.id, latest.id));
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
