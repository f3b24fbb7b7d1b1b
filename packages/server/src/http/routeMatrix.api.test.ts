import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedRoles,
  apiRoutes,
  CALLERS,
  fillPath,
  missingRouteMessage,
  roleOf,
  ROUTE_REQUESTS,
  ROUTE_TABLE,
  send,
  buildWorld,
  type ApiRoute,
  type Caller,
  type RouteRule,
  type World,
} from '../testing/routeTable/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/*
 * The route × role matrix (issue 11): every API route the server registers (found by Fastify's
 * onRoute hook, so routes added later are covered when they land) is called by each caller, and
 * the answer's class is checked against who may call it (http/apiOperations.ts, which the OpenAPI
 * document's `security` also comes from), each called as testing/routeTable/ says:
 * - allowed callers never get 401 or 403; the owner of a row named in the path gets 2xx;
 * - anonymous gets 401, and so does a deactivated buyer where buyers are allowed;
 * - a signed-in account of the wrong role gets 403;
 * - "otherBuyer" / "otherSeller" asking for the owner's row gets 403 or 404, never 2xx;
 * - nobody ever gets a 5xx.
 */

const server: TestServer = await startTestServer();
const routes = apiRoutes(server.routes);
let world: World;

beforeAll(async () => {
  world = await buildWorld(server);
}, 120_000);
afterAll(() => server.close());

type Expectation = { kind: 'allowed' } | { kind: 'owner' } | { kind: 'status'; statuses: number[] };

/** What a caller must get from a route. */
function expectationFor(rule: RouteRule, caller: Caller): Expectation {
  if (rule.access === 'public') return { kind: 'allowed' };
  const roles = allowedRoles(rule.access);
  const role = roleOf(caller);
  if (role === null) return { kind: 'status', statuses: [401] };
  if (!roles.includes(role)) return { kind: 'status', statuses: [403] };
  // The role is allowed, the account is not active: its token stopped working.
  if (caller === 'deactivatedBuyer') return { kind: 'status', statuses: [401] };
  if (rule.owner && role === rule.owner) return caller === rule.owner ? { kind: 'owner' } : { kind: 'status', statuses: [403, 404] };
  return { kind: 'allowed' };
}

function describeExpectation(expectation: Expectation): string {
  if (expectation.kind === 'allowed') return 'neither 401 nor 403';
  if (expectation.kind === 'owner') return '2xx (the owner)';
  return expectation.statuses.join(' or ');
}

function meets(expectation: Expectation, status: number): boolean {
  if (status >= 500) return false;
  if (expectation.kind === 'allowed') return status !== 401 && status !== 403;
  if (expectation.kind === 'owner') return status >= 200 && status < 300;
  return expectation.statuses.includes(status);
}

describe('route table', () => {
  it('lists every API route the server has (default deny)', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !(route.key in ROUTE_TABLE)).map((route) => route.key);
    expect(missing, missingRouteMessage(missing)).toEqual([]);
  });

  it('has no entry for a route the server no longer has', () => {
    const keys = new Set(routes.map((route) => route.key));
    const stale = Object.keys(ROUTE_TABLE).filter((key) => !keys.has(key));
    expect(stale, `Remove these from packages/server/src/http/apiOperations.ts: ${stale.join(', ')}`).toEqual([]);
    const staleRequests = Object.keys(ROUTE_REQUESTS).filter((key) => !keys.has(key));
    expect(staleRequests, `Remove these from packages/server/src/testing/routeTable/: ${staleRequests.join(', ')}`).toEqual([]);
  });
});

describe.each(routes.filter((route) => route.key in ROUTE_TABLE))('$key', (route: ApiRoute) => {
  const rule = ROUTE_TABLE[route.key]!;

  it(`answers each caller as the table says (${rule.access}${rule.owner ? `, owned by ${rule.owner}` : ''})`, async () => {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      const spec = rule.request ? await rule.request(world, caller) : {};
      const response = await send(server, route.method, fillPath(route.url, spec.params), spec, world.tokens[caller]);
      const expectation = expectationFor(rule, caller);
      if (!meets(expectation, response.status)) {
        failures.push(`${caller}: ${response.status}, expected ${describeExpectation(expectation)} — ${JSON.stringify(response.body)?.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  if (rule.access !== 'public') {
    it('checks the token before the request is read: anonymous without a body or query gets 401', async () => {
      const spec = rule.request ? await rule.request(world, 'anonymous') : {};
      const response = await send(server, route.method, fillPath(route.url, spec.params));
      expect(response.status, JSON.stringify(response.body)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    });
  }
});
