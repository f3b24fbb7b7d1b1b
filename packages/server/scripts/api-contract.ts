import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES, clientTypesOf, RELEASED_DOCUMENT, releasedText, servedDocument } from '../src/testing/apiContract.ts';
import { startTestServer } from '../src/testing/testServer.ts';

/*
 * Writes what is generated from the served OpenAPI document (a server on an in-memory database):
 *   types    examples/api-client/nirmaanApi.ts, the types the sample integration compiles against
 *            (not committed: npm run typecheck runs this first, so they always match the code)
 *   release  docs/api/openapi-v1.json, the released v1 contract the breaking-change check compares with
 * (docs/api-versioning.md says when to release).
 */
const what = process.argv[2];
if (what !== 'types' && what !== 'release') {
  console.error('Usage: api-contract.ts types|release');
  process.exit(2);
}
const server = await startTestServer();
try {
  const document = await servedDocument(server);
  if (what === 'types') writeFileSync(CLIENT_TYPES, await clientTypesOf(document));
  else writeFileSync(RELEASED_DOCUMENT, releasedText(document));
  process.stdout.write(`Wrote ${what === 'types' ? CLIENT_TYPES : RELEASED_DOCUMENT}\n`);
} finally {
  await server.close();
}
