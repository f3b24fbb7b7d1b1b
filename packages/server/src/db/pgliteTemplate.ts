import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { SERVER_PACKAGE, TEMPLATE_CACHE_DIR } from '../paths.ts';

/**
 * The demo data is dated relative to the day it was seeded (prices of the last months, posts of
 * last week): a template older than this is built again, so a new demo database looks recent.
 */
export const TEMPLATE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How to make one template, and what it is made from. */
export interface TemplateRecipe {
  /** The directory name's stem, e.g. 'demo' (letters, digits and hyphens). */
  name: string;
  /** Files and folders (read recursively, tests left out) whose content the template depends on. */
  inputs: string[];
  /** Makes the template: a PGlite data directory at `dataDir` (missing), closed when it resolves. */
  build: (dataDir: string) => Promise<void>;
}

/** The source files under `input` (itself when a file), sorted, without tests. */
function inputFiles(input: string): string[] {
  if (!statSync(input).isDirectory()) return [input];
  return readdirSync(input, { recursive: true, encoding: 'utf8' })
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .map((name) => join(input, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/**
 * A short hash of everything a template is made from: the installed PGlite (its size and time, so
 * any reinstall or upgrade counts) and each input file's path and content.
 * A change to a migration, the seed or the code that seeds changes it, and the template is rebuilt.
 */
export function templateKey(recipe: Pick<TemplateRecipe, 'inputs'>): string {
  const pglite = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const hash = createHash('sha256').update(`pglite ${pglite.size} ${pglite.mtimeMs}\n`);
  for (const input of recipe.inputs) {
    for (const file of inputFiles(input)) hash.update(`${relative(SERVER_PACKAGE, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Whether a cached template may be used: a complete build (PG_VERSION) young enough. */
function isFresh(dir: string, now: number): boolean {
  return existsSync(join(dir, 'PG_VERSION')) && now - statSync(dir).mtimeMs < TEMPLATE_MAX_AGE_MS;
}

/** Removes the recipe's other builds (older keys, stale ones) from the cache. */
function removeOtherBuilds(cacheDir: string, name: string, keep: string): void {
  for (const other of readdirSync(cacheDir)) {
    if (other.startsWith(`${name}-`) && !other.includes('.partial') && join(cacheDir, other) !== keep)
      rmSync(join(cacheDir, other), { recursive: true, force: true });
  }
}

/**
 * Builds the template aside (a directory named after this process) and renames it into place, so
 * no start ever copies half a build. When another process put one there first, theirs is kept.
 */
async function build(recipe: TemplateRecipe, cacheDir: string, dir: string): Promise<void> {
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await recipe.build(partial);
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } catch (error) {
    if (!existsSync(join(dir, 'PG_VERSION'))) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  removeOtherBuilds(cacheDir, recipe.name, dir);
}

const building = new Map<string, Promise<string>>();

/**
 * The directory of the recipe's template in `cacheDir`: a closed PGlite data directory to copy into
 * a new one. Used when a fresh one built from the same inputs is there, else built now (as long as
 * creating a database always took) and kept for the next start. One build per process at a time.
 */
export function cachedTemplate(recipe: TemplateRecipe, cacheDir = TEMPLATE_CACHE_DIR): Promise<string> {
  const dir = join(cacheDir, `${recipe.name}-${templateKey(recipe)}`);
  let ready = building.get(dir);
  if (!ready) {
    ready = isFresh(dir, Date.now()) ? Promise.resolve(dir) : build(recipe, cacheDir, dir).then(() => dir);
    ready.catch(() => building.delete(dir));
    building.set(dir, ready);
  }
  return ready;
}
