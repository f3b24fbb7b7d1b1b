import type { QueryValue } from '../api/url.ts';
import type { FieldErrors } from '../rules/types.ts';
import type { SearchSynonym, SearchSynonymInput } from './searchSynonymTypes.ts';

/*
 * The rules of the search's synonyms (issue 29): limits, messages and the checks of the Search
 * words form, shared by the Catalogue tab and the server so both say the same thing. The checks
 * read words in the search's normal form: the server passes its searchNormalForm (which also folds
 * plurals: 'pipes' → 'pipe'), the form lower-cases, so what only the server sees (two spellings of
 * one word) comes back as its 422 with the same messages.
 */

export const SEARCH_SYNONYM_LIMITS = {
  /** Letters or digits of a word or an alternative, in normal form. */
  wordMin: 2,
  wordMax: 40,
  /** Text of a word as sent, before its normal form (spaces around it included). */
  wordText: 100,
  alternatives: 8,
  noteMin: 3,
  noteMax: 200,
  search: 100,
} as const;

const L = SEARCH_SYNONYM_LIMITS;

export const SEARCH_SYNONYM_MESSAGES = {
  word: 'Type the word builders search for',
  wordNotOneWord:
    'Type a single word of letters or digits: no spaces, hyphens or punctuation, and no letters and digits together (search reads “8mm” as two words)',
  wordLength: `A word has ${L.wordMin} to ${L.wordMax} letters or digits`,
  alternatives: 'Add at least one word a search for it should also find',
  tooManyAlternatives: `At most ${L.alternatives} words it also finds`,
  alternativeNotOneWord: (text: string) =>
    `“${text}” is not a single word: letters or digits only, no spaces, hyphens or punctuation, and no letters and digits together`,
  alternativeLength: (text: string) => `“${text}” must have ${L.wordMin} to ${L.wordMax} letters or digits`,
  alternativeTwice: (word: string) => `“${word}” is listed twice`,
  alternativeIsWord: (word: string) => `“${word}” is the word itself: a search for it finds it anyway`,
  note: `Say what the word means, in ${L.noteMin} to ${L.noteMax} characters`,
  noteTooLong: `The note must be at most ${L.noteMax} characters`,
  searchTooLong: 'Search text is too long',
  notFound: (word: string) => `There is no search word “${word}”`,
  // ---- the Search words panel ----
  title: 'Search words',
  intro:
    'Words builders type that the catalogue names otherwise (trade names, Hindi, Kannada and Tamil words): a search for one also finds the words listed with it. Changes apply to the next search.',
  addTitle: 'Add search word',
  editTitle: 'Edit search word',
  wordHint: 'Kept as search reads it: lower case, plurals folded (“Pipes” becomes “pipe”)',
  wordFixed: 'To change the word itself, delete it and add the new one',
  alternativesHint: `Words of product names, brands or categories, separated by commas (at most ${L.alternatives})`,
  noteHint: 'What it means, for the next admin: e.g. “Hindi: sand”',
  saved: (word: string) => `Saved the search word “${word}”`,
  deleted: (word: string) => `Deleted the search word “${word}”`,
  deleteTitle: (word: string) => `Delete the search word “${word}”?`,
  deleteDescription: 'A search for it then finds only products named with it.',
  loadFailed: 'Could not load the search words.',
  loading: 'Loading the search words...',
  empty: 'No search words yet',
  emptyHint: 'Add a word builders use for something the catalogue names otherwise.',
  noMatch: 'No search word matches',
  noMatchHint: 'Try another word, or clear the filter.',
  saveFailed: 'Failed to save. Please try again.',
  deleteFailed: 'Could not delete it. Please try again.',
  saving: 'Saving...',
} as const;

const M = SEARCH_SYNONYM_MESSAGES;

/** Letters (with their marks) and digits only, as one search word is. */
const LETTERS_OR_DIGITS = /^[\p{L}\p{M}\p{N}]+$/u;
/** Search's normal form puts a space between a number and a letter ('8mm' → '8 mm'), so such a word is two. */
const LETTER_BESIDE_DIGIT = /[a-z][0-9]|[0-9][a-z]/;

/** How a word is read before the checks: the form lower-cases; the server passes its searchNormalForm. */
export type SynonymNormalForm = (text: string) => string;

/** The form's normal form: trimmed, lower case and in Unicode NFC, as search reads Indian scripts (the server also folds plurals). */
export const lowerCaseWord: SynonymNormalForm = (text) => text.trim().toLowerCase().normalize('NFC');

type WordProblem = 'empty' | 'notOneWord' | 'length' | null;

function wordProblem(word: string): WordProblem {
  if (word === '') return 'empty';
  if (!LETTERS_OR_DIGITS.test(word) || LETTER_BESIDE_DIGIT.test(word)) return 'notOneWord';
  const length = [...word].length;
  return length < L.wordMin || length > L.wordMax ? 'length' : null;
}

/** What the Search words form's rules can find wrong: each a key of SEARCH_SYNONYM_MESSAGES. */
export type SynonymRuleCode =
  | 'word'
  | 'wordNotOneWord'
  | 'wordLength'
  | 'alternatives'
  | 'tooManyAlternatives'
  | 'alternativeNotOneWord'
  | 'alternativeLength'
  | 'alternativeTwice'
  | 'alternativeIsWord'
  | 'note'
  | 'noteTooLong';

/** A rule's finding as a code and the word it is about (an alternative's), so a widget says it in its own language. */
export interface SynonymRuleProblem {
  code: SynonymRuleCode;
  word?: string;
}

