// Matching a search by most of its words when no product has them all (issue 29).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { matchesEveryWord, type Spelling, type TypedSearch } from './searchTerms.ts';
import { matchingEveryWord } from './wordLookups.ts';

/** The words a search is matched by, and the condition a product must meet. */
export interface SearchMatch {
  /** The search's words, or those left when no product has them all (matchingMostWords). */
  words: readonly string[];
  matches: SQL | undefined;
  spellings: ReadonlyMap<string, readonly Spelling[]>;
}

/** A size or a single letter ('12', '1.5', 'x', 'l'): it qualifies the words that name a product. */
const isQualifier = (word: string) => /\p{N}/u.test(word) || [...word].length === 1;

/** Products counted for a word's frequency: more tell nothing more about which word to drop. */
const FREQUENCY_CAP = 1000;

/** How strongly a word matches (3 names a product, 2 only in descriptions, 1 only by a close spelling, 0 not at all; a size half a level less), and how many products it matches so. */
interface WordStrength {
  level: number;
  count: number;
}

/** Each word's strength, counting the products (up to FREQUENCY_CAP) it matches in the strongest way it does. */
async function wordStrengths(
  words: readonly string[],
  spellings: ReadonlyMap<string, readonly Spelling[]>,
  countMatching: (condition: SQL | undefined) => Promise<number>,
): Promise<Map<string, WordStrength>> {
  const last = words.at(-1);
  const withoutTypos = new Map([...spellings].map(([word, list]) => [word, list.filter((spelling) => spelling.typos === 0)]));
  const strengths = new Map<string, WordStrength>();
  for (const word of new Set(words)) {
    const ways = [
      () => countMatching(matchesEveryWord([word], withoutTypos, last, 'ABC')),
      () => countMatching(matchesEveryWord([word], withoutTypos, last)),
      () => countMatching(matchesEveryWord([word], spellings, last)),
    ];
    strengths.set(word, { level: 0, count: 0 });
    for (const [index, count] of ways.entries()) {
      const n = await count();
      if (n > 0) {
        strengths.set(word, { level: ways.length - index - (isQualifier(word) ? 0.5 : 0), count: n });
        break;
      }
    }
  }
  return strengths;
}

/**
 * Like matchingEveryWord, but when no product (among those `within`) has every word, words are
 * dropped one at a time until some product matches, in the spirit of Meilisearch's "frequency"
 * matching strategy: first the words no product has, then the weakest — a word only a product's
 * description has, or only a close spelling of it ('price' → the brand Prince), before a word of
 * a product's name, brand, category or SKU, and a size before a word of letters ('2x2 tiles' →
 * 'tile') — and among equally strong words the commonest ('ultratech wheelbarrow' → 'wheelbarrow').
 * One word is always kept.
 */
export async function matchingMostWords(db: Database, search: TypedSearch, within: SQL): Promise<SearchMatch> {
  const { words } = search;
  const { matches, spellings } = await matchingEveryWord(db, search);
  const last = words.at(-1);
  const anyMatch = async (condition: SQL | undefined) =>
    (await db.execute(sql`select 1 from ${products} where ${condition} and ${within} limit 1`)).rows.length > 0;
  if (words.length < 2 || (await anyMatch(matches))) return { words, matches, spellings };
  const countMatching = async (condition: SQL | undefined) => {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${products} where ${condition} and ${within} limit ${FREQUENCY_CAP}) as matching`,
    );
    return Number(counted.rows[0]?.n ?? 0);
  };
  const strength = await wordStrengths(words, spellings, countMatching);
  const level = (word: string) => strength.get(word)?.level ?? 0;
  const count = (word: string) => strength.get(word)?.count ?? 0;
  const matchesAll = (kept: readonly string[]) => anyMatch(matchesEveryWord(kept, spellings, last));
  let kept = words.filter((word) => level(word) > 0);
  while (kept.length > 1 && !(await matchesAll(kept))) {
    // Among the weakest words, commonest first, the first whose dropping lets products match; else the commonest of them.
    const weakestLevel = Math.min(...kept.map(level));
    const weakest = kept.filter((word) => level(word) === weakestLevel).sort((a, b) => count(b) - count(a));
    let dropped = weakest[0];
    if (weakest.length > 1) {
      for (const word of weakest) {
        if (await matchesAll(kept.filter((other) => other !== word))) {
          dropped = word;
          break;
        }
      }
    }
    kept = kept.filter((word) => word !== dropped);
  }
  return kept.length === 0 ? { words, matches, spellings } : { words: kept, matches: matchesEveryWord(kept, spellings, last), spellings };
}
