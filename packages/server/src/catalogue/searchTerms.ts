import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products, searchSynonyms, searchWords as spellingDictionary } from '../db/schema.ts';
import { typoBudget, typoCost } from './editDistance.ts';
import { searchNormalForm } from './searchNormalForm.ts';

/** At most this many words of a search are used; more only slow the query down. */
const MAX_WORDS = 8;

/** Words dropped from a search of more than one word ('wires and cables'): the catalogue's text does not need them. */
const STOP_WORDS = new Set(['and', 'or', 'with', 'for', 'of', 'the', 'per', 'in', 'to', 'an']);

/** A word: letters (with their combining marks) and digits; a decimal ('1.5') or a fraction ('3/4') is one word. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[./]\p{N}+)*/gu;

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
 * How many dictionary words a typed word's trigrams shortlist (pg_trgm similarity ≥ SHORTLIST_SIMILARITY,
 * closest first) before edit distance decides: low enough that a swap ('hnige' → 'hinge', 0.2) or
 * a changed letter in a short word is on the list; the dictionary holds a few thousand words.
 */
export const SHORTLIST_SIMILARITY = 0.15;
const SHORTLIST_SIZE = 64;

/** Runs catalogue searches in a transaction whose `%` operator uses SHORTLIST_SIMILARITY. */
export function withTypoTolerance<T>(db: Database, search: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${SHORTLIST_SIMILARITY}`));
    return search(tx);
  });
}

/** Nothing tsquery's syntax reads as an operator, a quote or a space (the dictionary holds none; checked again here). */
const PLAIN_LEXEME = /^[^\s'"&|!():*<>\\]+$/u;

/** A word standing in for a typed one: a close spelling with its number of typos (1 or 2), or a synonym (typos 0). */
export interface Spelling {
  word: string;
  typos: number;
}

/**
 * For each search word made of letters that is not a word of the spelling dictionary (search_words:
 * the words of every product's name, brand, categories and SKU) — nor, for the last word, the start
 * of one — the dictionary words within its typo budget (typoBudget: none under 5 letters, one from
 * 5, two from 9) by Damerau-Levenshtein distance, a wrong first letter costing one more (typoCost),
 * fewest typos first: 'cmeent' → [{ word: 'cement', typos: 1 }]; the last word may also be a typo
 * of the start of a word (lastWordTypos). Trigrams only shortlist the
 * candidates. Words with digits (sizes, grades) are not corrected. Run it inside withTypoTolerance.
 */
export async function closeSpellings(db: Database, words: readonly string[], last = words.at(-1)): Promise<Map<string, Spelling[]>> {
  const spellable = [...new Set(words.filter((word) => !/\p{N}/u.test(word) && typoBudget(word) > 0))];
  const spellings = new Map<string, Spelling[]>();
  if (spellable.length === 0) return spellings;
  const typedWords = sql`unnest(array[${sql.join(
    spellable.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]) as typed(word)`;
  const lastPrefix = `${(last ?? '').replace(/[\\%_]/g, '\\$&')}%`;
  const known = sql`exists (select 1 from ${spellingDictionary} where ${spellingDictionary.word} = typed.word)
    or (typed.word = ${last ?? ''} and exists (select 1 from ${spellingDictionary} where ${spellingDictionary.word} like ${lastPrefix}))`;
  const close = sql`(select ${spellingDictionary.word} from ${spellingDictionary}
    where ${spellingDictionary.word} % typed.word order by ${spellingDictionary.word} <-> typed.word limit ${SHORTLIST_SIZE}) as close`;
  const found = await db.execute<{ typed: string; word: string }>(
    sql`select typed.word as typed, close.word from ${typedWords} cross join lateral ${close} where not (${known})`,
  );
  for (const { typed, word } of found.rows) {
    if (!PLAIN_LEXEME.test(word)) continue;
    const typos = typed === last ? lastWordTypos(typed, word) : typoCost(typed, word);
    if (typos > 0 && typos <= typoBudget(typed)) spellings.set(typed, [...(spellings.get(typed) ?? []), { word, typos }]);
  }
  for (const list of spellings.values()) list.sort((a, b) => a.typos - b.typos);
  return spellings;
}

/**
 * The typos of the last word, which may still be being typed: against the whole dictionary word or
 * against its start ('waterprof' is one typo from 'waterproo…', so it finds 'waterproofing').
 */
function lastWordTypos(typed: string, word: string): number {
  const length = [...typed].length;
  let fewest = typoCost(typed, word);
  for (let cut = length; cut <= length + 1 && cut < [...word].length; cut++) fewest = Math.min(fewest, typoCost(typed, [...word].slice(0, cut).join('')));
  return fewest;
}

/** A word as typed: a whole word, or the start of one when it is the last of the search (it may still be being typed). */
const ownQuery = (word: string, isLast: boolean) => sql`to_tsquery('simple', ${isLast ? `${word}:*` : word})`;

/** A word's close spellings as one tsquery, each a word of a product's name, brand, categories or SKU (weights A, B and C). */
const spellingsQuery = (spellings: readonly Spelling[]) => sql`${spellings.map((spelling) => `${spelling.word}:ABC`).join(' | ')}::tsquery`;

/**
 * A product matches a word when the word is a word of its name, brand, categories, SKU or description — the last
 * word, which may still be being typed, when a word there starts with it (full-text prefix,
 * `word:*`) — or when a word of its name, brand, categories or SKU is one of the word's close spellings
 * (`cement:ABC`, weights A, B and C of search_vector), so 'cemnt' finds cement. Every word must match.
 * One tsquery, answered by the search_vector GIN index; only the last word is a prefix because
 * intersecting prefixes of common words ('asian:* & primer:*') reads every product they match.
 */
export function matchesEveryWord(words: readonly string[], spellings: ReadonlyMap<string, readonly Spelling[]>): SQL | undefined {
  if (words.length === 0) return undefined;
  const wordQuery = (word: string, index: number) => {
    const own = ownQuery(word, index === words.length - 1);
    const close = spellings.get(word) ?? [];
    return close.length === 0 ? own : sql`(${own} || ${spellingsQuery(close)})`;
  };
  return sql`${products.searchVector} @@ (${sql.join(words.map(wordQuery), sql` && `)})`;
}

/** The synonyms of the search's words (search_synonyms) as alternatives with no typos: 'saria' → [{ word: 'tmt', typos: 0 }]. */
export async function synonymsOf(db: Database, words: readonly string[]): Promise<Map<string, Spelling[]>> {
  const synonyms = new Map<string, Spelling[]>();
  if (words.length === 0) return synonyms;
  const rows = await db
    .select({ word: searchSynonyms.word, alternatives: searchSynonyms.alternatives })
    .from(searchSynonyms)
    .where(inArray(searchSynonyms.word, [...words]));
  for (const { word, alternatives } of rows) {
    synonyms.set(
      word,
      alternatives.filter((alternative) => PLAIN_LEXEME.test(alternative)).map((alternative) => ({ word: alternative, typos: 0 })),
    );
  }
  return synonyms;
}

/**
 * The search's words with their synonyms and close spellings (words with synonyms are not
 * corrected), and the condition a product must meet. Run it inside withTypoTolerance.
 */
export async function matchingEveryWord(
  db: Database,
  words: readonly string[],
): Promise<{ matches: SQL | undefined; spellings: ReadonlyMap<string, readonly Spelling[]> }> {
  const alternatives = await synonymsOf(db, words);
  const spellings = await closeSpellings(
    db,
    words.filter((word) => !alternatives.has(word)),
    words.at(-1),
  );
  for (const [word, synonyms] of alternatives) spellings.set(word, synonyms);
  return { matches: matchesEveryWord(words, spellings), spellings };
}

/**
 * How well a product matches each word, higher first (order by it descending): an exact word (3)
 * beats the start of a word or a synonym (2), one typo (1), two typos (0.5), summed over the words. Ties are
 * broken by fieldRank, then by popularity (products.ts).
 */
export function matchTier(words: readonly string[], spellings: ReadonlyMap<string, readonly Spelling[]> = new Map()): SQL<number> {
  if (words.length === 0) return sql<number>`0`;
  const tier = (word: string) => {
    const exact = sql`when ${products.searchVector} @@ to_tsquery('simple', ${word}) then 3`;
    const prefix = sql`when ${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`}) then 2`;
    const synonyms = (spellings.get(word) ?? []).filter((spelling) => spelling.typos === 0);
    const synonym = synonyms.length > 0 ? sql`when ${products.searchVector} @@ ${spellingsQuery(synonyms)} then 2` : sql``;
    const oneTypo = (spellings.get(word) ?? []).filter((spelling) => spelling.typos === 1);
    const twoTypos = (spellings.get(word) ?? []).filter((spelling) => spelling.typos === 2);
    const typo1 = oneTypo.length > 0 ? sql`when ${products.searchVector} @@ ${spellingsQuery(oneTypo)} then 1` : sql``;
    const typo2 = twoTypos.length > 0 ? sql`when ${products.searchVector} @@ ${spellingsQuery(twoTypos)} then 0.5` : sql``;
    return sql`(case ${exact} ${prefix} ${synonym} ${typo1} ${typo2} else 0 end)`;
  };
  return sql<number>`(${sql.join(words.map(tier), sql` + `)})`;
}

/** Which fields the words (or their close spellings) are in: ts_rank with name (A) over brand and categories (B), SKU (C), description (D). */
export function fieldRank(words: readonly string[], spellings: ReadonlyMap<string, readonly Spelling[]> = new Map()): SQL<number> {
  if (words.length === 0) return sql<number>`0`;
  const anyForm = (word: string) => sql`to_tsquery('simple', ${[`${word}:*`, ...(spellings.get(word) ?? []).map((spelling) => spelling.word)].join(' | ')})`;
  return sql<number>`ts_rank(${products.searchVector}, (${sql.join(words.map(anyForm), sql` || `)}))`;
}
