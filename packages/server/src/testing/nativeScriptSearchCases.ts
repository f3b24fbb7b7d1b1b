import { expect, it } from 'vitest';
import { searchWords } from '../catalogue/searchTerms.ts';
import type { TestServer } from './testServer.ts';

/*
 * Search in the buyer's script (issue 32), over HTTP on a server seeded with the demo data: the
 * cases run on PGlite (catalogue/nativeScriptSearch.api.test.ts) and on PostgreSQL 15
 * (catalogue/search.postgres.test.ts, whose test cluster's LC_CTYPE is C: pg_trgm reads no Indian
 * letters there). Call inside a describe whose beforeAll starts `server()`.
 */

type Found = { id: number; name: string; display_name: string | null; category: string | null; parent_category: { name: string } | null };

/** The materials each script must find, with the English words the same search finds them by. */
const MATERIALS: ReadonlyArray<readonly [script: string, typed: string, english: readonly string[]]> = [
  ['Kannada', 'ಸಿಮೆಂಟ್', ['cement']],
  ['Kannada', 'ಮರಳು', ['sand']],
  ['Kannada', 'ಇಟ್ಟಿಗೆ', ['brick']],
  ['Kannada', 'ಕಬ್ಬಿಣ', ['steel', 'tmt']],
  ['Tamil', 'சிமெண்ட்', ['cement']],
  ['Tamil', 'மணல்', ['sand']],
  ['Tamil', 'செங்கல்', ['brick']],
  ['Tamil', 'கம்பி', ['tmt', 'bar', 'wire']],
  ['Devanagari', 'सीमेंट', ['cement']],
  ['Devanagari', 'रेत', ['sand']],
  ['Devanagari', 'ईंट', ['brick']],
  ['Devanagari', 'सरिया', ['tmt']],
];

/** Words of no material, in each script (book, book, book, and letters that make no word): nothing is found for them. */
const NONSENSE = ['ಪುಸ್ತಕ', 'புத்தகம்', 'किताब', 'ಝಞಝಞಝ', 'ஙஞஙஞங'];

/** The cases, against the server `server()` answers once the describe's beforeAll has run. */
export function itSearchesInIndianScripts(server: () => TestServer): void {
  const listed = async (search: string): Promise<Found[]> =>
    (await server().call('GET', `/api/v1/products/?search=${encodeURIComponent(search)}&limit=100`)).body as Found[];
  const suggested = async (q: string): Promise<string[]> =>
    ((await server().call('GET', `/api/v1/products/search-suggestions?q=${encodeURIComponent(q)}`)).body as Array<{ name: string }>).map(
      (suggestion) => suggestion.name,
    );
  const textOf = (product: Found) => [product.display_name ?? product.name, product.category, product.parent_category?.name].join(' ');

  const ids = (products: Found[]) => products.map((product) => product.id);
  const sorted = (values: readonly string[]) => [...values].sort();

  it.each(MATERIALS)('%s %s finds the material first, and nothing its English words do not find', async (_script, typed, english) => {
    const found = await listed(typed);
    const byEnglish = new Set((await Promise.all(english.map(listed))).flat().map((product) => product.id));
    expect(found.length).toBeGreaterThan(0);
    expect(
      found
        .slice(0, 3)
        .map(textOf)
        .filter((text) => !english.some((word) => text.toLowerCase().includes(word))),
    ).toEqual([]);
    expect(ids(found).filter((id) => !byEnglish.has(id))).toEqual([]);
  });

  it('suggests for the start of a word in each script what it suggests for the English word', async () => {
    const cement = sorted(await suggested('cement'));
    expect(cement.length).toBeGreaterThan(0);
    for (const typed of ['ಸಿಮೆಂ', 'சிமெ', 'सीमें']) expect(sorted(await suggested(typed)), typed).toEqual(cement);
    expect(sorted(await suggested('ಇಟ್ಟಿ'))).toEqual(sorted(await suggested('brick')));
  });

  it('suggests despite one wrong letter in a native word, as it does for cemnt', async () => {
    const cement = sorted(await suggested('cement'));
    expect(sorted(await suggested('cemnt'))).toEqual(cement);
    // ತ for ಟ, ொ for ெ, त for ट: one letter each.
    for (const typo of ['ಸಿಮೆಂತ್', 'சிமொண்ட்', 'सीमेंत']) expect(sorted(await suggested(typo)), typo).toEqual(cement);
    expect(ids(await listed('ಸಿಮೆಂತ್ 53'))).toEqual(ids(await listed('ಸಿಮೆಂಟ್ 53')));
  });

  it('reads a letter typed in two parts, or a word with a zero-width joiner, as the word', async () => {
    const tank = await listed('தொட்டி');
    expect(tank.length).toBeGreaterThan(0);
    // தொ typed as த + ெ + ா (U+0BC6 U+0BBE), as some keyboards send it.
    expect(await listed('த\u0bc6\u0bbeட்டி')).toEqual(tank);
    expect(await listed('ಸಿಮೆಂಟ್\u200c')).toEqual(await listed('ಸಿಮೆಂಟ್'));
  });

  it('finds and suggests nothing for words of no material (no false matches)', async () => {
    for (const typed of NONSENSE) {
      expect(await listed(typed), typed).toEqual([]);
      expect(await suggested(typed), typed).toEqual([]);
    }
  });

  it('seeds only native words in NFC that search reads as one word, each standing for words of the catalogue', async () => {
    const synonyms = (
      await server().db.execute<{ word: string; alternatives: string[] }>("select word, alternatives from search_synonyms where word ~ '[^[:ascii:]]'")
    ).rows;
    expect(synonyms.length).toBeGreaterThan(100);
    const dictionary = new Set((await server().db.execute<{ word: string }>('select word from search_words')).rows.map((row) => row.word));
    expect(synonyms.filter(({ word }) => word.normalize('NFC') !== word || searchWords(word).join(' ') !== word)).toEqual([]);
    expect(
      synonyms.flatMap(({ word, alternatives }) => alternatives.filter((alternative) => !dictionary.has(alternative)).map((missing) => `${word} → ${missing}`)),
    ).toEqual([]);
  });
}
