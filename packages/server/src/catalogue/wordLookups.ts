import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { searchSynonyms, searchWords as spellingDictionary } from '../db/schema.ts';
import { typoBudget, typoCost } from './editDistance.ts';
import { matchesEveryWord, PLAIN_LEXEME, type Spelling, type TypedSearch } from './searchTerms.ts';

// What a search's words stand for besides themselves — synonyms, compounds written the other way,
// close spellings — looked up in one statement before the search's query (issue 30: a suggestion
// took five statements; with the similarity threshold on the connection it now takes two).

/**
 * How many dictionary words a typed word's trigrams shortlist (pg_trgm similarity ≥
 * TRIGRAM_SHORTLIST_SIMILARITY, which every database session is given: db/database.ts, closest
 * first) before edit distance decides; the dictionary holds a few thousand words.
 */
const SHORTLIST_SIZE = 64;

/** The shortest part a compound is split into ('fly' of 'flyash'). */
const COMPOUND_PART_MIN = 3;

const onlyLetters = (word: string) => /^\p{L}+$/u.test(word);
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** One row of the lookups: a synonym's alternatives, a dictionary word found, or a close spelling of a typed word. */
type LookupRow = {
  kind: 'synonym' | 'known' | 'close';
  typed: string;
  word: string;
  alternatives: string[] | null;
};

/** The synonyms of the words (search_synonyms). */
const synonymRows = (words: readonly string[]): SQL =>
  sql`select 'synonym' as kind, ${searchSynonyms.word} as typed, ${searchSynonyms.word} as word, ${searchSynonyms.alternatives} as alternatives
    from ${searchSynonyms} where ${searchSynonyms.word} = any(${sql.param([...words])}::text[])`;

/** Two neighbouring words that may be one word joined; `last` when they end the search (the joined word may be a start). */
interface Pair {
  first: string;
  second: string;
  joined: string;
  last: boolean;
}

/** A word of letters cut in two parts, each COMPOUND_PART_MIN letters or more. */
interface Split {
  word: string;
  head: string;
  tail: string;
}

/** The joined pairs and the splits a search's words could be compounds of. */
function compoundCandidates(words: readonly string[]): { pairs: Pair[]; splits: Split[] } {
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
  return { pairs, splits };
}

/** The dictionary words among the words, their joined pairs and their splits; the last pair joined when it starts a word. */
function knownRows(words: readonly string[], { pairs, splits }: { pairs: Pair[]; splits: Split[] }): SQL | null {
  const exact = [
    ...new Set([
      ...words.filter(onlyLetters),
      ...pairs.filter((pair) => !pair.last).map((pair) => pair.joined),
      ...splits.flatMap((split) => [split.head, split.tail]),
    ]),
  ];
  const lastPair = pairs.find((pair) => pair.last);
  if (exact.length === 0) return null;
  const found = sql`select 'known' as kind, ${spellingDictionary.word} as typed, ${spellingDictionary.word} as word, null::text[] as alternatives
    from ${spellingDictionary} where ${spellingDictionary.word} = any(${sql.param(exact)}::text[])`;
  if (!lastPair) return found;
  return sql`${found} union all select 'known', ${lastPair.joined}::text, ${lastPair.joined}::text, null::text[]
    where exists (select 1 from ${spellingDictionary} where ${spellingDictionary.word} like ${likePrefix(lastPair.joined)})`;
}

/** The words of letters within a typo budget: those a close spelling is looked for. */
const spellableWords = (words: readonly string[], typedLengths: ReadonlyMap<string, number>) => [
  ...new Set(words.filter((word) => !/\p{N}/u.test(word) && typoBudget(word, typedLengths.get(word)) > 0)),
];

/**
 * The trigram shortlist of each spellable word that is not a dictionary word — nor, for the last
 * word, the start of one.
 */
function closeRows(spellable: readonly string[], last: string | undefined): SQL | null {
  if (spellable.length === 0) return null;
  const known = sql`exists (select 1 from ${spellingDictionary} where ${spellingDictionary.word} = typed.word)
    or (typed.word = ${last ?? ''} and exists (select 1 from ${spellingDictionary} where ${spellingDictionary.word} like ${likePrefix(last ?? '')}))`;
  const close = sql`(select ${spellingDictionary.word} from ${spellingDictionary}
    where ${spellingDictionary.word} % typed.word order by ${spellingDictionary.word} <-> typed.word limit ${SHORTLIST_SIZE}) as close`;
  return sql`select 'close' as kind, typed.word as typed, close.word as word, null::text[] as alternatives
    from unnest(${sql.param([...spellable])}::text[]) as typed(word) cross join lateral ${close} where not (${known})`;
}

