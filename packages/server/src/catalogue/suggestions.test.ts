import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import { categories, products, searchWords } from '../db/schema.ts';
import { SUGGESTION_CANDIDATES, suggestProducts } from './products.ts';
import { closeSpellings } from './wordLookups.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';

// Suggestions on a catalogue built for the purpose: the spelling dictionary the typo tolerance looks
// words up in, and the bounded candidate sets suggestions rank.
let database: OpenedDatabase;
let categoryId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [category] = await database.db.insert(categories).values({ name: 'Tiles' }).returning({ id: categories.id });
  categoryId = category!.id;
}, 60_000);
afterAll(() => database.close());

const product = (name: string, sku: string, extra: Partial<typeof products.$inferInsert> = {}) => ({ name, masterSku: sku, categoryId, ...extra });
const dictionary = async () => (await database.db.select({ word: searchWords.word }).from(searchWords)).map((row) => row.word);
const suggestedNames = async (typed: string) => (await suggestProducts(database.db, typed)).map((suggestion) => suggestion.name);

describe('the spelling dictionary', () => {
  it('gains the letter-only words of names, brands, SKUs and descriptions as products are added and renamed', async () => {
    await database.db.insert(products).values(product('Kajaria Vitrified Tile 600x600', 'TIL-KAJ-600', { brand: 'Kajaria', description: 'Glossy finish' }));
    const words = await dictionary();
    expect(words).toEqual(expect.arrayContaining(['kajaria', 'vitrified', 'tile', 'til', 'kaj', 'glossy', 'finish']));
    expect(words).not.toContain('600x600');
    expect(words).not.toContain('600');

    await database.db.update(products).set({ displayName: 'Kajaria Eternity Floor Tile' }).where(eq(products.masterSku, 'TIL-KAJ-600'));
    expect(await dictionary()).toContain('eternity');
  });

  it('gives the close spellings of a misspelt word, closest first, and none for words with digits', async () => {
    const spellings = await closeSpellings(database.db, ['kajria', 'vitrifed', 'xyzzyq', '600x']);
    expect(spellings.get('kajria')?.[0]?.word).toBe('kajaria');
    expect(spellings.get('vitrifed')?.[0]?.word).toBe('vitrified');
    expect(spellings.has('xyzzyq')).toBe(false);
    expect(spellings.has('600x')).toBe(false);
  });
});

describe('suggestions', () => {
  it('find a product by a misspelt word of its name or of its description', async () => {
    await database.db.insert(products).values(product('Plain Cement Board', 'BRD-PLN-8', { description: 'Waterproofing membrane backed' }));
    expect(await suggestedNames('kajria vitrifed')).toEqual(['Kajaria Eternity Floor Tile']);
    expect(await suggestedNames('waterproof')).toEqual(['Plain Cement Board']);
    expect(await suggestedNames('waterprofing')).toEqual(['Plain Cement Board']);
    expect(await suggestedNames('membrane bcked')).toEqual(['Plain Cement Board']);
  });

  it('put names starting with the typed text first when far more products match than are ranked', async () => {
    const crowd = Array.from({ length: 2 * SUGGESTION_CANDIDATES + 50 }, (_, i) => product(`Wall Primer ${i}`, `PRM-WALL-${i}`, { brand: 'Generic' }));
    await database.db.insert(products).values(crowd);
    await database.db.insert(products).values([product('Primer Coat Exterior', 'PRM-EXT-1'), product('Primer Coat Interior', 'PRM-INT-1')]);
    const names = await suggestedNames('primer');
    expect(names).toHaveLength(8);
    expect(names.slice(0, 2)).toEqual(['Primer Coat Exterior', 'Primer Coat Interior']);
    expect(names.slice(2).every((name) => name.startsWith('Wall Primer '))).toBe(true);
    expect(await suggestedNames('primr coat')).toEqual(['Primer Coat Exterior', 'Primer Coat Interior']);
  });
});
