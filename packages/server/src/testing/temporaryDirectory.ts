import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

/**
 * A new directory under the system's temporary folder (named `prefix` and six random characters)
 * for a test file's files, removed with everything in it after the file's tests
 * (`removeTemporaryDirectories`, run after every test file by `temporaryDirectories.setup.ts`).
 * Tests that made their own with mkdtemp and never removed them left a hundred folders behind after
 * a few runs.
 */
export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  made.add(directory);
  return directory;
}

/** Removes every directory `temporaryDirectory` made. */
export function removeTemporaryDirectories(): void {
  for (const directory of made) rmSync(directory, { recursive: true, force: true });
  made.clear();
}
