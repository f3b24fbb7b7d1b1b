import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_MESSAGES as M } from '@nirmaan/core/pure';
import { seedDemoData } from '../db/seed/index.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { createSeller } from '../testing/sellerFixtures.ts';
import { createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const v1 = (path: string) => `/api/v1${path}`;
const asAdmin = (method: string, path: string, json?: unknown) => server.call(method, v1(path), { token: admin.token, json });
const words = async (search = '') =>
  ((await asAdmin('GET', `/admin/search/synonyms${search ? `?search=${encodeURIComponent(search)}` : ''}`)).body as Array<{ word: string }>).map(
    (synonym) => synonym.word,
  );

describe('only admins edit the search words', () => {
  it('answers 401 without a token and 403 for a buyer or seller', async () => {
    const buyer = (await createBuyer(server.db)).token;
    const seller = (await createSeller(server.db)).token;
    for (const [method, path, json] of [
      ['GET', '/admin/search/synonyms', undefined],
      ['PUT', '/admin/search/synonyms/gobar', { alternatives: ['cement'], note: 'Not yours' }],
      ['DELETE', '/admin/search/synonyms/saria', undefined],
    ] as const) {
      expect((await server.call(method, v1(path), { json })).status).toBe(401);
      expect((await server.call(method, v1(path), { token: buyer, json })).status).toBe(403);
      expect((await server.call(method, v1(path), { token: seller, json })).status).toBe(403);
    }
    expect(await words('gobar')).toEqual([]);
    expect(await words('saria')).toEqual(['saria']);
  });
});

describe('the search words', () => {
  it('lists the seeded words by word, and those whose word or an alternative holds the search', async () => {
    const all = await words();
    expect(all).toContain('saria');
    expect(all).toEqual([...all].sort());
    const [jalli] = (await asAdmin('GET', '/admin/search/synonyms?search=JALL')).body;
    expect(jalli).toEqual({ word: 'jalli', alternatives: ['jelly', 'aggregate'], note: 'Kannada/Tamil: crushed stone aggregate (jelly)' });
    expect(await words('kannadi')).toEqual(['kannadi']);
    const sandWords = await words('sand');
    expect(sandWords).toEqual(expect.arrayContaining(['balu', 'manal', 'maralu', 'reti', 'artificial']));
    expect(sandWords).not.toContain('saria');
    expect(await words('100%_')).toEqual([]);
    expect((await asAdmin('GET', `/admin/search/synonyms?search=${'s'.repeat(101)}`)).status).toBe(422);
  });

  it('adds a word (201), replaces it (200) and keeps both in search normal form', async () => {
    const made = await asAdmin('PUT', '/admin/search/synonyms/Pipes', { alternatives: [' Tubes ', 'CONDUIT'], note: '  Trade: pipes and tubes  ' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ word: 'pipe', alternatives: ['tube', 'conduit'], note: 'Trade: pipes and tubes' });
    const replaced = await asAdmin('PUT', '/admin/search/synonyms/pipe', { alternatives: ['tube'], note: 'Trade: tubes' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ word: 'pipe', alternatives: ['tube'], note: 'Trade: tubes' });
    expect((await asAdmin('GET', '/admin/search/synonyms?search=pipe')).body).toContainEqual(replaced.body);
  });

  it('refuses bad input with the form’s messages (never 500) and writes nothing', async () => {
    const before = (await asAdmin('GET', '/admin/search/synonyms')).body;
    const bad = async (word: string, body: unknown, message: string) => {
      const answer = await asAdmin('PUT', `/admin/search/synonyms/${encodeURIComponent(word)}`, body);
      expect([400, 422], `${word} ${JSON.stringify(body)}: ${answer.status}`).toContain(answer.status);
      expect(answer.body.detail).toBe(message);
    };
    const note = 'A test word';
    await bad('gobar', { alternatives: [], note }, M.alternatives);
    await bad('gobar', { alternatives: ['cement', ' '], note }, M.alternatives);
    await bad('gobar pipe', { alternatives: ['cement'], note }, M.wordNotOneWord);
    await bad('m-sand', { alternatives: ['sand'], note }, M.wordNotOneWord);
    await bad('8mm', { alternatives: ['tmt'], note }, M.wordNotOneWord);
    await bad('x', { alternatives: ['cement'], note }, M.wordLength);
    await bad('g'.repeat(41), { alternatives: ['cement'], note }, M.wordLength);
    await bad('g'.repeat(90), { alternatives: ['cement'], note }, M.wordLength);
    // Fastify refuses a path parameter over 100 characters itself.
    expect((await asAdmin('PUT', `/admin/search/synonyms/${'g'.repeat(5000)}`, { alternatives: ['cement'], note })).status).toBe(414);
    await bad('gobar', { alternatives: ['cement'], note: 'n'.repeat(201) }, M.noteTooLong);
    await bad('gobar', { alternatives: ['cement'], note: ' ab ' }, M.note);
    await bad('gobar', { alternatives: ['cement', 'Gobar'], note }, M.alternativeIsWord('gobar'));
    await bad('pipes', { alternatives: ['pipe'], note }, M.alternativeIsWord('pipe'));
    await bad('gobar', { alternatives: ['cement', 'cements'], note }, M.alternativeTwice('cement'));
    await bad('gobar', { alternatives: ['white cement'], note }, M.alternativeNotOneWord('white cement'));
    await bad('gobar', { alternatives: 'abcdefghi'.split('').map((letter) => `word${letter}`), note }, M.tooManyAlternatives);
    await bad('gobar', { alternatives: 'cement', note }, M.alternatives);
    expect((await asAdmin('PUT', '/admin/search/synonyms/gobar', { alternatives: ['cement'] })).status).toBe(422);
    expect((await asAdmin('GET', '/admin/search/synonyms')).body).toEqual(before);
  });

  it('deletes a word (204), read in normal form; 404 when there is none', async () => {
    await asAdmin('PUT', '/admin/search/synonyms/ladders', { alternatives: ['scaffolding'], note: 'Test: ladders' });
    const deleted = await asAdmin('DELETE', '/admin/search/synonyms/Ladders');
    expect(deleted.status).toBe(204);
    expect(await words('ladder')).toEqual([]);
    const again = await asAdmin('DELETE', '/admin/search/synonyms/ladder');
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(M.notFound('ladder'));
    expect((await asAdmin('DELETE', '/admin/search/synonyms/two%20words')).status).toBe(422);
  });
});

describe('search words in Kannada, Tamil and Devanagari (issue 32)', () => {
  const note = 'A test word';
  // தொ typed as த + ெ + ா: the word is kept in NFC, as search reads it.
  const decomposedTanks = 'த\u0bc6\u0bbeட்டிகள்';

  it('lists the seeded ones, and adds, finds and deletes one kept in NFC', async () => {
    expect(await words('ಸಿಮೆಂ')).toEqual(['ಸಿಮೆಂಟ', 'ಸಿಮೆಂಟು', 'ಸಿಮೆಂಟ್']);
    expect(await words('msand')).toEqual(expect.arrayContaining(['ಎಂಸ್ಯಾಂಡ್', 'எம்சாண்ட்', 'एमसैंड']));
    const made = await asAdmin('PUT', `/admin/search/synonyms/${encodeURIComponent(decomposedTanks)}`, { alternatives: ['Tanks'], note: 'Tamil: tanks' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ word: 'தொட்டிகள்', alternatives: ['tank'], note: 'Tamil: tanks' });
    const found = (await server.call('GET', v1(`/products/?search=${encodeURIComponent('தொட்டிகள்')}`))).body as Array<{ name: string }>;
    expect(found[0]?.name).toMatch(/tank/i);
    expect((await asAdmin('DELETE', `/admin/search/synonyms/${encodeURIComponent('தொட்டிகள்')}`)).status).toBe(204);
  });

  it('refuses what search would not read as one word, with the same messages', async () => {
    const bad = async (word: string, body: unknown, message: string) => {
      const answer = await asAdmin('PUT', `/admin/search/synonyms/${encodeURIComponent(word)}`, body);
      expect([400, 422], `${word} ${JSON.stringify(body)}: ${answer.status}`).toContain(answer.status);
      expect(answer.body.detail).toBe(message);
    };
    await bad('ಸಿಮೆಂಟ್ ಚೀಲ', { alternatives: ['cement'], note }, M.wordNotOneWord);
    await bad('ಕ', { alternatives: ['cement'], note }, M.wordLength);
    await bad('ಚೀಲ', { alternatives: ['ಮರಳು ಚೀಲ'], note }, M.alternativeNotOneWord('ಮರಳು ಚೀಲ'));
    await bad(decomposedTanks, { alternatives: ['tank', 'தொட்டிகள்'], note }, M.alternativeIsWord('தொட்டிகள்'));
    expect(await words('ಚೀಲ')).toEqual([]);
  });
});

describe('a search word applies to the next search', () => {
  it('finds cement products for an invented word once the admin adds it, and nothing once it is deleted', async () => {
    // Four letters: too short for typo tolerance ('gobar' finds Saint-Gobain), so only the synonym can find anything.
    const ids = async (path: string) => ((await server.call('GET', v1(path))).body as Array<{ id: number }>).map((product) => product.id);
    const suggested = () => ids('/products/search-suggestions?q=zuko');
    const listed = () => ids('/products/?search=zuko&limit=100');
    expect(await suggested()).toEqual([]);
    expect(await listed()).toEqual([]);

    expect((await asAdmin('PUT', '/admin/search/synonyms/zuko', { alternatives: ['cement'], note: 'Invented for this test' })).status).toBe(201);
    const cement = await ids('/products/?search=cement&limit=100');
    const found = await suggested();
    expect(found.length).toBeGreaterThan(0);
    expect(cement).toEqual(expect.arrayContaining(found));
    expect((await listed()).length).toBeGreaterThan(0);
    expect(cement).toEqual(expect.arrayContaining(await listed()));

    expect((await asAdmin('DELETE', '/admin/search/synonyms/zuko')).status).toBe(204);
    expect(await suggested()).toEqual([]);
    expect(await listed()).toEqual([]);
  });
});
