// Search quality on the judged query set (bench/search/judged-queries.json, issue 29): the demo catalogue
// on PGlite in memory, every query through the functions the API runs (suggestProducts for
// GET /products/search-suggestions, listProducts for GET /products/?search=, first 8), next to
// MiniSearch (default options, fuzzy 0.2 and prefix) indexing the same products in the same run.
// Prints a table per query kind (recall@8, MRR, zero-result rate over answerable queries), writes
// bench/results/search.json, and with BENCH_SEARCH_MISSES=1 lists the queries each engine misses.
//
//   node --conditions=source bench/search.ts
import { readFileSync, writeFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { listProducts, suggestProducts } from '../packages/server/src/catalogue/products.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { seedDemoData } from '../packages/server/src/db/seed/index.ts';

interface JudgedQuery {
  query: string;
  kind: string;
  relevant: string[];
  answerable?: boolean;
}

interface Score {
  recall: number;
  reciprocalRank: number;
  empty: boolean;
}

const TOP = 8;
const judged = (JSON.parse(readFileSync(new URL('search/judged-queries.json', import.meta.url), 'utf8')) as { queries: JudgedQuery[] }).queries;

/** Recall of the first 8 answers (out of at most 8 relevant products), the reciprocal rank of the first relevant one, and whether nothing came back. */
function score(answer: readonly string[], relevant: readonly string[]): Score {
  const top = answer.slice(0, TOP);
  const found = top.filter((sku) => relevant.includes(sku)).length;
  const first = top.findIndex((sku) => relevant.includes(sku));
  return { recall: found / Math.min(TOP, relevant.length), reciprocalRank: first < 0 ? 0 : 1 / (first + 1), empty: answer.length === 0 };
}

const { db, close } = await openDatabase({ dataDir: 'memory://' });
await seedDemoData(db);

const catalogue = (
  await db.execute<{
    id: number;
    sku: string;
    name: string;
    displayName: string | null;
    brand: string | null;
    description: string | null;
    category: string;
    parentCategory: string | null;
  }>(
    `select p.id, p.master_sku as sku, p.name, p.display_name as "displayName", p.brand, p.description, c.name as category, parent.name as "parentCategory"
     from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id`,
  )
).rows;
const peer = new MiniSearch({
  fields: ['name', 'displayName', 'brand', 'sku', 'category', 'parentCategory', 'description'],
  storeFields: ['sku'],
  searchOptions: { fuzzy: 0.2, prefix: true },
});
peer.addAll(catalogue);

const engines: Record<string, (query: string) => Promise<string[]>> = {
  suggestions: async (query) => (await suggestProducts(db, query)).map((suggestion) => suggestion.master_sku),
  list: async (query) => (await listProducts(db, { search: query, match: 'most', limit: TOP, offset: 0 })).items.map((product) => product.master_sku),
  minisearch: async (query) => peer.search(query).map((result) => result.sku as string),
};

const scores: Record<string, Map<JudgedQuery, Score>> = {};
const misses: Record<string, string[]> = {};
const unanswerableAnswered: Record<string, number> = {};
for (const [engine, search] of Object.entries(engines)) {
  scores[engine] = new Map();
  misses[engine] = [];
  unanswerableAnswered[engine] = 0;
  for (const query of judged) {
    const answer = await search(query.query);
    if (query.answerable === false) {
      if (answer.length > 0) unanswerableAnswered[engine]! += 1;
      continue;
    }
    const result = score(answer, query.relevant);
    scores[engine].set(query, result);
    if (result.recall < 1) misses[engine].push(`${query.kind} '${query.query}': ${result.recall.toFixed(2)} [${answer.slice(0, TOP).join(' ')}]`);
  }
}
await close();

const round = (value: number) => +value.toFixed(3);
function summary(engine: string, kind: string | null) {
  const rows = [...scores[engine]!].filter(([query]) => kind === null || query.kind === kind).map(([, result]) => result);
  const mean = (pick: (result: Score) => number) => round(rows.reduce((total, result) => total + pick(result), 0) / rows.length);
  return { queries: rows.length, recallAt8: mean((r) => r.recall), mrr: mean((r) => r.reciprocalRank), zeroResultRate: mean((r) => (r.empty ? 1 : 0)) };
}

const kinds = [...new Set(judged.map((query) => query.kind))];
const results = {
  date: new Date().toISOString(),
  queries: judged.length,
  answerable: judged.filter((query) => query.answerable !== false).length,
  unanswerableAnswered,
  engines: Object.fromEntries(
    Object.keys(engines).map((engine) => [
      engine,
      { overall: summary(engine, null), perKind: Object.fromEntries(kinds.map((kind) => [kind, summary(engine, kind)])) },
    ]),
  ),
};

const cell = (engine: string, kind: string | null) => {
  const { recallAt8, mrr, zeroResultRate } = summary(engine, kind);
  return `${recallAt8.toFixed(2)} / ${mrr.toFixed(2)} / ${zeroResultRate.toFixed(2)}`;
};
console.log(`${judged.length} judged queries, ${results.answerable} answerable. Each cell: recall@8 / MRR / zero-result rate.\n`);
console.log(`| kind | n | ${Object.keys(engines).join(' | ')} |`);
console.log(
  `| --- | --- | ${Object.keys(engines)
    .map(() => '---')
    .join(' | ')} |`,
);
for (const kind of [...kinds, null]) {
  const n = summary('suggestions', kind).queries;
  console.log(
    `| ${kind ?? '**overall**'} | ${n} | ${Object.keys(engines)
      .map((engine) => cell(engine, kind))
      .join(' | ')} |`,
  );
}
console.log(`\nUnanswerable queries that got answers: ${JSON.stringify(unanswerableAnswered)}`);
if (process.env.BENCH_SEARCH_MISSES) for (const [engine, lines] of Object.entries(misses)) console.log(`\n${engine} misses:\n${lines.join('\n')}`);
writeFileSync(new URL('results/search.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
