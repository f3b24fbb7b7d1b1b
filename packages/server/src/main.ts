import { ensureConfiguredAdmin, ensureDemoAccounts } from './accounts/bootstrap.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';
import { scheduleIdempotencyKeyCleanup } from './orders/idempotencyRetention.ts';
import { DevOutboxGateway } from './sms/smsGateway.ts';
import { join } from 'node:path';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
const seeded = await seedDemoData(database.db);
if (seeded) await ensureDemoAccounts(database.db);
if (await ensureConfiguredAdmin(database.db, config)) console.log(`Created the admin ${config.adminEmail}`);

const app = await buildApp({
  logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  context: { db: database.db, config, sms: new DevOutboxGateway((line) => console.log(line)) },
});
await app.listen({ port: config.port, host: config.host });
const stopIdempotencyKeyCleanup = scheduleIdempotencyKeyCleanup(database.db);
console.log(`Nirmaan is running at http://localhost:${config.port}/ (${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} database)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopIdempotencyKeyCleanup();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
