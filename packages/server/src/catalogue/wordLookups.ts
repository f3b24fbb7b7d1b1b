import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { preparedOnce } from '../db/prepared.ts';
import { searchSynonyms, searchWords as spellingDictionary } from '../db/schema.ts';
import { typoBudget, typoCost } from './editDistance.ts';
import { matchesEveryWord, PLAIN_LEXEME, type Spelling, type TypedSearch } from './searchTerms.ts';

// What a search's words stand for besides themselves — synonyms, compounds written the other way,
// close spellings — looked up in one prepared statement before the search's query (issue 30: a
// suggestion took five statements; with the similarity threshold on the connection it takes two,
// and only the second, whose text follows the words and their spellings, is planned each time).

/**
 * How many dictionary words a typed word's trigrams shortlist (pg_trgm similarity ≥
 * TRIGRAM_SHORTLIST_SIMILARITY, which every database session is given: db/database.ts, closest
 * first) before edit distance decides; the dictionary holds a few thousand words.
 */
const SHORTLIST_SIZE = 64;

/** The shortest part a compound is split into ('fly' of 'flyash'). */
const COMPOUND_PART_MIN = 3;

const onlyLetters = (word: string) => /^\p{L}+$/u.test(word);

/**
 * A word with letters outside ASCII: a word in an Indian script (issue 32). pg_trgm cannot shortlist
 * its close spellings (it reads no such letters where LC_CTYPE is C), so they are looked for among
 * the dictionary's and the synonyms' words in such letters that start with its letter and are about
 * as long; and, as no product names itself in these scripts, a close synonym stands for its alternatives.
 */
const isNativeScript = (word: string) => /[^\p{ASCII}]/u.test(word);

/** One row of the lookups: a synonym's alternatives, a dictionary word found, or a close spelling of a typed word. */
type LookupRow = {
  kind: 'synonym' | 'known' | 'close';
  typed: string;
  word: string;
  /** A synonym's alternatives: of a synonym word, of a synonym the typed word starts, or of a close synonym. */
  alternatives: string[] | null;
};

/** What the lookups are asked about: empty arrays and '' leave their part out. */
interface LookupValues {
  /** Words whose synonyms are wanted. */
  synonymWords: string[];
  /** Words looked for in the dictionary as they are (for compounds). */
  exactWords: string[];
  /** The last two words joined, when they are words of letters: known when a dictionary word starts with it. */
  lastJoined: string;
  /** Words whose close spellings are wanted (those that are dictionary words, or the start of one for the last, get none). */
  spellable: string[];
  /** The same, for words in Indian scripts: looked for by first letter and length, among synonyms too. */
  nativeSpellable: string[];
  /** The last word when it is in an Indian script: the synonyms it is the start of stand for their alternatives. */
  nativePrefix: string;
  last: string;
}

const value = (name: keyof LookupValues) => sql.placeholder(name);
const startingWith = (text: SQL) => sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * The lookups a search needs, as one statement of constant text (prepared once): the synonyms of
 * its words (search_synonyms), the dictionary words among its words, joined pairs and splits (for
 * compounds), whether the last pair joined starts a dictionary word, and the trigram shortlist of
 * each spellable word that is not a dictionary word — nor, for the last word, the start of one; for
 * words in Indian scripts, the synonyms the last word starts and the first-letter shortlist (isNativeScript).
 */
const wordLookups = preparedOnce((db) => {
  const dictionary = spellingDictionary;
  const close = sql`(select ${dictionary.word} from ${dictionary}
    where ${dictionary.word} % typed.word order by ${dictionary.word} <-> typed.word limit ${SHORTLIST_SIZE}) as close`;
  const length = (text: SQL) => sql`char_length(${text})`;
  const aboutAsLong = (word: SQL) =>
    sql`left(${word}, 1) = left(typed.word, 1) and ${length(word)} >= ${length(sql`typed.word`)} - 2
      and (typed.word = ${value('last')}::text or ${length(word)} <= ${length(sql`typed.word`)} + 2)`;
  const fewestLettersApart = (word: SQL) => sql`abs(${length(word)} - ${length(sql`typed.word`)}), ${word}`;
  const nativeClose = sql`((select ${dictionary.word} as word, null::text[] as alternatives from ${dictionary}
      where ${dictionary.word} ~ '[^[:ascii:]]' and ${aboutAsLong(sql`${dictionary.word}`)} order by ${fewestLettersApart(sql`${dictionary.word}`)} limit ${SHORTLIST_SIZE})
    union all (select ${searchSynonyms.word}, ${searchSynonyms.alternatives} from ${searchSynonyms}
      where ${aboutAsLong(sql`${searchSynonyms.word}`)} order by ${fewestLettersApart(sql`${searchSynonyms.word}`)} limit ${SHORTLIST_SIZE})) as close`;
  const known = sql`exists (select 1 from ${dictionary} where ${dictionary.word} = typed.word)
    or (typed.word = ${value('last')}::text and exists (select 1 from ${dictionary} where ${dictionary.word} like ${startingWith(sql`${value('last')}::text`)}))`;
  const lookups = sql`(select 'synonym' as kind, ${searchSynonyms.word} as typed, ${searchSynonyms.word} as word, ${searchSynonyms.alternatives} as alternatives
      from ${searchSynonyms} where ${searchSynonyms.word} = any(${value('synonymWords')}::text[]))
    union all (select 'known', ${dictionary.word}, ${dictionary.word}, null::text[] from ${dictionary} where ${dictionary.word} = any(${value('exactWords')}::text[]))
    union all (select 'known', ${value('lastJoined')}::text, ${value('lastJoined')}::text, null::text[]
      where ${value('lastJoined')}::text <> '' and exists (select 1 from ${dictionary} where ${dictionary.word} like ${startingWith(sql`${value('lastJoined')}::text`)}))
    union all (select 'close', typed.word, close.word, null::text[]
      from unnest(${value('spellable')}::text[]) as typed(word) cross join lateral ${close} where not (${known}))
    union all (select 'synonym', ${value('nativePrefix')}::text, ${searchSynonyms.word}, ${searchSynonyms.alternatives} from ${searchSynonyms}
      where ${value('nativePrefix')}::text <> '' and ${searchSynonyms.word} like ${startingWith(sql`${value('nativePrefix')}::text`)})
    union all (select 'close', typed.word, close.word, close.alternatives
      from unnest(${value('nativeSpellable')}::text[]) as typed(word) cross join lateral ${nativeClose} where not (${known}))`;
  return db
    .select({
      kind: sql<LookupRow['kind']>`lookups.kind`,
      typed: sql<string>`lookups.typed`,
      word: sql<string>`lookups.word`,
      alternatives: sql<string[] | null>`lookups.alternatives`,
    })
    .from(sql`(${lookups}) as lookups`)
    .prepare('word_lookups');
});

