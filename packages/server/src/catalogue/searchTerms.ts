import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema.ts';
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

/** Nothing tsquery's syntax reads as an operator, a quote or a space (the dictionary holds none; checked again here). */
export const PLAIN_LEXEME = /^[^\s'"&|!():*<>\\]+$/u;

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
