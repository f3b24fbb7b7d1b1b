/*
 * The search's synonyms as the admin edits them (issue 29, "Search that understands builders"):
 * a word builders type ('saria', 'jalli', 'sunmica') and the catalogue words a search for it also
 * finds, never instead of itself. Words are stored in the search's normal form (lower case,
 * plurals folded: 'Pipes' is kept as 'pipe'). Every call carries the admin token.
 */

/** GET /admin/search/synonyms, and the answer of PUT /admin/search/synonyms/{word}. */
export interface SearchSynonym {
  /** The word typed in a search, in normal form. */
  word: string;
  /** The catalogue words a search for `word` also finds, in normal form. */
  alternatives: string[];
  /** What the word means, for the next admin. */
  note: string;
}

/** PUT /admin/search/synonyms/{word}: what the word also finds, and why. */
export interface SearchSynonymInput {
  alternatives: string[];
  note: string;
}
