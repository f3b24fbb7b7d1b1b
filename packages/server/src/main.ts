import { join } from 'node:path';
import { prepareInstance } from './accounts/bootstrap.ts';
import { buildApp } from './app.ts';
import { withJwtSecret } from './auth/sharedJwtSecret.ts';
import { loadConfig, type LoadedConfig, type ServerConfig } from './config.ts';
import { ConfigError } from './configError.ts';
import { openDatabase, type OpenedDatabase } from './db/database.ts';
import { watchCatalogueVersion, type CatalogueVersion } from './http/catalogueVersion.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { templateForMode } from './instanceTemplates.ts';
import { seedDemoPhotos } from './db/seed/illustrations/seedPhotos.ts';
import { fileStorageFor } from './product-images/fileStorage.ts';
import { smsGatewayFor } from './sms/smsGatewayFor.ts';

/** Stops the start with the reason alone: a configuration problem is the operator's to fix, not a crash. */
function refuse(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Nirmaan cannot start: ${error.message}`);
  process.exit(1);
}

const loaded: LoadedConfig = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuse(error);
  }
})();

let database: OpenedDatabase;
let catalogueVersion: CatalogueVersion;
let config: ServerConfig;
try {
  // A new PGlite data directory starts from a template (migrated, and seeded in demo mode) built once and cached.
  const template = () => templateForMode(loaded.mode);
  database = await openDatabase({ databaseUrl: loaded.databaseUrl, dataDir: join(loaded.dataDir, 'pglite'), template });
  config = await withJwtSecret(loaded, database.db);
  await prepareInstance(database.db, config, (line) => console.log(line));
  catalogueVersion = await watchCatalogueVersion(database, config.databaseUrl);
} catch (error) {
  refuse(error);
}

const sms = smsGatewayFor(config.sms, (line) => console.log(line));
const app = await buildApp({
  logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  context: { db: database.db, config, sms, catalogueVersion },
});
await app.listen({ port: config.port, host: config.host });
const stopHousekeeping = scheduleHousekeeping(database.db);
if (config.mode === 'demo') {
  // The demo products' drawings take some seconds to render once: the server answers meanwhile.
  seedDemoPhotos(database.db, fileStorageFor(database.db, config.fileStorage)).then(
    (pictured) => pictured > 0 && console.log(`Gave ${pictured} demo products the drawing of their kind`),
    (error: unknown) => console.error('The demo product drawings could not be stored:', error),
  );
}
const where = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}/`;
const storage = database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
console.log(`Nirmaan is running at ${where} (${config.mode} mode, ${storage} database${sms ? '' : ', OTP sign-in off: no SMS_PROVIDER'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHousekeeping();
    void app
      .close()
      .then(() => catalogueVersion.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
