import type { FastifyInstance } from 'fastify';
import { InvalidFields } from './errors.ts';

/** PostgreSQL text (and jsonb) cannot hold U+0000: such input is refused before any route sees it. */
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/**
 * Where the first U+0000 is in a parsed body, query or path: the field's path as validation errors
 * name it ('title', 'items.0.name'), '' for the value itself, or null when there is none.
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A preValidation hook for the API: a request whose JSON or form body, query or path parameters
 * carry U+0000 anywhere is a 422 naming the field, instead of a database error (500) later.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body) ?? findNul(request.query) ?? findNul(request.params);
    if (field !== null) throw new InvalidFields([{ field: field || 'body', message: NUL_MESSAGE }]);
  });
}
