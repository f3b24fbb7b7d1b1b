import { describe, expect, it } from 'vitest';
import {
  emptySearchSynonymForm,
  SEARCH_SYNONYM_MESSAGES as M,
  searchSynonymFormProblems,
  searchSynonymQuery,
  splitAlternatives,
  synonymAlternativesError,
  synonymMatches,
  synonymNoteError,
  synonymWordError,
  toSearchSynonymForm,
  toSearchSynonymInput,
  validateSearchSynonymForm,
} from './searchSynonymRules.ts';

describe('a search word', () => {
  it('is one word of 2 to 40 letters or digits', () => {
    expect(synonymWordError('saria')).toBeNull();
    expect(synonymWordError('53')).toBeNull();
    expect(synonymWordError('मिट्टी')).toBeNull();
    expect(synonymWordError('')).toBe(M.word);
    expect(synonymWordError('x')).toBe(M.wordLength);
    expect(synonymWordError('a'.repeat(41))).toBe(M.wordLength);
    expect(synonymWordError('a'.repeat(40))).toBeNull();
  });

  it('refuses spaces, hyphens, punctuation and letters beside digits (search reads those as several words)', () => {
    for (const word of ['gobar pipe', 'm-sand', 'opc.53', "o'neil", '8mm', 'fe550']) expect(synonymWordError(word)).toBe(M.wordNotOneWord);
  });
});

describe('the alternatives', () => {
  it('are 1 to 8 distinct single words, none the word itself', () => {
    expect(synonymAlternativesError(['cement'], 'gobar')).toBeNull();
    expect(synonymAlternativesError([], 'gobar')).toBe(M.alternatives);
    expect(synonymAlternativesError(['a1', 'b'], 'gobar')).toBe(M.alternativeNotOneWord('a1'));
    expect(synonymAlternativesError(['cement', 'x'], 'gobar')).toBe(M.alternativeLength('x'));
    expect(synonymAlternativesError(['cement', 'cement'])).toBe(M.alternativeTwice('cement'));
    expect(synonymAlternativesError(['cement', 'gobar'], 'gobar')).toBe(M.alternativeIsWord('gobar'));
    expect(synonymAlternativesError(Array.from({ length: 8 }, (_, index) => `word${'abcdefgh'[index]}`))).toBeNull();
    expect(synonymAlternativesError(Array.from({ length: 9 }, (_, index) => `word${'abcdefghi'[index]}`))).toBe(M.tooManyAlternatives);
    expect(synonymAlternativesError(['cement', ''])).toBe(M.alternatives);
  });
});

describe('the note', () => {
  it('is 3 to 200 characters once trimmed', () => {
    expect(synonymNoteError('  Hindi: sand  ')).toBeNull();
    expect(synonymNoteError('  ab ')).toBe(M.note);
    expect(synonymNoteError('n'.repeat(200))).toBeNull();
    expect(synonymNoteError('n'.repeat(201))).toBe(M.noteTooLong);
  });
});

describe('the Search words form', () => {
  it('says what each box needs', () => {
    expect(validateSearchSynonymForm(emptySearchSynonymForm())).toEqual({ word: M.word, alternatives: M.alternatives, note: M.note });
    expect(validateSearchSynonymForm({ word: 'Gobar Pipe', alternatives: 'cement, gobar pipe', note: 'x'.repeat(201) })).toEqual({
      word: M.wordNotOneWord,
      alternatives: M.alternativeNotOneWord('gobar pipe'),
      note: M.noteTooLong,
    });
  });

  it('names each problem by a code and the word it is about, for a widget to say in its language', () => {
    expect(searchSynonymFormProblems({ word: 'Gobar', alternatives: 'cement, 8mm', note: 'Hindi: cow dung' })).toEqual({
      alternatives: { code: 'alternativeNotOneWord', word: '8mm' },
    });
    expect(searchSynonymFormProblems(emptySearchSynonymForm())).toEqual({
      word: { code: 'word' },
      alternatives: { code: 'alternatives' },
      note: { code: 'note' },
    });
  });

  it('reads words in lower case, or through the normal form it is given', () => {
    expect(validateSearchSynonymForm({ word: ' Gobar ', alternatives: 'Cement, GOBAR', note: 'Hindi: cow dung' })).toEqual({
      alternatives: M.alternativeIsWord('gobar'),
    });
    const foldPlurals = (text: string) => text.trim().toLowerCase().replace(/s$/, '');
    expect(validateSearchSynonymForm({ word: 'pipes', alternatives: 'tube, tubes', note: 'Trade' }, foldPlurals)).toEqual({
      alternatives: M.alternativeTwice('tube'),
    });
  });

  it('splits the alternatives at commas, semicolons and new lines, and sends the note trimmed', () => {
    expect(splitAlternatives(' cement, opc ;ppc\n\n, ')).toEqual(['cement', 'opc', 'ppc']);
    expect(toSearchSynonymInput({ word: 'gobar', alternatives: 'cement, opc', note: ' Hindi ' })).toEqual({ alternatives: ['cement', 'opc'], note: 'Hindi' });
    expect(toSearchSynonymForm({ word: 'jalli', alternatives: ['jelly', 'aggregate'], note: 'Kannada' })).toEqual({
      word: 'jalli',
      alternatives: 'jelly, aggregate',
      note: 'Kannada',
    });
  });
});

describe('the list', () => {
  it('is filtered by a word or an alternative holding the search', () => {
    const jalli = { word: 'jalli', alternatives: ['jelly', 'aggregate'], note: 'Kannada/Tamil: crushed stone' };
    expect(synonymMatches(jalli, ' JAL')).toBe(true);
    expect(synonymMatches(jalli, 'greg')).toBe(true);
    expect(synonymMatches(jalli, 'stone')).toBe(false);
    expect(synonymMatches(jalli, '')).toBe(true);
    expect(searchSynonymQuery(' sand ')).toEqual({ search: 'sand' });
    expect(searchSynonymQuery('  ')).toEqual({ search: undefined });
  });
});
