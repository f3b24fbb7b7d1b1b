import {
  SEARCH_SYNONYM_MESSAGES as M,
  synonymAlternativesError,
  synonymMatches,
  synonymNoteError,
  synonymWordError,
  type SearchSynonym,
  type SearchSynonymInput,
} from '@nirmaan/core';

/** Some of the words migration 0021 seeds, for stories and component tests. */
export const DEMO_SEARCH_SYNONYMS: SearchSynonym[] = [
  { word: 'balu', alternatives: ['sand'], note: 'Hindi baalu: sand' },
  { word: 'jalli', alternatives: ['jelly', 'aggregate'], note: 'Kannada/Tamil: crushed stone aggregate (jelly)' },
  { word: 'kambi', alternatives: ['tmt'], note: 'Tamil/Kannada: steel rod, reinforcement bar' },
  { word: 'saria', alternatives: ['tmt'], note: 'Hindi sariya: steel reinforcement bars (TMT)' },
  { word: 'sunmica', alternatives: ['laminate'], note: 'Trade name for decorative laminate sheets' },
];

/** The fake's search normal form: trimmed, lower case, a plural's s dropped ('Pipes' → 'pipe'), as the server folds plurals. */
export const fakeNormalForm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/([a-z]{2,}[^\Wsiu])s$/u, '$1');

const problem = (status: number, detail: string) => Response.json({ detail }, { status });

/**
 * The admin's search words behind the fake API (GET /admin/search/synonyms, PUT and DELETE
 * /admin/search/synonyms/{word}): words kept in the fake's normal form, by word, with the server's
 * rules (422 with the form's messages, 201 for a new word, 404 for an unknown one).
 */
export class FakeSearchSynonyms {
  synonyms: SearchSynonym[];

  constructor(synonyms: SearchSynonym[] = DEMO_SEARCH_SYNONYMS) {
    this.synonyms = synonyms.map((synonym) => ({ ...synonym, alternatives: [...synonym.alternatives] }));
  }

  async answer(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    if (path === '/admin/search/synonyms' && method === 'GET') {
      const search = url.searchParams.get('search') ?? '';
      return Response.json(this.sorted().filter((synonym) => synonymMatches(synonym, search)));
    }
    const item = /^\/admin\/search\/synonyms\/([^/]+)$/.exec(path);
    if (!item) return null;
    const word = fakeNormalForm(decodeURIComponent(item[1] ?? ''));
    const wordProblem = synonymWordError(word);
    if (wordProblem) return problem(422, wordProblem);
    if (method === 'DELETE') {
      if (!this.synonyms.some((synonym) => synonym.word === word)) return problem(404, M.notFound(word));
      this.synonyms = this.synonyms.filter((synonym) => synonym.word !== word);
      return new Response(null, { status: 204 });
    }
    if (method !== 'PUT') return null;
    const body = (await request.json().catch(() => ({}))) as Partial<SearchSynonymInput>;
    const alternatives = Array.isArray(body.alternatives) ? body.alternatives.map((alternative) => fakeNormalForm(String(alternative))) : [];
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    const refused = synonymAlternativesError(alternatives, word) ?? synonymNoteError(note);
    if (refused) return problem(422, refused);
    const saved: SearchSynonym = { word, alternatives, note };
    const existed = this.synonyms.some((synonym) => synonym.word === word);
    this.synonyms = [...this.synonyms.filter((synonym) => synonym.word !== word), saved];
    return Response.json(saved, { status: existed ? 200 : 201 });
  }

  private sorted(): SearchSynonym[] {
    return [...this.synonyms].sort((a, b) => a.word.localeCompare(b.word));
  }
}
