import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { searchNormalForm } from './searchNormalForm.ts';
import { searchWords } from './searchTerms.ts';

const CASES: ReadonlyArray<readonly [string, string]> = [
  ['8mm TMT', '8 mm tmt'],
  ['50kg cement', '50 kg cement'],
  ['600x600', '600 x 600'],
  ['Tile 600×1200 mm', 'tile 600 x 1200 mm'],
  ['GI Sheet 0.50 mm', 'gi sheet 0.5 mm'],
  ['Wire 4.0 sq mm', 'wire 4 sqmm'],
  ['1.5 sq.mm wire', '1.5 sqmm wire'],
  ['2.5sqmm', '2.5 sqmm'],
  ['3/4 inch pipe', '3/4 inch pipe'],
  ['Pipe ¾" SDR 11', 'pipe 3/4 inch sdr 11'],
  ['Pipe 1" SDR 11', 'pipe 1 inch sdr 11'],
  ['1000 litre tank', '1000 l tank'],
  ['500 Ltr', '500 l'],
  ['1000L', '1000 l'],
  ['32 amp mcb', '32 a mcb'],
  ['32A', '32 a'],
  ['STL-TMT-TAT-08', 'stltmt stl tmt-tat-8'],
  ['Fe550', 'fe 550'],
  ['pipes tiles bricks', 'pipe tile brick'],
  ['switches boxes accessories', 'switch box accessory'],
  ['glass asbestos', 'glass asbesto'],
  ['Wire-cut M-Sand', 'wirecut wire cut msand m sand'],
  ['1.05 m', '1.05 m'],
  // Indian scripts (issue 32): vowel signs, viramas and nuktas kept, NFC, zero-width joiners dropped.
  ['ಸಿಮೆಂಟ್ 50kg', 'ಸಿಮೆಂಟ್ 50 kg'],
  ['சிமெண்ட் மணல்', 'சிமெண்ட் மணல்'],
  ['लकड़ी सरिया 8mm', 'लकड़ी सरिया 8 mm'],
  ['த\u0bc6\u0bbeட்டி', 'தொட்டி'],
  ['\u0915\u094d\u200d\u0937 ಕ್\u200cಕ', 'क्ष ಕ್ಕ'],
  ['\u095c', '\u0921\u093c'],
];

describe('searchNormalForm', () => {
  it.each(CASES)('%s → %s', (text, normal) => {
    expect(searchNormalForm(text)).toBe(normal);
  });

  it('gives the same words for the same size written differently', () => {
    expect(searchWords('8mm')).toEqual(searchWords('8 mm'));
    expect(searchWords('0.50 mm')).toEqual(searchWords('0.5mm'));
    expect(searchWords('1.5 sq mm')).toEqual(searchWords('1.5sqmm'));
    expect(searchWords('500 litres')).toEqual(searchWords('500L'));
    expect(searchWords('3/4"')).toEqual(searchWords('3/4 inch'));
    expect(searchWords('1.5 sq mm wire')).toEqual(['1.5', 'sqmm', 'wire']);
    expect(searchWords('wires and cables')).toEqual(['wire', 'cable']);
  });

  it('reads a word in an Indian script as one word, whatever its marks', () => {
    expect(searchWords('ಇಟ್ಟಿಗೆ, சிமெண்ட்! ईंटें')).toEqual(['ಇಟ್ಟಿಗೆ', 'சிமெண்ட்', 'ईंटें']);
    expect(searchWords('ಸಿಮೆಂಟ್\u200c')).toEqual(['ಸಿಮೆಂಟ್']);
  });
});

describe('search_normal_form (SQL, migration 0020)', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('gives the same text as searchNormalForm', async () => {
    const texts = CASES.map(([text]) => text);
    const normal = async (text: string) => (await database.db.execute<{ normal: string }>(sql`select search_normal_form(${text}) as normal`)).rows[0]?.normal;
    for (const text of texts) expect(await normal(text)).toBe(searchNormalForm(text));
  });
});
