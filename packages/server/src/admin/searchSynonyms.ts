import { asc, eq, sql } from 'drizzle-orm';
import { SEARCH_SYNONYM_MESSAGES as M, type SearchSynonym, type SearchSynonymInput } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { searchSynonyms } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { storedAlternativesError } from './searchSynonymSchemas.ts';

/*
 * The search's synonyms as the admin edits them (issue 29): the words of search_synonyms (migration
 * 0021 seeded them) with what each also finds. The search reads the table on every request, so a
 * change applies to the next search.
 */

const columns = { word: searchSynonyms.word, alternatives: searchSynonyms.alternatives, note: searchSynonyms.note };

/** Every synonym by word; with a search (lower-cased), those whose word or an alternative holds it. */
export async function listSearchSynonyms(db: Database, search = ''): Promise<SearchSynonym[]> {
  const text = search.trim().toLowerCase();
  const holds = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select(columns)
    .from(searchSynonyms)
    .where(
      text === ''
        ? undefined
        : sql`(${searchSynonyms.word} like ${holds} or exists (select 1 from unnest(${searchSynonyms.alternatives}) as alternative where alternative like ${holds}))`,
    )
    .orderBy(asc(searchSynonyms.word));
}

/**
 * Adds the word (in normal form) or replaces its alternatives and note; answers the row and whether
 * it is new. 400 for an alternative that is the word itself (the body's own checks ran already).
 */
export async function saveSearchSynonym(db: Database, word: string, input: SearchSynonymInput): Promise<{ synonym: SearchSynonym; created: boolean }> {
  const problem = storedAlternativesError(input.alternatives, word);
  if (problem) throw badRequest(problem);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ word: searchSynonyms.word }).from(searchSynonyms).where(eq(searchSynonyms.word, word)).for('update');
    const values = { word, alternatives: input.alternatives, note: input.note };
    const [synonym] = await tx
      .insert(searchSynonyms)
      .values(values)
      .onConflictDoUpdate({ target: searchSynonyms.word, set: { alternatives: values.alternatives, note: values.note } })
      .returning(columns);
    return { synonym: synonym!, created: existing === undefined };
  });
}

/** Deletes the word (in normal form); 404 when there is none. */
export async function deleteSearchSynonym(db: Database, word: string): Promise<void> {
  const deleted = await db.delete(searchSynonyms).where(eq(searchSynonyms.word, word)).returning({ word: searchSynonyms.word });
  if (deleted.length === 0) throw notFound(M.notFound(word));
}
