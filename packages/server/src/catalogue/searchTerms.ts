import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products, searchWords as spellingDictionary } from '../db/schema.ts';
import { searchNormalForm } from './searchNormalForm.ts';

/** At most this many words of a search are used; more only slow the query down. */
const MAX_WORDS = 8;

/** Words dropped from a search of more than one word ('wires and cables'): the catalogue's text does not need them. */
const STOP_WORDS = new Set(['and', 'or', 'with', 'for', 'of', 'the', 'per', 'in', 'to', 'an']);

/** A word: letters (with their combining marks) and digits; a decimal ('1.5') or a fraction ('3/4') is one word. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[./]\p{N}+)*/gu;

/** At most this many dictionary words stand in for one misspelt word, the closest first. */
const MAX_SPELLINGS = 16;

/**
 * The words of a search in the normal form the index holds (searchNormalForm): letters (with their
 * combining marks) and digits only, decimals and fractions kept whole (so nothing reaches
 * to_tsquery's syntax), stop words dropped unless nothing else is left, at most eight.
 * 'UltraTech OPC-53!' → ['ultratech', 'opc', '53']; '8mm TMT bars' → ['8', 'mm', 'tmt', 'bar'].
 */
export function searchWords(search: string): string[] {
  const words = searchNormalForm(search).match(WORD) ?? [];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
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

/** Nothing tsquery's syntax reads as an operator, a quote or a space (the dictionary holds none; checked again here). */
const PLAIN_LEXEME = /^[^\s'"&|!():*<>\\]+$/u;

/**
 * For each search word made of letters, the words of the spelling dictionary (search_words: the
 * words of every product's name, brand, categories and SKU) within TYPO_SIMILARITY of it by pg_trgm word
 * similarity, closest first: 'cemnt' → ['cement', 'cem']. A few thousand words are searched
 * instead of every product. Words with digits (sizes, grades) are not corrected. Run it inside
 * withTypoTolerance.
 */
export async function closeSpellings(db: Database, words: readonly string[]): Promise<Map<string, string[]>> {
  const spellable = words.filter((word) => !/\p{N}/u.test(word));
  const spellings = new Map<string, string[]>();
  if (spellable.length === 0) return spellings;
  const typedWords = sql`unnest(array[${sql.join(
    spellable.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]) as typed(word)`;
  const close = sql`(select ${spellingDictionary.word} from ${spellingDictionary}
    where typed.word <% ${spellingDictionary.word} order by typed.word <<-> ${spellingDictionary.word} limit ${MAX_SPELLINGS}) as close`;
  const found = await db.execute<{ typed: string; word: string }>(sql`select typed.word as typed, close.word from ${typedWords} cross join lateral ${close}`);
  for (const { typed, word } of found.rows) {
    if (PLAIN_LEXEME.test(word)) spellings.set(typed, [...(spellings.get(typed) ?? []), word]);
  }
  return spellings;
}

/**
 * A product matches a word when the word is a word of its name, brand, categories, SKU or description — the last
 * word, which may still be being typed, when a word there starts with it (full-text prefix,
 * `word:*`) — or when a word of its name, brand, categories or SKU is one of the word's close spellings
 * (`cement:ABC`, weights A, B and C of search_vector), so 'cemnt' finds cement. Every word must match.
 * One tsquery, answered by the search_vector GIN index; only the last word is a prefix because
 * intersecting prefixes of common words ('asian:* & primer:*') reads every product they match.
 */
export function matchesEveryWord(words: readonly string[], spellings: ReadonlyMap<string, readonly string[]>): SQL | undefined {
  if (words.length === 0) return undefined;
  const wordQuery = (word: string, index: number) => {
    const own = sql`to_tsquery('simple', ${index === words.length - 1 ? `${word}:*` : word})`;
    const close = spellings.get(word) ?? [];
    return close.length === 0 ? own : sql`(${own} || ${close.map((spelling) => `${spelling}:ABC`).join(' | ')}::tsquery)`;
  };
  return sql`${products.searchVector} @@ (${sql.join(words.map(wordQuery), sql` && `)})`;
}

/** matchesEveryWord with the words' close spellings looked up first. Run it inside withTypoTolerance. */
export async function matchingEveryWord(db: Database, words: readonly string[]): Promise<SQL | undefined> {
  return words.length === 0 ? undefined : matchesEveryWord(words, await closeSpellings(db, words));
}

/** Higher for better matches: prefix matches in the name count most, then closeness of spelling. */
export function relevance(words: readonly string[]): SQL<number> {
  if (words.length === 0) return sql<number>`0`;
  const perWord = words.map(
    (word) => sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${`${word}:*`})) + word_similarity(${word}, ${products.searchText})`,
  );
  return sql<number>`(${sql.join(perWord, sql` + `)})`;
}
