import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { temporaryDirectory } from './temporaryDirectory.ts';

/** Verifies a webhook as the docs tell receivers to: raw body, Nirmaan-Signature header, secret, now in unix seconds. */
export type DocumentedVerifier = (rawBody: string, signatureHeader: string | undefined, secret: string, nowSeconds?: number) => boolean;

const WEBHOOKS_DOC = fileURLToPath(new URL('../../../../docs/webhooks.md', import.meta.url));

/**
 * The verification snippet of docs/webhooks.md, loaded as the module a receiver would paste it
 * into: the tests check deliveries with exactly what the documentation shows.
 */
export async function documentedVerifier(): Promise<DocumentedVerifier> {
  const snippet = readFileSync(WEBHOOKS_DOC, 'utf8')
    .split('```js\n')
    .slice(1)
    .map((block) => block.split('```')[0]!)
    .find((block) => block.includes('export function verifyNirmaanSignature'));
  if (!snippet) throw new Error('docs/webhooks.md has no verifyNirmaanSignature snippet');
  const file = join(temporaryDirectory('nirmaan-verify-'), 'verify.mjs');
  writeFileSync(file, snippet);
  const module = (await import(pathToFileURL(file).href)) as { verifyNirmaanSignature: DocumentedVerifier };
  return module.verifyNirmaanSignature;
}
