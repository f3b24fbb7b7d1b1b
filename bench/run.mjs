// npm run bench: measurements printed as ratios within one run, and written to bench/results/latest.json.
// Needs a build (`npm run build`). Timings are measured here, never asserted in tests.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { calculateLabour, defaultLabourInput } from '../packages/calculators/dist/index.js';
import { embedSizes, filesUnder, gzipSize, KB } from './bundleSizes.mjs';

/**
 * Embed budgets of issue 10 (gzip; enforced by bench/sizeBudgets.mjs in npm test): the loader
 * (5 KB), the first widget on a page with all it fetches, React and CSS included (90 KB), a further
 * widget (15 KB). Recorded here for the dealer site's first widget (the labour calculator) and a
 * quote button added after it, and the largest of every element.
 */
function bundleSizes() {
  const { loaderBytes, elements } = embedSizes();
  const element = (tag) => elements.find((candidate) => candidate.tag === tag);
  const first = element('nirmaan-labour-calculator').firstBytes;
  const largest = (key) => elements.reduce((top, candidate) => (candidate[key] > top[key] ? candidate : top));
  const hostEntry = filesUnder('host-app/dist/assets', '.js').filter((path) => /index-[^/]*\.js$/.test(path));
  return {
    loaderGzipKB: +(loaderBytes / KB).toFixed(1),
    firstWidgetGzipKB: +(first / KB).toFixed(1),
    firstWidgetShareOfBudget: +(first / (90 * KB)).toFixed(2),
    furtherWidgetGzipKB: +(element('nirmaan-quote-request').furtherBytes / KB).toFixed(1),
    largestFirstWidget: { tag: largest('firstBytes').tag, gzipKB: +(largest('firstBytes').firstBytes / KB).toFixed(1) },
    largestFurtherWidget: { tag: largest('furtherBytes').tag, gzipKB: +(largest('furtherBytes').furtherBytes / KB).toFixed(1) },
    hostAppEntryGzipKB: +(hostEntry.reduce((total, file) => total + gzipSize(file), 0) / KB).toFixed(1),
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
