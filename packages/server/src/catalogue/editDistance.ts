/**
 * Typo tolerance by edit distance (issue 29, Meilisearch's rule): how many typos a typed word may
 * have, and how far a dictionary word is from it.
 */

/** Typos allowed in a typed word: none under 5 letters, one from 5, two from 9 (the letters as typed, when known). */
export function typoBudget(word: string, typedLength = [...word].length): number {
  return typedLength >= 9 ? 2 : typedLength >= 5 ? 1 : 0;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
 * swaps of two neighbouring letters each count one. 'cmeent' → 'cement' is 1, 'cemant' → 'cement' 1.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * The typos between a typed word and a dictionary word, a different first letter costing one more
 * (builders rarely get the first letter wrong; a swap of the first two letters is an ordinary typo).
 */
export function typoCost(typed: string, word: string): number {
  const distance = editDistance(typed, word);
  const firstDiffers = typed[0] !== word[0] && !(typed[0] === word[1] && typed[1] === word[0]);
  return distance + (firstDiffers ? 1 : 0);
}
