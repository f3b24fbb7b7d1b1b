// npm run bench: measurements printed as ratios within one run, and written to bench/results/latest.json.
// Needs a build (`npm run build`). Timings are measured here, never asserted in tests. Each
// TypeScript benchmark runs in its own process (it imports the server's TypeScript); the
// PostgreSQL ones report themselves skipped where no PostgreSQL 15 can start.
//
//   BENCH_PRODUCTS (100000)     products for the suggestion benchmark on PGlite
//   BENCH_PG_PRODUCTS (1000000) products for the suggestion benchmark on PostgreSQL
//   BENCH_PAGES_PRODUCTS (200000,1000000) the catalogue sizes the pages are timed at
//   BENCH_ROUNDS (60)           timed suggestions per query
//   BENCH_SECONDS (5), BENCH_CONNECTIONS (10)   autocannon's load per endpoint
//   BENCH_BUYERS (50), BENCH_CHECKOUT_ROUNDS (8) the checkout benchmark's buyers and their checkouts each
//   BENCH_COLD_STARTS (3)       cold starts timed (the median is reported)
// Each script also runs alone (`node bench/httpLoad.ts`) and prints its JSON.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { calculateLabour, defaultLabourInput } from '../packages/calculators/dist/index.js';
import { embedSizes, filesUnder, gzipSize, KB } from './bundleSizes.mjs';
import { printSummary } from './support/summary.mjs';

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
    budgetsKB: { loader: 5, firstWidget: 90, furtherWidget: 15 },
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

/** The TypeScript benchmarks, each in its own process, by the key of its section in latest.json. */
const SCRIPTS = {
  suggestions: 'bench/suggestions.ts',
  suggestionsPostgres: 'bench/suggestionsPostgres.ts',
  cataloguePages: 'bench/cataloguePages.ts',
  httpLoad: 'bench/httpLoad.ts',
  checkout: 'bench/checkout.ts',
  coldStart: 'bench/coldStart.ts',
  memory: 'bench/memory.ts',
};

/** Runs one benchmark script (its progress on stderr) and answers the JSON of its last stdout line, or why it failed. */
function runScript(name, file) {
  console.error(`${name}: node ${file}`);
  const start = performance.now();
  try {
    const output = execFileSync(process.execPath, ['--conditions=source', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    const result = JSON.parse(output.trim().split('\n').at(-1));
    console.error(`${name}: done in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    return result;
  } catch (error) {
    console.error(`${name} failed: ${error.message}`);
    return { failed: error.message.split('\n')[0] };
  }
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  loadAverageAtStart: loadavg().map((load) => +load.toFixed(1)),
  bundles: bundleSizes(),
  labour: labourThroughput(),
};
for (const [name, file] of Object.entries(SCRIPTS)) results[name] = runScript(name, file);
results.loadAverageAtEnd = loadavg().map((load) => +load.toFixed(1));
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
printSummary(results);
console.log('\nAll figures: bench/results/latest.json (what each means: bench/README.md)');
if (Object.values(results).some((section) => section && typeof section === 'object' && 'failed' in section)) process.exitCode = 1;
