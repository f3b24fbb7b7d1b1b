// npm run bench: measurements printed as ratios within one run, and written to bench/results/latest.json.
// Needs a build (`npm run build`). Timings are measured here, never asserted in tests.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { calculateLabour, defaultLabourInput } from '../packages/calculators/dist/index.js';

const KB = 1024;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function filesUnder(dir, extension) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => path.endsWith(extension) && statSync(path).isFile());
}

const EMBED_DIR = 'packages/elements/dist/embed';

/** A chunk and every chunk it imports statically (what the browser fetches before it runs). */
function chunkClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) chunkClosure(join(dirname(file), path), seen);
  return seen;
}

const chunkNamed = (name) => filesUnder(`${EMBED_DIR}/chunks`, '.js').find((path) => path.includes(`/${name}-`));

/**
 * Embed budgets of issue 10 (gzip): the loader (5 KB), the first widget on a page with all it
 * fetches, React and CSS included (90 KB), a further widget (15 KB).
 */
function bundleSizes() {
  const loader = `${EMBED_DIR}/embed.js`;
  const runtime = chunkClosure(chunkNamed('embedRuntime'));
  const firstWidget = new Set([loader, ...runtime, ...chunkClosure(chunkNamed('labourCalculatorElement'))]);
  const furtherWidget = [...chunkClosure(chunkNamed('quoteRequestElement'))].filter((file) => !firstWidget.has(file));
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  const hostEntry = filesUnder('host-app/dist/assets', '.js').filter((path) => /index-[^/]*\.js$/.test(path));
  return {
    loaderGzipKB: +(gzipSize(loader) / KB).toFixed(1),
    firstWidgetGzipKB: +(sum(firstWidget) / KB).toFixed(1),
    firstWidgetShareOfBudget: +(sum(firstWidget) / (90 * KB)).toFixed(2),
    furtherWidgetGzipKB: +(sum(furtherWidget) / KB).toFixed(1),
    hostAppEntryGzipKB: +(sum(hostEntry) / KB).toFixed(1),
  };
}

/** Labour calculations per second, as a ratio to parsing the same input as JSON (a fixed yardstick). */
function labourThroughput() {
  const input = { ...defaultLabourInput('masonry', 'metro'), quantity: 12000, days: 10 };
  const json = JSON.stringify(input);
  const rate = (work) => {
    const rounds = 200_000;
    for (let i = 0; i < 10_000; i++) work(i);
    const start = performance.now();
    for (let i = 0; i < rounds; i++) work(i);
    return rounds / ((performance.now() - start) / 1000);
  };
  const calculations = rate((i) => calculateLabour({ ...input, quantity: 1000 + i }));
  const jsonParses = rate(() => JSON.parse(json));
  return { labourCalculationsPerSecond: Math.round(calculations), ratioToJsonParse: +(calculations / jsonParses).toFixed(2) };
}

/** Search suggestions with 100k products on PGlite (bench/suggestions.ts, its own process: it needs the server's TypeScript). */
function suggestionLatency() {
  return JSON.parse(execFileSync(process.execPath, ['bench/suggestions.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1));
}

const results = { date: new Date().toISOString(), node: process.version, bundles: bundleSizes(), labour: labourThroughput(), suggestions: suggestionLatency() };
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
