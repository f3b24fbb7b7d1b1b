import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  apiRoutes,
  buildWorld,
  fillPath,
  missingRouteMessage,
  ROUTE_TABLE,
  send,
  type ApiRoute,
  type Caller,
  type RequestSpec,
  type World,
} from '../testing/routeTable/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/*
 * Bad-input fuzzing of every API route with a body, query or path schema (issue 11). The fields
 * come from the route's zod schemas as Fastify's onRoute hook saw them (and from the valid request
 * of the route table), so a field or route added later is fuzzed too. Each field gets a rotating
 * sample of bad values (wrong types, missing, null, huge strings, unicode, negative and huge
 * numbers, SQL and script payloads), the whole body some malformed shapes, sent as a caller the
 * route admits. Nothing may answer 5xx, and a refused request (4xx) leaves every table as it was:
 * the same rows (count and content).
 */

const server: TestServer = await startTestServer();
const routes = apiRoutes(server.routes);
let world: World;

beforeAll(async () => {
  world = await buildWorld(server);
}, 120_000);
afterAll(() => server.close());

// ---- bad values --------------------------------------------------------------------------------

const MISSING = Symbol('missing');
const HUGE = 'x'.repeat(100_000);
const UNICODE = 'ॐ நமஸ்காரம் 😀👷🏽‍♀️ \u202eevil\u202c \u0000nul \ud800 Ω≈ç√';

