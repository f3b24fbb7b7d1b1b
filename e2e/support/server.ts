import type { FastifyInstance } from 'fastify';
import { ensureDemoAccounts, prepareInstance } from '../../packages/server/src/accounts/bootstrap.ts';
import { buildApp } from '../../packages/server/src/app.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { seedDemoData } from '../../packages/server/src/db/seed/index.ts';
import { watchCatalogueVersion } from '../../packages/server/src/http/catalogueVersion.ts';
import { DevOutboxGateway } from '../../packages/server/src/sms/smsGateway.ts';
import { openTestDatabase } from '../../packages/server/src/testing/testDatabase.ts';
import { TEST_CONFIG } from '../../packages/server/src/testing/testServer.ts';

export interface RunningServer {
  url: string;
  /** The server's database, for a test's set-up that no API offers (a seeded seller's session). */
  db: Database;
  close: () => Promise<void>;
}

/** The first admin of a production-mode server. */
export const PRODUCTION_ADMIN = { email: 'ops@builders.example', password: 'tamarind-crane-velvet-61' };

/**
 * The real server on a free loopback port, as `npm start` runs it but on a fresh in-memory
 * database with the demo data: the API, the built host app, the embed script and examples.
 * (The database starts from the migrated template the API tests share; see testing/testDatabase.ts.)
 * In production mode, as NODE_ENV=production runs it without an SMS provider: reference data and
 * one admin (PRODUCTION_ADMIN), no demo account, no outbox, OTP sign-in off.
 */
export async function startServer({ mode = 'demo' }: { mode?: 'demo' | 'production' } = {}): Promise<RunningServer> {
  const database = await openTestDatabase();
  if (mode === 'demo') {
    await seedDemoData(database.db);
    await ensureDemoAccounts(database.db);
  } else {
    await prepareInstance(database.db, { mode, adminEmail: PRODUCTION_ADMIN.email, adminPassword: PRODUCTION_ADMIN.password }, () => {});
  }
  const config = mode === 'demo' ? TEST_CONFIG : { ...TEST_CONFIG, mode, sms: { provider: 'none' as const } };
  const sms = mode === 'demo' ? new DevOutboxGateway(() => {}) : null;
  // The catalogue version behind the public reads' ETags, as npm start follows it.
  const catalogueVersion = await watchCatalogueVersion(database, undefined);
  const app: FastifyInstance = await buildApp({ context: { db: database.db, config, sms, catalogueVersion } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db: database.db,
    close: async () => {
      await app.close();
      await catalogueVersion.close();
      await database.close();
    },
  };
}

/** The latest OTP texted to a phone ('+91' and 10 digits), read over HTTP from the dev outbox. */
export async function latestOtpFromOutbox(serverUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`the dev outbox has no OTP for ${phone}`);
  return code;
}
