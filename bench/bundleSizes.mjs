// Measures the embed bundle (packages/elements/dist/embed, from `npm run build`): shared by
// bench/run.mjs (which records the figures) and bench/sizeBudgets.mjs (which enforces the budgets).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkOf, readEmbedChunks } from '../scripts/embedChunks.mjs';
import { elementModuleName, registryElements } from '../scripts/elementModules.mjs';

export const KB = 1024;
export const EMBED_DIR = 'packages/elements/dist/embed';

/** Size in bytes after gzip -9, as a server would send it. */
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export function filesUnder(dir, extension) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => path.endsWith(extension) && statSync(path).isFile());
}

/** A chunk and every chunk it imports statically (what the browser fetches before it runs); dynamic imports are not followed. */
export function chunkClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) chunkClosure(join(dirname(file), path), seen);
  return seen;
}

/** The chunk holding a source module ('labourCalculatorElement', or an element's lazy part), as the build recorded it (scripts/embedChunks.mjs). */
export function chunkNamed(name, dir = EMBED_DIR, element = name) {
  return join(dir, chunkOf(readEmbedChunks(dir), name, element));
}

/** Every tag the loader defines and the module its code comes from, as the build reads them from the element registry. */
const LAZY_ELEMENT_MODULES = (await registryElements()).map(({ tag }) => ({ tag, module: elementModuleName(tag) }));

/**
 * Code an element fetches on demand that can still be part of its first view, so the budgets count
 * it: the admin dashboard's leads tables load when scrolled near, which a tall screen is at once;
 * the sign-in's OTP form is its first form with variant="otp-first".
 */
const FIRST_VIEW_PARTS = { adminDashboardElement: ['LeadsSection'], signInElement: ['BuyerOtpLogin'] };

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

/**
 * What each element costs on a page, gzipped (issue 10's budgets):
 * - loader: embed.js, which every partner page fetches;
 * - first: everything the first widget on a page fetches: the loader, the runtime (React, the stores,
 *   the widgets' CSS) and the element's own chunks;
 * - further: what the element adds once the runtime is on the page (its chunks beyond the loader
 *   and runtime). It never depends on which widget came first, so it is the most a further widget costs.
 * Both count the parts of FIRST_VIEW_PARTS, which the element may fetch as soon as it shows.
 */
export function embedSizes(dir = EMBED_DIR) {
  const loader = join(dir, 'embed.js');
  const base = new Set([loader, ...chunkClosure(chunkNamed('embedRuntime', dir))]);
  const baseBytes = sum(base);
  const byModule = new Map();
  const elements = LAZY_ELEMENT_MODULES.map(({ tag, module }) => {
    if (!byModule.has(module)) {
      const firstView = new Set();
      for (const name of [module, ...(FIRST_VIEW_PARTS[module] ?? [])]) chunkClosure(chunkNamed(name, dir, module), firstView);
      const own = [...firstView].filter((file) => !base.has(file));
      byModule.set(module, { chunks: own.map((file) => relative(dir, file)), furtherBytes: sum(own) });
    }
    const { chunks, furtherBytes } = byModule.get(module);
    return { tag, module, chunks, furtherBytes, firstBytes: baseBytes + furtherBytes };
  });
  return {
    loaderBytes: gzipSize(loader),
    runtimeBytes: baseBytes - gzipSize(loader),
    runtimeChunks: [...base].map((file) => relative(dir, file)),
    elements,
  };
}
