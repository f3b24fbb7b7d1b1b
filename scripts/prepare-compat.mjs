// The compatibility suite's workspace (compat/): the host apps' own dependencies, installed once from
// compat/package-lock.json (again only when the lockfile changed), and Nirmaan's library packages as
// npm ships them: `npm pack` of each, installed into compat/node_modules as a partner would.
// Needs `npm run build` first. Run by e2e/compat.e2e.test.ts; by hand: node scripts/prepare-compat.mjs
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const COMPAT = resolve('compat');
const LIBRARIES = ['core', 'calculators', 'ui', 'widgets', 'elements'];
const INSTALLED_STAMP = join(COMPAT, 'node_modules', '.installed-from-lock');
const PACKS = join(COMPAT, '.packs');

const npm = (args) => execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: COMPAT, stdio: ['ignore', 'pipe', 'inherit'] });

export function prepareCompat() {
  const lockHash = createHash('sha256')
    .update(readFileSync(join(COMPAT, 'package-lock.json')))
    .digest('hex');
  if (!existsSync(INSTALLED_STAMP) || readFileSync(INSTALLED_STAMP, 'utf8') !== lockHash) {
    npm(['ci']);
    writeFileSync(INSTALLED_STAMP, lockHash);
  }
  rmSync(PACKS, { recursive: true, force: true });
  mkdirSync(PACKS);
  execFileSync('npm', ['pack', ...LIBRARIES.map((name) => `./packages/${name}`), '--pack-destination', PACKS, '--silent'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // --no-save: the tarballs change with every build, the lockfile keeps the frameworks only.
  npm(['install', '--no-save', '--prefer-offline', ...readdirSync(PACKS).map((file) => join(PACKS, file))]);
}

if (import.meta.url === `file://${process.argv[1]}`) prepareCompat();