/** Runs the lookups given as one statement (each part parenthesised, joined by union all). */
async function lookUp(db: Database, parts: ReadonlyArray<SQL | null>): Promise<LookupRow[]> {
  const present = parts.filter((part): part is SQL => part !== null);
  if (present.length === 0) return [];
  const statement = sql.join(
    present.map((part) => sql`(${part})`),
    sql` union all `,
  );
  return (await db.execute<LookupRow>(statement)).rows;
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

/** The close spellings among the shortlisted words: within the typed word's budget by edit distance, fewest typos first. */
function closeSpellingsFrom(rows: readonly LookupRow[], last: string | undefined, typedLengths: ReadonlyMap<string, number>): Map<string, Spelling[]> {
  const spellings = new Map<string, Spelling[]>();
  for (const { typed, word } of rows) {
    if (!PLAIN_LEXEME.test(word)) continue;
    const typos = typed === last ? lastWordTypos(typed, word) : typoCost(typed, word);
    if (typos > 0 && typos <= typoBudget(typed, typedLengths.get(typed))) spellings.set(typed, [...(spellings.get(typed) ?? []), { word, typos }]);
  }
  for (const list of spellings.values()) list.sort((a, b) => a.typos - b.typos);
  return spellings;
}

/**
 * For each search word made of letters that is not a word of the spelling dictionary (search_words:
 * the words of every product's name, brand, categories, SKU and description) — nor, for the last
 * word, the start of one — the dictionary words within its typo budget (typoBudget: none under 5
 * letters, one from 5, two from 9) by Damerau-Levenshtein distance, a wrong first letter costing one
 * more (typoCost), fewest typos first: 'cmeent' → [{ word: 'cement', typos: 1 }]; the last word may
 * also be a typo of the start of a word (lastWordTypos). Trigrams only shortlist the candidates.
 * Words with digits (sizes, grades) are not corrected.
 */
export async function closeSpellings(
  db: Database,
  words: readonly string[],
  last = words.at(-1),
  typedLengths: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, Spelling[]>> {
  return closeSpellingsFrom(await lookUp(db, [closeRows(spellableWords(words, typedLengths), last)]), last, typedLengths);
}

/**
 * Compounds written joined or apart (issue 29), as alternatives with no typos: a typed word that is
 * not a dictionary word but two of them joined also matches both ('flyash' → 'fly ash', 'wallputty',
 * 'washbasin'); two neighbouring typed words that are one dictionary word when joined also match it
 * ('water proofing' → 'waterproofing', 'wheel barrow') — the last two, the start of one ('water proof').
 */
function compoundsFrom({ pairs, splits }: { pairs: Pair[]; splits: Split[] }, known: ReadonlySet<string>): Map<string, Spelling[]> {
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
 * The search's words with their synonyms (search_synonyms: 'saria' → 'tmt'), compounds and close
 * spellings — words with synonyms or compounds are not corrected — looked up in one statement, and
 * the condition a product must meet.
 */
export async function matchingEveryWord(
  db: Database,
  { words, typedLengths }: TypedSearch,
): Promise<{ matches: SQL | undefined; spellings: ReadonlyMap<string, readonly Spelling[]> }> {
  if (words.length === 0) return { matches: undefined, spellings: new Map() };
  const last = words.at(-1);
  const compounds = compoundCandidates(words);
  const rows = await lookUp(db, [synonymRows(words), knownRows(words, compounds), closeRows(spellableWords(words, typedLengths), last)]);
  const alternatives = new Map<string, Spelling[]>();
  for (const { kind, word, alternatives: others } of rows) {
    if (kind !== 'synonym' || !others) continue;
    alternatives.set(
      word,
      others.filter((other) => PLAIN_LEXEME.test(other)).map((other) => ({ word: other, typos: 0 })),
    );
  }
  const known = new Set(rows.filter((row) => row.kind === 'known').map((row) => row.word));
  for (const [word, list] of compoundsFrom(compounds, known)) alternatives.set(word, [...(alternatives.get(word) ?? []), ...list]);
  const close = rows.filter((row) => row.kind === 'close' && !alternatives.has(row.typed));
  const spellings = closeSpellingsFrom(close, last, typedLengths);
  for (const [word, others] of alternatives) spellings.set(word, others);
  return { matches: matchesEveryWord(words, spellings), spellings };
}