/** A rule's finding in English (the server's 422 texts). */
export function synonymRuleText(problem: SynonymRuleProblem): string {
  const word = problem.word ?? '';
  switch (problem.code) {
    case 'alternativeNotOneWord':
      return M.alternativeNotOneWord(word);
    case 'alternativeLength':
      return M.alternativeLength(word);
    case 'alternativeTwice':
      return M.alternativeTwice(word);
    case 'alternativeIsWord':
      return M.alternativeIsWord(word);
    default:
      return M[problem.code];
  }
}

const textOf = (problem: SynonymRuleProblem | null): string | null => (problem === null ? null : synonymRuleText(problem));

/** What is wrong with the word (in normal form), or null when it is one search word of 2-40 letters or digits. */
export function synonymWordProblem(word: string): SynonymRuleProblem | null {
  const problem = wordProblem(word);
  if (problem === 'empty') return { code: 'word' };
  if (problem === 'notOneWord') return { code: 'wordNotOneWord' };
  return problem === 'length' ? { code: 'wordLength' } : null;
}

/** The message for the word (in normal form), or null when it is one search word of 2-40 letters or digits. */
export function synonymWordError(word: string): string | null {
  return textOf(synonymWordProblem(word));
}

/**
 * The first problem of the alternatives (in normal form), or null: 1 to 8, each one search word
 * of 2-40 letters or digits, none twice, none the word itself (when `word` is given).
 */
export function synonymAlternativesProblem(alternatives: readonly string[], word?: string): SynonymRuleProblem | null {
  if (alternatives.length === 0) return { code: 'alternatives' };
  if (alternatives.length > L.alternatives) return { code: 'tooManyAlternatives' };
  const seen = new Set<string>();
  for (const alternative of alternatives) {
    const problem = wordProblem(alternative);
    if (problem === 'empty') return { code: 'alternatives' };
    if (problem === 'notOneWord') return { code: 'alternativeNotOneWord', word: alternative };
    if (problem === 'length') return { code: 'alternativeLength', word: alternative };
    if (alternative === word) return { code: 'alternativeIsWord', word: alternative };
    if (seen.has(alternative)) return { code: 'alternativeTwice', word: alternative };
    seen.add(alternative);
  }
  return null;
}

/** The first problem of the alternatives in English, or null. */
export function synonymAlternativesError(alternatives: readonly string[], word?: string): string | null {
  return textOf(synonymAlternativesProblem(alternatives, word));
}

/** What is wrong with the note (trimmed: 3-200 characters), or null. */
export function synonymNoteProblem(note: string): SynonymRuleProblem | null {
  const length = [...note.trim()].length;
  if (length < L.noteMin) return { code: 'note' };
  return length > L.noteMax ? { code: 'noteTooLong' } : null;
}

/** The note's message (trimmed: 3-200 characters), or null. */
export function synonymNoteError(note: string): string | null {
  return textOf(synonymNoteProblem(note));
}

// ---- the form ----------------------------------------------------------------------------------

/** What the Search words form holds, as typed: the alternatives as one text, separated by commas. */
export interface SearchSynonymForm {
  word: string;
  alternatives: string;
  note: string;
}

export type SearchSynonymField = keyof SearchSynonymForm;

export function emptySearchSynonymForm(): SearchSynonymForm {
  return { word: '', alternatives: '', note: '' };
}

export function toSearchSynonymForm(synonym: SearchSynonym): SearchSynonymForm {
  return { word: synonym.word, alternatives: synonym.alternatives.join(', '), note: synonym.note };
}

/** The alternatives typed in one box: separated by commas, semicolons or new lines, trimmed, empty ones left out. */
export function splitAlternatives(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The form's problems as codes, empty when valid; words are read through `normalForm` (the form's: lower case). */
export function searchSynonymFormProblems(
  form: SearchSynonymForm,
  normalForm: SynonymNormalForm = lowerCaseWord,
): Partial<Record<SearchSynonymField, SynonymRuleProblem>> {
  const word = normalForm(form.word);
  const alternatives = splitAlternatives(form.alternatives).map((alternative) => normalForm(alternative));
  const found = {
    word: synonymWordProblem(word),
    alternatives: synonymAlternativesProblem(alternatives, word),
    note: synonymNoteProblem(form.note),
  };
  const problems: Partial<Record<SearchSynonymField, SynonymRuleProblem>> = {};
  for (const field of ['word', 'alternatives', 'note'] as const) {
    const problem = found[field];
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The form's messages in English, empty when valid; words are read through `normalForm` (the form's: lower case). */
export function validateSearchSynonymForm(form: SearchSynonymForm, normalForm: SynonymNormalForm = lowerCaseWord): FieldErrors<SearchSynonymField> {
  const errors: FieldErrors<SearchSynonymField> = {};
  for (const [field, problem] of Object.entries(searchSynonymFormProblems(form, normalForm)) as Array<[SearchSynonymField, SynonymRuleProblem]>) {
    errors[field] = synonymRuleText(problem);
  }
  return errors;
}

/** The request body of a valid form (validateSearchSynonymForm first); the server puts the words in normal form. */
export function toSearchSynonymInput(form: SearchSynonymForm): SearchSynonymInput {
  return { alternatives: splitAlternatives(form.alternatives), note: form.note.trim() };
}

/** GET /admin/search/synonyms's query: the trimmed search, when there is one. */
export function searchSynonymQuery(search = ''): Record<string, QueryValue> {
  return { search: search.trim() || undefined };
}

/** Whether the synonym's word or one of its alternatives holds `search` (lower-cased, trimmed), as the list's filter reads it. */
export function synonymMatches(synonym: SearchSynonym, search: string): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || synonym.word.includes(text) || synonym.alternatives.some((alternative) => alternative.includes(text));
}
