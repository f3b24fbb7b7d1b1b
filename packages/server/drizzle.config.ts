import { defineConfig } from 'drizzle-kit';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** drizzle-kit wants paths relative to the working directory; these work from any directory. */
const here = (path: string) => relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

/**
 * drizzle-kit configuration for @nirmaan/server. After changing src/db/schema.ts (or ./tables):
 *   node packages/server/scripts/drizzle-kit.mjs generate --config packages/server/drizzle.config.ts
 * (the wrapper lets the root drizzle-kit find this package's drizzle-orm). The migrations run
 * unchanged on PGlite (the embedded default) and on PostgreSQL (DATABASE_URL).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema.ts'),
  out: here('./drizzle'),
  strict: true,
  verbose: true,
});
