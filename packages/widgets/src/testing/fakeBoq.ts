import { calculateBoq, parseBoqRequest } from '@nirmaan/calculators';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FakeBoqOptions {
  /** Answer every BOQ call with a network failure. */
  offline?: boolean;
  /** Told of each BOQ saved. */
  onSave?: (request: unknown) => void;
}

/**
 * The BOQ calls of the server, answered in the page by the same calculation (layered over whatever
 * fetch is installed, e.g. installFakeApi). Returns the function that removes it.
 */
export function installFakeBoq(options: FakeBoqOptions = {}): () => void {
  const previous = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (!path.startsWith('/boq/')) return previous(input, init);
    if (options.offline) throw new TypeError('Failed to fetch');
    const parsed = parseBoqRequest(await request.json());
    const outcome = parsed.ok ? calculateBoq(parsed.request) : parsed;
    if (!outcome.ok) return json({ detail: outcome.errors[0]?.message, errors: outcome.errors }, 422);
    if (path === '/boq/save') {
      options.onSave?.(parsed.ok ? parsed.request : null);
      return json({ success: true, id: 1, created_at: '2026-11-22T10:00:00Z', result: outcome.result }, 201);
    }
    return json(outcome.result);
  };
  return () => {
    globalThis.fetch = previous;
  };
}
