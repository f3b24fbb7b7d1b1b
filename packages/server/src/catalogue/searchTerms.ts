import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema.ts';

/** At most this many words of a search are used; more only slow the query down. */
const MAX_WORDS = 6;

/**
 * The words of a search: letters (with their combining marks) and digits only (so nothing reaches to_tsquery's syntax),
 * lower-cased, at most six. 'UltraTech OPC-53!' → ['ultratech', 'opc', '53'].
 */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * A product matches a word when a word of its name, brand, SKU or description starts with it
 * (full-text prefix on search_vector), or when the word is close to a word of its name, brand or
 * SKU (pg_trgm word similarity ≥ TYPO_SIMILARITY, the `<%` operator, served by the trigram index)
 * — so 'cemnt' finds cement. Every word must match. Run it inside withTypoTolerance.
 */
export function matchesEveryWord(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`(${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`}) or ${word} <% ${products.searchText})`),
    sql` and `,
  );
}

/** Higher for better matches: prefix matches in the name count most, then closeness of spelling. */
export function relevance(words: readonly string[]): SQL<number> {
  if (words.length === 0) return sql<number>`0`;
  const perWord = words.map(
    (word) => sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${`${word}:*`})) + word_similarity(${word}, ${products.searchText})`,
  );
  return sql<number>`(${sql.join(perWord, sql` + `)})`;
}

/**
 * How close a misspelt word must be: pg_trgm's default of 0.6 misses one dropped letter in a short
 * word ('cemnt' is 0.5 to 'cement'); 0.45 keeps those and still refuses unrelated words.
 */
export const TYPO_SIMILARITY = 0.45;

/** Runs catalogue searches in a transaction whose `<%` operator uses TYPO_SIMILARITY. */
export function withTypoTolerance<T>(db: Database, search: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
    return search(tx);
  });
}
