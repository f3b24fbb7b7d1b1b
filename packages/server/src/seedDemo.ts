/**
 * `npm run db:seed-demo`: loads the demo marketplace (fictional sellers with listings and price
 * history, affiliates, blog posts, and the drawings of products without a photo) into the configured database on purpose, production included.
 * It creates no account anyone can sign in to: the demo sellers have no password, and the demo
 * buyer and admin exist only in demo mode's databases.
 */
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { ConfigError } from './configError.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';
import { seedDemoPhotos } from './db/seed/illustrations/seedPhotos.ts';
import { fileStorageFor } from './product-images/fileStorage.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    const seeded = await seedDemoData(database.db);
    console.log(
      seeded
        ? 'Loaded the demo marketplace: sellers, listings, price history, affiliates and blog posts (no accounts that can sign in).'
        : 'The demo marketplace is there already: nothing loaded.',
    );
    const pictured = await seedDemoPhotos(database.db, fileStorageFor(database.db, config.fileStorage));
    if (pictured > 0) console.log(`Gave ${pictured} products without a photo the demo drawing of their kind.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Nothing loaded: ${error.message}`);
  process.exitCode = 1;
}
