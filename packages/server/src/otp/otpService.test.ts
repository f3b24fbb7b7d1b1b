import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../db/database.ts';
import { DevOutboxGateway } from '../sms/smsGateway.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { latestOtp } from '../testing/testServer.ts';
import { OTP_MESSAGES, OtpService } from './otpService.ts';

let database: OpenedDatabase;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

function serviceAt(clock: { now: number }) {
  const outbox = new DevOutboxGateway(() => {});
  const service = new OtpService({ db, sms: outbox, secret: new TextEncoder().encode('otp-test-secret'), now: () => new Date(clock.now) });
  return { outbox, service };
}

const minutes = (n: number) => n * 60 * 1000;

describe('OtpService', () => {
  it('sends a 6-digit code that works once', async () => {
    const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
    const { outbox, service } = serviceAt(clock);
    await service.send('+919000000001', 'test');
    const code = latestOtp(outbox, '+919000000001');
    expect(code).toMatch(/^\d{6}$/);
    await expect(service.verify('+919000000001', code)).resolves.toBeUndefined();
    await expect(service.verify('+919000000001', code)).rejects.toThrow(OTP_MESSAGES.expired);
  });

  it('expires a code after 10 minutes', async () => {
    const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
    const { outbox, service } = serviceAt(clock);
    await service.send('+919000000002', 'test');
    clock.now += minutes(10) + 1000;
    await expect(service.verify('+919000000002', latestOtp(outbox, '+919000000002'))).rejects.toThrow(OTP_MESSAGES.expired);
  });

  it('keeps only the latest code valid', async () => {
    const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
    const { outbox, service } = serviceAt(clock);
    await service.send('+919000000003', 'test');
    const first = latestOtp(outbox, '+919000000003');
    clock.now += 31_000; // after the 30-second resend countdown
    await service.send('+919000000003', 'test');
    const second = latestOtp(outbox, '+919000000003');
    if (first !== second) await expect(service.verify('+919000000003', first)).rejects.toThrow(OTP_MESSAGES.invalid);
    await expect(service.verify('+919000000003', second)).resolves.toBeUndefined();
  });

  it('refuses a resend within 30 seconds and more than 5 sends an hour', async () => {
    const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
    const { service } = serviceAt(clock);
    await service.send('+919000000004', 'test');
    await expect(service.send('+919000000004', 'test')).rejects.toMatchObject({ statusCode: 429 });
    for (let sent = 1; sent < 5; sent++) {
      clock.now += 31_000;
      await service.send('+919000000004', 'test');
    }
    clock.now += 31_000;
    await expect(service.send('+919000000004', 'test')).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '3600' } });
  });

  it('asks for a code first when none was sent', async () => {
    const { service } = serviceAt({ now: Date.now() });
    await expect(service.verify('+919000000005', '123456')).rejects.toThrow(OTP_MESSAGES.notRequested);
  });
});
