import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedServerStart, startServerProcess } from '../testing/serverProcess.ts';

// Issue 23, item 8 and the read-only DATA_DIR of item 9: two servers could open one PGlite data
// directory (and acknowledged writes were lost), the pglite folder was world-readable (755), and a
// read-only DATA_DIR exited with minified PGlite source instead of naming the path.

const root = mkdtempSync(join(tmpdir(), 'nirmaan-data-dir-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database directory', () => {
  it('is held by one server at a time: a second start is refused and named, a stopped or crashed one frees it', async () => {
    const dataDir = join(root, 'shared');
    const first = await startServerProcess({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      const second = await refusedServerStart({ dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`Nirmaan cannot start: The database in ${join(dataDir, 'pglite')} is in use by another server (process ${first.pid}).`);
    } finally {
      await first.stop();
    }
    // An orderly stop releases it; so does a crash (the lock names a process that is gone).
    const after = await startServerProcess({ dataDir });
    await after.kill();
    const afterCrash = await startServerProcess({ dataDir });
    await afterCrash.stop();
  }, 120_000);

  it('names a DATA_DIR it cannot write, instead of failing inside the database engine', async () => {
    // As root every directory is writable, so there the server runs as "nobody".
    const readOnly = join(root, 'read-only');
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
    const refused = await refusedServerStart({ dataDir: readOnly, user: 'nobody' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(new RegExp(`^Nirmaan cannot start: DATA_DIR ${readOnly} cannot be used \\((EACCES|EPERM|EROFS)\\)`, 'm'));
    expect(refused.output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