const NOTHING: LookupValues = { synonymWords: [], exactWords: [], lastJoined: '', spellable: [], nativeSpellable: [], nativePrefix: '', last: '' };

/** Runs the lookups (one prepared statement). */
const lookUp = (db: Database, values: Partial<LookupValues>): Promise<LookupRow[]> => wordLookups(db).execute({ ...NOTHING, ...values });

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

/** The words looked for as they are: the words of letters, joined pairs (but the last) and split parts. */
const exactWordsOf = (words: readonly string[], { pairs, splits }: { pairs: Pair[]; splits: Split[] }) => [
  ...new Set([
    ...words.filter(onlyLetters),
    ...pairs.filter((pair) => !pair.last).map((pair) => pair.joined),
    ...splits.flatMap((split) => [split.head, split.tail]),
  ]),
];

/** The words of letters within a typo budget, those a close spelling is looked for: by trigrams, and (in Indian scripts) by first letter. */
function spellableWords(words: readonly string[], typedLengths: ReadonlyMap<string, number>): Pick<LookupValues, 'spellable' | 'nativeSpellable'> {
  const spellable = [...new Set(words.filter((word) => !/\p{N}/u.test(word) && typoBudget(word, typedLengths.get(word)) > 0))];
  return { spellable: spellable.filter((word) => !isNativeScript(word)), nativeSpellable: spellable.filter(isNativeScript) };
}

/** The last word, when it is in an Indian script and two letters or more: the synonyms it starts are looked up. */
const nativePrefixOf = (last: string | undefined) => (last !== undefined && isNativeScript(last) && [...last].length >= 2 ? last : '');

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

/**
 * The close spellings among the shortlisted words: within the typed word's budget by edit distance,
 * fewest typos first; a close synonym gives its alternatives, with its typos.
 */
function closeSpellingsFrom(rows: readonly LookupRow[], last: string | undefined, typedLengths: ReadonlyMap<string, number>): Map<string, Spelling[]> {
  const spellings = new Map<string, Spelling[]>();
  for (const { typed, word, alternatives } of rows) {
    const typos = typed === last ? lastWordTypos(typed, word) : typoCost(typed, word);
    if (typos === 0 || typos > typoBudget(typed, typedLengths.get(typed))) continue;
    const standIns = (alternatives ?? [word]).filter((standIn) => PLAIN_LEXEME.test(standIn));
    spellings.set(typed, [...(spellings.get(typed) ?? []), ...standIns.map((standIn) => ({ word: standIn, typos }))]);
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
  return closeSpellingsFrom(await lookUp(db, { ...spellableWords(words, typedLengths), last: last ?? '' }), last, typedLengths);
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
 * The search's words with their synonyms (search_synonyms: 'saria' → 'tmt', 'ಸಿಮೆಂಟ್' → 'cement'; a last
 * word in an Indian script also gets those of the synonyms it starts: 'ಸಿಮೆಂ'), compounds and close
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
  const rows = await lookUp(db, {
    synonymWords: [...words],
    exactWords: exactWordsOf(words, compounds),
    lastJoined: compounds.pairs.find((pair) => pair.last)?.joined ?? '',
    ...spellableWords(words, typedLengths),
    nativePrefix: nativePrefixOf(last),
    last: last ?? '',
  });
  const alternatives = new Map<string, Spelling[]>();
  for (const { kind, typed, alternatives: others } of rows) {
    if (kind !== 'synonym' || !others) continue;
    const listed = new Set((alternatives.get(typed) ?? []).map((spelling) => spelling.word));
    const added = others.filter((other) => PLAIN_LEXEME.test(other) && !listed.has(other)).map((other) => ({ word: other, typos: 0 }));
    alternatives.set(typed, [...(alternatives.get(typed) ?? []), ...added]);
  }
  const known = new Set(rows.filter((row) => row.kind === 'known').map((row) => row.word));
  for (const [word, list] of compoundsFrom(compounds, known)) alternatives.set(word, [...(alternatives.get(word) ?? []), ...list]);
  const close = rows.filter((row) => row.kind === 'close' && !alternatives.has(row.typed));
  const spellings = closeSpellingsFrom(close, last, typedLengths);
  for (const [word, others] of alternatives) spellings.set(word, others);
  return { matches: matchesEveryWord(words, spellings), spellings };
}
