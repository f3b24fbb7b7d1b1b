// Measures search suggestions on a database already holding the synthetic catalogue: per query the
// p50/p95/p99 latency, how many products match, and p50 as a ratio to a product lookup by id.
import { productById } from '../../packages/server/src/catalogue/cataloguePages.ts';
import { suggestProducts } from '../../packages/server/src/catalogue/products.ts';
import { typedSearch } from '../../packages/server/src/catalogue/searchTerms.ts';
import { matchingEveryWord } from '../../packages/server/src/catalogue/wordLookups.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { products } from '../../packages/server/src/db/schema.ts';
import { latencies, percentiles, type Percentiles } from './latency.ts';
import { SUGGESTION_QUERIES } from './syntheticCatalogue.ts';

export interface QueryLatency extends Percentiles {
  matchingProducts: number;
  suggestions: number;
  p50RatioToLookup: number;
}

export interface SuggestionLatency {
  products: number;
  goalP95Ms: number;
  productLookupP50Ms: number;
  perQuery: Record<string, QueryLatency>;
  worstP95Ms: number;
  meetsGoal: boolean;
  typoStillFindsUltraTech: boolean;
}

async function matchingProducts(db: Database, query: string): Promise<number> {
  return db.$count(products, (await matchingEveryWord(db, typedSearch(query))).matches);
}

export async function measureSuggestions(db: Database, goalP95Ms: number, rounds = Number(process.env.BENCH_ROUNDS ?? 60)): Promise<SuggestionLatency> {
  const lookup = percentiles(await latencies(() => productById(db, 1), rounds));
  const perQuery: Record<string, QueryLatency> = {};
  for (const query of SUGGESTION_QUERIES) {
    const timing = percentiles(await latencies(() => suggestProducts(db, query), rounds));
    perQuery[query] = {
      ...timing,
      matchingProducts: await matchingProducts(db, query),
      suggestions: (await suggestProducts(db, query)).length,
      p50RatioToLookup: +(timing.p50 / lookup.p50).toFixed(1),
    };
  }
  const worstP95Ms = Math.max(...Object.values(perQuery).map((query) => query.p95));
  const typo = await suggestProducts(db, 'cemnt ultratech');
  return {
    products: await db.$count(products),
    goalP95Ms,
    productLookupP50Ms: lookup.p50,
    perQuery,
    worstP95Ms,
    meetsGoal: worstP95Ms <= goalP95Ms,
    typoStillFindsUltraTech: typo.length > 0 && typo.every((suggestion) => /UltraTech/.test(suggestion.name)),
  };
}
