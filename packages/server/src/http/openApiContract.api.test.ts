import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { clientTypesOf, RELEASED_DOCUMENT, servedDocument } from '../testing/apiContract.ts';
import { startTestServer } from '../testing/testServer.ts';
import { breakingChanges } from './apiCompatibility.ts';
import { API_PREFIX } from './apiOperations.ts';
import { INTEGRATION_GUIDE_PATH } from './openApiContract.ts';

/*
 * The served OpenAPI contract (issue 34): what integrators and their generated clients rely on.
 * A route added without an operationId (http/apiOperations.ts), a summary or tags fails here by
 * name; `redocly lint` with the committed redocly.yaml must pass; the generated client types
 * must name every operation; and nothing released in v1 may break.
 */

const server = await startTestServer();
const document = await servedDocument(server);
afterAll(() => server.close());

type Operation = { operationId?: string; summary?: string; description?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> };
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);
const lacking = (test: (operation: Operation) => boolean) => operations.filter(({ operation }) => !test(operation)).map(({ key }) => key);

describe('the served OpenAPI document', () => {
  it('describes only the /api/v1 routes, without trailing slashes', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(Object.keys(document.paths ?? {}).filter((path) => !path.startsWith(`${API_PREFIX}/`) || path.endsWith('/'))).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    expect(
      lacking((operation) => Boolean(operation.operationId)),
      'Add these to packages/server/src/http/apiOperations.ts',
    ).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('gives every operation a summary, a description saying who may call it, tags and security', () => {
    expect(
      lacking((operation) => Boolean(operation.summary)),
      'Give these routes a summary in their schema',
    ).toEqual([]);
    expect(
      lacking((operation) => Boolean(operation.tags?.length)),
      'Give these routes tags in their schema',
    ).toEqual([]);
    expect(lacking((operation) => Boolean(operation.description?.includes('Who may call')))).toEqual([]);
    expect(lacking((operation) => Array.isArray(operation.security))).toEqual([]);
  });

  it('documents the {"detail"} errors of every operation that takes input or a token', () => {
    const needsErrors = (operation: Operation & { parameters?: unknown[]; requestBody?: unknown }) =>
      (operation.security?.length ?? 0) > 0 || Boolean(operation.parameters?.length) || Boolean(operation.requestBody);
    const undocumented = operations
      .filter(({ operation }) => needsErrors(operation))
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4')))
      .map(({ key }) => key);
    expect(undocumented).toEqual([]);
    type Media = { schema?: { examples?: unknown[] } };
    const withoutExample = operations.flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('4'))
        .filter(([, response]) => !(response as { content?: Record<string, Media> }).content?.['application/json']?.schema?.examples?.length)
        .map(([status]) => `${key} ${status}`),
    );
    expect(withoutExample, 'Error responses should use errorResponse (shared/schemas.ts), which gets an example per status').toEqual([]);
  });

  it('shows an example of every request body, parameter and JSON success response (redocly checks each against its schema)', () => {
    type Media = { schema?: { examples?: unknown[]; format?: string } };
    type Described = Operation & { requestBody?: { content?: Record<string, Media> }; parameters?: Array<{ name: string; example?: unknown }> };
    const withoutExample = operations.flatMap(({ key, operation }) => {
      const { requestBody, parameters = [], responses = {} } = operation as Described;
      const bodies = Object.entries(requestBody?.content ?? {}).map(([type, media]) => [`${key} request ${type}`, media] as const);
      const answers = Object.entries(responses as Record<string, { content?: Record<string, Media> }>)
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, response]) => Object.entries(response.content ?? {}).map(([type, media]) => [`${key} ${status} ${type}`, media] as const));
      const lacking = [...bodies, ...answers].filter(([, media]) => media.schema?.format !== 'binary' && !media.schema?.examples?.length).map(([name]) => name);
      return [...lacking, ...parameters.filter((parameter) => parameter.example === undefined).map((parameter) => `${key} parameter ${parameter.name}`)];
    });
    expect(withoutExample).toEqual([]);
    const shapeless = operations.flatMap(({ key, operation }) =>
      Object.entries((operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>)
        .filter(([status]) => status.startsWith('2'))
        .filter(([, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return schema !== undefined && !['type', 'anyOf', 'oneOf', 'allOf', 'const', 'enum'].some((keyword) => keyword in schema);
        })
        .map(([status]) => `${key} ${status}`),
    );
    expect(shapeless, 'Give these routes a response schema for their success').toEqual([]);
    expect(operations.filter(({ operation }) => (operation as Described).requestBody).length).toBeGreaterThan(50);
  });

  it("passes `redocly lint` with the repository's redocly.yaml", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'nirmaan-openapi-'));
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const redocly = join(process.cwd(), 'node_modules/.bin/redocly');
    try {
      const result = await promisify(execFile)(redocly, ['lint', file, '--config', 'redocly.yaml', '--format=stylish', '--max-problems=50'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
      expect('failed' in result ? `${result.stdout}\n${result.stderr}` : '').toBe('');
      expect(result.stdout + result.stderr).not.toMatch(/warning/i);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);

  it('generates client types naming every operation (npm run typecheck compiles the sample integration against them)', async () => {
    const types = await clientTypesOf(document);
    const ids = operations.map(({ operation }) => operation.operationId!);
    expect(ids.filter((id) => !types.includes(`    ${id}: {`))).toEqual([]);
  });

  it('links the "Integrate with the API" guide, served as a page with the guides it links', async () => {
    expect((document.info as { description: string }).description).toContain(`](${INTEGRATION_GUIDE_PATH})`);
    const guide = await server.call('GET', INTEGRATION_GUIDE_PATH);
    expect(guide.status).toBe(200);
    expect(guide.headers.get('content-type')).toContain('text/html');
    expect(guide.body).toContain('<h1>Integrate with the API</h1>');
    expect(guide.body).toContain('Idempotency-Key');
    expect(guide.body).toContain('href="/api/docs/guide/api-versioning"');
    expect(guide.body).toContain('href="/api/docs/guide/webhooks"');
    expect((await server.call('GET', '/api/docs/guide/api-versioning')).status).toBe(200);
    expect((await server.call('GET', '/api/docs/guide/operations')).status).toBe(404);
    const folder = await fetch(`${server.url}/api/docs/guide/`, { redirect: 'manual' });
    expect(folder.status).toBe(302);
    expect(folder.headers.get('location')).toBe('/api/docs/guide/integrate-api');
  });

  it('breaks nothing of the released v1 contract (docs/api/openapi-v1.json; docs/api-versioning.md)', () => {
    const released = JSON.parse(readFileSync(RELEASED_DOCUMENT, 'utf8'));
    expect(breakingChanges(released, document)).toEqual([]);
  });

  it('would fail on a doctored document: an operation removed, a required body field added', () => {
    const doctored = structuredClone(document) as typeof document & { paths: Record<string, Record<string, any>> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    delete doctored.paths['/api/v1/products']!.get;
    const rfqBody = doctored.paths['/api/v1/rfqs']!.post.requestBody.content['application/json'].schema;
    rfqBody.required = [...(rfqBody.required ?? []), 'site_photo'];
    expect(breakingChanges(document, doctored)).toEqual([
      expect.stringContaining('GET /api/v1/products was removed'),
      expect.stringContaining('POST /api/v1/rfqs now requires application/json body field "site_photo"'),
    ]);
  });
});
