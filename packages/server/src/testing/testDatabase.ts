import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from '../db/database.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';

/**
 * A fresh, migrated in-memory PGlite database for one test file, started from a migrated template
 * instead of an empty cluster: creating a cluster and migrating it takes 3 to 7 seconds on a
 * two-core machine, loading the template under one. The template is built once per set of
 * migrations and PGlite version and kept in the temp folder, so all test processes of a run (and
 * later runs) share it. Each database is still the test's own: nothing written reaches the template.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
}

let template: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `nirmaan-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const dump = await database.dumpDataDir!();
    // Written aside and renamed, so a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/** Changes whenever a migration or the installed PGlite does. */
function templateKey(): string {
  const pglite = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const hash = createHash('sha256').update(`pglite ${pglite.size} ${pglite.mtimeMs}`);
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}