/** Bad values for one JSON field, by name, given the valid value (if any) to vary its type. */
const FIELD_VALUES: Array<[string, (valid: unknown) => unknown]> = [
  ['wrong type', (valid) => (typeof valid === 'string' ? 12345 : typeof valid === 'number' ? 'twelve' : typeof valid === 'boolean' ? 'yes' : 'text')],
  ['missing', () => MISSING],
  ['null', () => null],
  ['100k-character string', () => HUGE],
  ['unicode with NUL and a lone surrogate', () => UNICODE],
  ['negative number', () => -1],
  ['huge number', () => 1e308],
  ['fraction', () => 0.333333333],
  ['beyond int4', () => 2 ** 31],
  ['SQL injection', () => "'; DROP TABLE users; --"],
  ['SQL tautology', () => "1' OR '1'='1"],
  ['script', () => '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['array', () => ['a', 1, null]],
  ['operator object', () => ({ $gt: '', $where: 'sleep(1)' })],
  ['empty string', () => ''],
  ['whitespace', () => ' \t\n '],
];

/** Bad values for a query or path parameter (always text there). */
const TEXT_VALUES: Array<[string, string | string[]]> = [
  ['letters', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['20 digits', '99999999999999999999'],
  ['exponent', '1e309'],
  ['SQL tautology', "1' OR '1'='1"],
  ['SQL injection', "'; DROP TABLE users; --"],
  ['script', '<script>alert(1)</script>'],
  ['unicode with NUL', 'ॐ😀\u0000\u202e'],
  ['8000 characters', 'y'.repeat(8000)],
  ['empty', ''],
  ['repeated parameter', ['1', '2']],
];

/** Whole bodies of the wrong shape. */
const BODIES: Array<[string, { json?: unknown; raw?: string; type?: string }]> = [
  ['empty object', { json: {} }],
  ['array', { json: [1, 2, 3] }],
  ['string', { json: 'hello' }],
  ['null', { json: null }],
  ['number', { json: -42 }],
  ['deep nesting', { json: JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`) }],
  ['prototype pollution', { raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}', type: 'application/json' }],
  ['malformed JSON', { raw: '{"title": "unterminated', type: 'application/json' }],
  ['text body', { raw: 'hello', type: 'text/plain' }],
  ['body over 1 MB', { json: { filler: 'z'.repeat(1_100_000) } }],
];

// ---- schemas -----------------------------------------------------------------------------------

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: { def?: { type?: string; in?: unknown; innerType?: unknown } };
}

/** The field names of an object schema, through optional/default/pipe/refine wrappers. */
function fieldsOf(schema: unknown): string[] {
  for (let current = schema as ZodLike | undefined, depth = 0; current && depth < 10; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.in ?? def?.innerType) as ZodLike | undefined;
  }
  return [];
}

const schemaOf = (route: ApiRoute) => (route.options.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };

// ---- data ----------------------------------------------------------------------------------------

/**
 * Tables a refused request is meant to write: a failed sign-in is counted before the password is
 * compared (auth/loginFailures.ts), so the count is the refusal's own record.
 */
const REFUSAL_RECORDS = new Set(['sign_in_attempts']);

/**
 * Records every row a statement inserts, changes or deletes, in every table but the refusal
 * records, in `fuzz_changes` (row-level triggers; an UPDATE that leaves a row as it was is not a
 * change; compared as text, as a json column has no equality). Reading what an attempt changed is then one small query, however much data the tables
 * hold (hashing every table after each attempt took minutes once photos were stored in them).
 */
async function watchChanges(db: Database): Promise<void> {
  const tables = (await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows
    .map((row) => row.tablename)
    .filter((table) => !REFUSAL_RECORDS.has(table));
  await db.execute(sql.raw('create table fuzz_changes (id bigserial primary key, table_name text not null, operation text not null)'));
  await db.execute(
    sql.raw(`create function fuzz_record_change() returns trigger language plpgsql as $$
      begin insert into fuzz_changes (table_name, operation) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger fuzz_rows_added_or_removed after insert or delete on "${table}" for each row execute function fuzz_record_change()`),
    );
    await db.execute(
      sql.raw(
        `create trigger fuzz_rows_changed after update on "${table}" for each row when (old::text is distinct from new::text) execute function fuzz_record_change()`,
      ),
    );
  }
}

/** The last change recorded so far. */
async function lastChange(db: Database): Promise<number> {
  const [row] = (await db.execute<{ last: string }>(sql.raw('select coalesce(max(id), 0) as last from fuzz_changes'))).rows;
  return Number(row?.last ?? 0);
}

/** What changed after change `since`: 'table: n INSERTs' per table and operation; with `countsOnly`, updates left out. */
async function changesSince(db: Database, since: number, countsOnly: boolean): Promise<string[]> {
  const rows = (
    await db.execute<{ table_name: string; operation: string; rows: string }>(
      sql`select table_name, operation, count(*) as rows from fuzz_changes where id > ${since} group by table_name, operation order by table_name, operation`,
    )
  ).rows;
  return rows.filter((row) => !(countsOnly && row.operation === 'UPDATE')).map((row) => `${row.table_name}: ${row.rows} ${row.operation}s`);
}

// ---- requests --------------------------------------------------------------------------------------

interface Attempt {
  what: string;
  spec: RequestSpec;
  /** A raw body with its content type, for malformed bodies. */
  raw?: { body: string; type: string };
  /** Repeated query parameters, appended to the query string. */
  repeated?: [string, string[]];
}

async function sendAttempt(route: ApiRoute, attempt: Attempt, token: string | undefined) {
  const path = fillPath(route.url, attempt.spec.params);
  if (!attempt.raw && !attempt.repeated) return send(server, route.method, path, attempt.spec, token);
  const query = new URLSearchParams(Object.entries(attempt.spec.query ?? {}).map(([key, value]) => [key, String(value)]));
  if (attempt.repeated) for (const value of attempt.repeated[1]) query.append(attempt.repeated[0], value);
  const headers: Record<string, string> = attempt.raw ? { 'content-type': attempt.raw.type } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}${path}?${query.toString()}`, { method: route.method, headers, body: attempt.raw?.body });
  const text = await response.text();
  return { status: response.status, body: text as unknown };
}

/** Picks `count` of `items`, rotating by `offset`, so successive fields try different values. */
function sample<T>(items: T[], count: number, offset: number): T[] {
  return Array.from({ length: Math.min(count, items.length) }, (_, index) => items[(offset + index) % items.length]!);
}

let rotation = 0;

function attemptsFor(route: ApiRoute, valid: RequestSpec): Attempt[] {
  const schema = schemaOf(route);
  const attempts: Attempt[] = [];
  const validBody = (valid.json && typeof valid.json === 'object' && !Array.isArray(valid.json) ? valid.json : {}) as Record<string, unknown>;

  if (schema.body !== undefined) {
    const fields = [...new Set([...fieldsOf(schema.body), ...Object.keys(validBody)])];
    for (const field of fields) {
      for (const [name, make] of sample(FIELD_VALUES, 7, (rotation += 5))) {
        const value = make(validBody[field]);
        const json = { ...validBody };
        if (value === MISSING) delete json[field];
        else json[field] = value;
        attempts.push({ what: `body.${field}: ${name}`, spec: { ...valid, json } });
      }
    }
    for (const [name, body] of BODIES) {
      attempts.push(
        body.raw !== undefined
          ? { what: `body: ${name}`, spec: valid, raw: { body: body.raw, type: body.type! } }
          : { what: `body: ${name}`, spec: { ...valid, json: body.json } },
      );
    }
  }
  if (schema.querystring !== undefined) {
    const fields = [...new Set([...fieldsOf(schema.querystring), ...Object.keys(valid.query ?? {})])];
    for (const field of fields) {
      for (const [name, value] of sample(TEXT_VALUES, 6, (rotation += 5))) {
        const query = { ...valid.query };
        delete query[field];
        attempts.push(
          Array.isArray(value)
            ? { what: `query.${field}: ${name}`, spec: { ...valid, query }, repeated: [field, value] }
            : { what: `query.${field}: ${name}`, spec: { ...valid, query: { ...query, [field]: value } } },
        );
      }
    }
  }
  for (const param of route.url.match(/:(\w+)/g)?.map((name) => name.slice(1)) ?? []) {
    for (const [name, value] of sample(
      TEXT_VALUES.filter(([, text]) => typeof text === 'string' && text !== ''),
      6,
      (rotation += 5),
    )) {
      attempts.push({ what: `path :${param}: ${name}`, spec: { ...valid, params: { ...valid.params, [param]: value as string } } });
    }
  }
  if (schema.consumes?.includes('multipart/form-data')) {
    const form = (fields: Record<string, string | Blob>) => () => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      return data;
    };
    attempts.push(
      { what: 'multipart: JSON instead', spec: { ...valid, multipart: undefined, json: { file: 'not a file' } } },
      { what: 'multipart: empty form', spec: { ...valid, multipart: form({}) } },
      {
        what: 'multipart: binary garbage file',
        spec: { ...valid, multipart: form({ file: new Blob([new Uint8Array([0, 255, 0, 254, 10, 13, 0])]), image: new Blob([new Uint8Array([0, 1, 2])]) }) },
      },
      {
        what: 'multipart: 100k-character fields',
        spec: { ...valid, multipart: form({ project_name: HUGE, location: UNICODE, gps: "1' OR '1'='1", builder_link: 'javascript:alert(1)' }) },
      },
      {
        what: 'multipart: NUL and unicode fields',
        spec: { ...valid, multipart: form({ project_name: UNICODE, location: UNICODE, builder_name: UNICODE, partner_id: UNICODE }) },
      },
      {
        what: 'multipart: CSV of formulas and unicode',
        spec: { ...valid, multipart: form({ file: new Blob([`name,title,listing_id,price\n=cmd|' /C calc'!A0,${UNICODE},-1,-5\n`], { type: 'text/csv' }) }) },
      },
      {
        what: 'multipart: CSV with NUL cells',
        spec: { ...valid, multipart: form({ file: new Blob([`name,title,email,stage\n${UNICODE},${UNICODE},nul@example.com,new\n`], { type: 'text/csv' }) }) },
      },
    );
  }
  return attempts;
}

/** Who sends a route's requests: an account the route admits. */
function callerFor(access: string): Caller {
  if (access === 'public') return 'anonymous';
  if (access === 'seller') return 'seller';
  if (access === 'admin') return 'admin';
  return 'buyer';
}

const fuzzed = routes.filter((route) => {
  const schema = schemaOf(route);
  return schema.body !== undefined || schema.querystring !== undefined || schema.params !== undefined || schema.consumes?.includes('multipart/form-data');
});

describe('bad-input fuzzing', () => {
  it('covers the routes with a body, query or path (every one in the route table)', () => {
    expect(fuzzed.length).toBeGreaterThan(40);
    const missing = fuzzed.filter((route) => !(route.key in ROUTE_TABLE)).map((route) => route.key);
    expect(missing, missingRouteMessage(missing)).toEqual([]);
  });

  it('refuses a NUL character in any text with 422 naming the field (PostgreSQL text cannot hold it)', async () => {
    const response = await send(server, 'POST', '/api/v1/crm/contacts', { json: { name: 'Suresh\u0000Gowda' } }, world.tokens.seller);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      detail: 'Text must not contain the NUL character (\\u0000)',
      errors: [{ field: 'name', message: 'Text must not contain the NUL character (\\u0000)' }],
    });
    const search = await send(server, 'GET', '/api/v1/products/search-suggestions', { query: { q: 'cem\u0000ent' } });
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual([{ field: 'q', message: expect.stringContaining('NUL') }]);
  });

  it('answers every bad input with a 4xx (never 5xx), and a refused request changes no row', async () => {
    const serverErrors: string[] = [];
    const changedData: string[] = [];
    let sent = 0;
    await watchChanges(server.db);
    // The watch sees a write (and not an UPDATE that changes nothing): else this test could not fail.
    const probe = await lastChange(server.db);
    await server.db.execute(sql`update categories set name = name`);
    await server.db.execute(sql`insert into categories (name) values ('fuzz probe')`);
    await server.db.execute(sql`delete from categories where name = 'fuzz probe'`);
    expect(await changesSince(server.db, probe, false)).toEqual(['categories: 1 DELETEs', 'categories: 1 INSERTs']);
    for (const route of fuzzed) {
      const rule = ROUTE_TABLE[route.key];
      if (!rule) continue;
      const caller = callerFor(rule.access);
      const valid = rule.request ? await rule.request(world, caller) : {};
      for (const attempt of attemptsFor(route, valid)) {
        const before = await lastChange(server.db);
        const response = await sendAttempt(route, attempt, world.tokens[caller]);
        sent++;
        const label = `${route.key} — ${attempt.what}`;
        if (response.status >= 500) serverErrors.push(`${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
        else if (response.status >= 400) {
          const changed = await changesSince(server.db, before, rule.refusalMayWrite !== undefined);
          if (changed.length > 0) changedData.push(`${label}: ${response.status} but ${changed.join(', ')}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(serverErrors).toEqual([]);
    expect(changedData).toEqual([]);
  }, 240_000);
});
