import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products, searchSynonyms, searchWords as spellingDictionary } from '../db/schema.ts';
import { typoBudget, typoCost } from './editDistance.ts';
import { searchNormalForm, searchNormalFormAsTyped } from './searchNormalForm.ts';

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
  return wordsOf(searchNormalForm(search));
}

function wordsOf(normal: string): string[] {
  const words = normal.match(WORD) ?? [];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

/** A search as matching reads it: its words (searchWords) and the letters each was typed with. */
export interface TypedSearch {
  words: string[];
  /** Letters of a word as typed, before its plural was folded: 'tiels' is the word 'tiel' typed with 5. */
  typedLengths: ReadonlyMap<string, number>;
}

/** The search's words and how long each was as typed (typo budgets count the letters typed). */
export function typedSearch(search: string): TypedSearch {
  const words = searchWords(search);
  const asTyped = wordsOf(searchNormalFormAsTyped(search));
  const typedLengths = new Map<string, number>();
  if (asTyped.length === words.length) words.forEach((word, index) => typedLengths.set(word, [...(asTyped[index] ?? word)].length));
  return { words, typedLengths };
}

/**
 * How many dictionary words a typed word's trigrams shortlist (pg_trgm similarity ≥
 * TRIGRAM_SHORTLIST_SIMILARITY, which every database session is given: db/database.ts, closest
 * first) before edit distance decides; the dictionary holds a few thousand words.
 */
const SHORTLIST_SIZE = 64;

/** Nothing tsquery's syntax reads as an operator, a quote or a space (the dictionary holds none; checked again here). */
const PLAIN_LEXEME = /^[^\s'"&|!():*<>\\]+$/u;

/**
 * A word standing in for a typed one: a close spelling with its number of typos (1 or 2), or, with
 * no typos, a synonym or a compound written the other way — which may be two words a product must
 * both have ('fly ash' for 'flyash') or, for the last word, the start of a word ('waterproof…').
 */
export interface Spelling {
  /** One word, or several separated by a space that must all match. */
  word: string;
  typos: number;
  /** The word may be the start of a product's word (the last word of a search). */
  prefix?: boolean;
}

/** Which fields of search_vector a word is looked for in: any (''), or name, brand, categories and SKU ('ABC', weights A-C). */
type Fields = '' | 'ABC';

/** A word in tsquery syntax: 'cement', 'waterproof:*', 'cement:ABC', 'cem:*ABC'. */
const lexemeQueryText = (lexeme: string, prefix: boolean, fields: Fields) => (prefix ? `${lexeme}:*${fields}` : fields ? `${lexeme}:${fields}` : lexeme);

/** A spelling in tsquery syntax: 'cement', 'waterproof:*', '(fly & ash)'. */
function spellingQueryText(spelling: Spelling, fields: Fields = ''): string {
  const lexemes = spelling.word.split(' ').map((lexeme) => lexemeQueryText(lexeme, spelling.prefix ?? false, fields));
  return lexemes.length > 1 ? `(${lexemes.join(' & ')})` : (lexemes[0] ?? '');
}

/**
 * For each search word made of letters that is not a word of the spelling dictionary (search_words:
 * the words of every product's name, brand, categories and SKU) — nor, for the last word, the start
 * of one — the dictionary words within its typo budget (typoBudget: none under 5 letters, one from
 * 5, two from 9) by Damerau-Levenshtein distance, a wrong first letter costing one more (typoCost),
 * fewest typos first: 'cmeent' → [{ word: 'cement', typos: 1 }]; the last word may also be a typo
 * of the start of a word (lastWordTypos). Trigrams only shortlist the
 * candidates. Words with digits (sizes, grades) are not corrected.
 */
export async function closeSpellings(
  db: Database,
  words: readonly string[],
  last = words.at(-1),
  typedLengths: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, Spelling[]>> {
  const budget = (word: string) => typoBudget(word, typedLengths.get(word));
  const spellable = [...new Set(words.filter((word) => !/\p{N}/u.test(word) && budget(word) > 0))];
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
    if (typos > 0 && typos <= budget(typed)) spellings.set(typed, [...(spellings.get(typed) ?? []), { word, typos }]);
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
const ownQuery = (word: string, isLast: boolean, fields: Fields = '') => sql`to_tsquery('simple', ${lexemeQueryText(word, isLast, fields)})`;

/** A word's close spellings, synonyms or compounds as one tsquery: any of them (in the fields given, else any). */
const spellingsQuery = (spellings: readonly Spelling[], fields: Fields = '') =>
  sql`${spellings.map((spelling) => spellingQueryText(spelling, fields)).join(' | ')}::tsquery`;

/**
 * A product matches a word when the word is a word of its name, brand, categories, SKU or description — the last
 * word, which may still be being typed, when a word there starts with it (full-text prefix,
 * `word:*`) — or when one of the word's close spellings, synonyms or compounds is, so 'cemnt' finds
 * cement. Every word must match.
 * One tsquery, answered by the search_vector GIN index; only the last word is a prefix because
 * intersecting prefixes of common words ('asian:* & primer:*') reads every product they match.
 */
export function matchesEveryWord(
  words: readonly string[],
  spellings: ReadonlyMap<string, readonly Spelling[]>,
  last = words.at(-1),
  fields: Fields = '',
): SQL | undefined {
  if (words.length === 0) return undefined;
  const wordQuery = (word: string) => {
    const own = ownQuery(word, word === last, fields);
    const close = spellings.get(word) ?? [];
    return close.length === 0 ? own : sql`(${own} || ${spellingsQuery(close, fields)})`;
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
 * The search's words with their synonyms, compounds and close spellings (words with synonyms or
 * compounds are not corrected), and the condition a product must meet.
 */
export async function matchingEveryWord(
  db: Database,
  { words, typedLengths }: TypedSearch,
): Promise<{ matches: SQL | undefined; spellings: ReadonlyMap<string, readonly Spelling[]> }> {
  const alternatives = await synonymsOf(db, words);
  for (const [word, compounds] of await compoundSpellings(db, words)) alternatives.set(word, [...(alternatives.get(word) ?? []), ...compounds]);
  const spellings = await closeSpellings(
    db,
    words.filter((word) => !alternatives.has(word)),
    words.at(-1),
    typedLengths,
  );
  for (const [word, others] of alternatives) spellings.set(word, others);
  return { matches: matchesEveryWord(words, spellings), spellings };
}

/** The shortest part a compound is split into ('fly' of 'flyash'). */
const COMPOUND_PART_MIN = 3;

const onlyLetters = (word: string) => /^\p{L}+$/u.test(word);

/**
 * Compounds written joined or apart (issue 29), as alternatives with no typos: a typed word that is
 * not a dictionary word but two of them joined also matches both ('flyash' → 'fly ash', 'wallputty',
 * 'washbasin'); two neighbouring typed words that are one dictionary word when joined also match it
 * ('water proofing' → 'waterproofing', 'wheel barrow') — the last two, the start of one ('water proof').
 */
export async function compoundSpellings(db: Database, words: readonly string[]): Promise<Map<string, Spelling[]>> {
  const pairs = words.slice(1).flatMap((second, index) => {
    const first = words[index] ?? '';
    return onlyLetters(first) && onlyLetters(second) ? [{ first, second, joined: first + second, last: index === words.length - 2 }] : [];
  });
  const splits = words.filter(onlyLetters).flatMap((word) => {
    const letters = [...word];
    return Array.from({ length: Math.max(0, letters.length - 2 * COMPOUND_PART_MIN + 1) }, (_, index) => {
      const cut = COMPOUND_PART_MIN + index;
      return { word, head: letters.slice(0, cut).join(''), tail: letters.slice(cut).join('') };
    });
  });
  const exactLookups = [
    ...new Set([
      ...words.filter(onlyLetters),
      ...pairs.filter((pair) => !pair.last).map((pair) => pair.joined),
      ...splits.flatMap((split) => [split.head, split.tail]),
    ]),
  ];
  const lastPair = pairs.find((pair) => pair.last);
  if (exactLookups.length === 0) return new Map();
  const exact = sql`select ${spellingDictionary.word} as word from ${spellingDictionary} where ${spellingDictionary.word} in (${sql.join(
    exactLookups.map((word) => sql`${word}`),
    sql`, `,
  )})`;
  const startOfWord = lastPair
    ? sql` union all select ${lastPair.joined} as word where exists (select 1 from ${spellingDictionary} where ${spellingDictionary.word} like ${`${lastPair.joined.replace(/[\\%_]/g, '\\$&')}%`})`
    : sql``;
  const known = new Set((await db.execute<{ word: string }>(sql`${exact}${startOfWord}`)).rows.map((row) => row.word));
  const compounds = new Map<string, Spelling[]>();
  const add = (word: string, spelling: Spelling) => compounds.set(word, [...(compounds.get(word) ?? []), spelling]);
  for (const pair of pairs) {
    if (!known.has(pair.joined)) continue;
    const spelling = { word: pair.joined, typos: 0, prefix: pair.last };
    add(pair.first, spelling);
    add(pair.second, spelling);
  }
  for (const { word, head, tail } of splits) {
    if (!known.has(word) && known.has(head) && known.has(tail)) add(word, { word: `${head} ${tail}`, typos: 0 });
  }
  return compounds;
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
  const anyForm = (word: string) =>
    sql`to_tsquery('simple', ${[`${word}:*`, ...(spellings.get(word) ?? []).map((spelling) => spellingQueryText(spelling))].join(' | ')})`;
  return sql<number>`ts_rank(${products.searchVector}, (${sql.join(words.map(anyForm), sql` || `)}))`;
}
