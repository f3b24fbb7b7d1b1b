import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, urlRefusal } from './targetGuard.ts';

/** A receiver gets this long to answer a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer's body the delivery log keeps. */
export const RESPONSE_EXCERPT_CHARS = 500;

/** What one POST got: the status and the start of the body, or the error when there was no answer. */
export interface PostOutcome {
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
}

/**
 * POSTs a signed delivery to an endpoint: one request, no redirects followed, through the SSRF
 * guard's lookup (targetGuard.ts), given up after DELIVERY_TIMEOUT_MS. Never throws.
 */
export function postDelivery(url: string, body: string, headers: Record<string, string>, allowLocal: boolean): Promise<PostOutcome> {
  const refusal = urlRefusal(url, allowLocal);
  if (refusal) return Promise.resolve({ statusCode: null, excerpt: null, error: `refused: ${refusal}` });
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowLocal),
        timeout: DELIVERY_TIMEOUT_MS,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < RESPONSE_EXCERPT_CHARS) excerpt += chunk;
        });
        const finish = () => resolve({ statusCode: response.statusCode ?? null, excerpt: excerpt.slice(0, RESPONSE_EXCERPT_CHARS), error: null });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve({ statusCode: null, excerpt: null, error: error.message.slice(0, RESPONSE_EXCERPT_CHARS) }));
    request.end(body);
  });
}
