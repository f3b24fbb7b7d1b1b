import { z } from 'zod';
import {
  SEARCH_SYNONYM_LIMITS as L,
  SEARCH_SYNONYM_MESSAGES as M,
  synonymAlternativesError,
  synonymNoteError,
  synonymWordError,
  type SearchSynonym,
  type SearchSynonymInput,
} from '@nirmaan/core/pure';
import { searchNormalForm } from '../catalogue/searchNormalForm.ts';
import { searchWords } from '../catalogue/searchTerms.ts';

/*
 * The zod schemas of the search's synonyms (issue 29): /admin/search/synonyms. The word and the
 * alternatives are put in the search's normal form here (searchNormalForm: 'Pipes' → 'pipe'), then
 * checked by the rules the Search words form shows (core searchSynonymRules.ts).
 */

/**
 * A typed word in the search's normal form, as a search reads it. Text longer than any word can be
 * is kept too long (and short enough to name in the message) for the checks to refuse.
 */
export function synonymNormalForm(text: string): string {
  const typed = text.trim();
  if (typed.length > L.wordText) return typed.slice(0, L.wordMax + 1);
  return searchNormalForm(typed);
}

/** Whether a search reads the text (in normal form) as exactly this one word. */
const isOneSearchWord = (word: string) => {
  const words = searchWords(word);
  return words.length === 1 && words[0] === word;
};

/** The word's message: the rules' one, or the same "one word" message when a search would not read it as itself. */
export function storedWordError(word: string): string | null {
  return synonymWordError(word) ?? (isOneSearchWord(word) ? null : M.wordNotOneWord);
}

/** The alternatives' message (the word's own too, when given), as storedWordError reads each. */
export function storedAlternativesError(alternatives: readonly string[], word?: string): string | null {
  const problem = synonymAlternativesError(alternatives, word);
  if (problem) return problem;
  const unreadable = alternatives.find((alternative) => !isOneSearchWord(alternative));
  return unreadable === undefined ? null : M.alternativeNotOneWord(unreadable);
}

const refuseWith =
  <T>(check: (value: T) => string | null) =>
  (value: T, context: z.RefinementCtx) => {
    const problem = check(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };

/** GET /admin/search/synonyms: an optional search in the words and alternatives. */
export const synonymListQuery = z.object({
  search: z.string({ error: 'search must be text' }).trim().max(L.search, M.searchTooLong).optional(),
});

/** /admin/search/synonyms/{word}: the word as typed, put in normal form. */
export const synonymWordParams = z.object({
  word: z.string({ error: M.word }).transform(synonymNormalForm).superRefine(refuseWith(storedWordError)),
});

/** PUT /admin/search/synonyms/{word}: 1-8 alternatives (put in normal form) and a note. */
export const synonymBody = z.object({
  alternatives: z
    .array(z.string({ error: M.alternatives }), { error: M.alternatives })
    .max(L.alternatives, M.tooManyAlternatives)
    .transform((alternatives) => alternatives.map(synonymNormalForm))
    .superRefine(refuseWith((alternatives: string[]) => storedAlternativesError(alternatives))),
  note: z.string({ error: M.note }).trim().superRefine(refuseWith(synonymNoteError)),
});

export const synonymResponse = z.object({
  word: z.string(),
  alternatives: z.array(z.string()),
  note: z.string(),
});

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _SynonymMatchesCore = Assert<Same<z.output<typeof synonymResponse>, SearchSynonym>>;
export type _SynonymBodyAcceptsCore = Assert<[SearchSynonymInput] extends [z.input<typeof synonymBody>] ? true : false>;
