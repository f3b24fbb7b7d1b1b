import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { StaticRoots } from '../paths.ts';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { watchCatalogueVersion } from '../http/catalogueVersion.ts';
import { openTestDatabase } from './testDatabase.ts';
import { DevOutboxGateway, type SmsGateway } from '../sms/smsGateway.ts';

/** Tests read answers field by field and assert on them; the shape is what is under test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ResponseBody = any;

export interface TestServer {
  url: string;
  db: Database;
  outbox: DevOutboxGateway;
  app: FastifyInstance;
  /** Every route the server added, with its schemas and guards, as Fastify's onRoute hook saw it. */
  routes: RouteOptions[];
  /** fetch against the server; JSON bodies are sent as JSON, `form` bodies form-encoded. */
  call: (
    method: string,
    path: string,
    options?: { json?: unknown; form?: Record<string, string>; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: ResponseBody; headers: Headers }>;
  close: () => Promise<void>;
}

export const TEST_CONFIG: ServerConfig = {
  mode: 'demo',
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  databaseUrl: undefined,
  adminEmail: undefined,
  adminPassword: undefined,
  jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-1234'),
  sms: { provider: 'dev' },
  logLevel: 'silent',
  trustProxy: false,
  company: null,
};

export interface TestServerOptions {
  /** The SMS gateway instead of the dev outbox; null for none (OTP sign-in off). */
  sms?: SmsGateway | null;
  /** Milliseconds a client has to send a whole request (Fastify's requestTimeout). */
  requestTimeout?: number;
  /** Built files to serve (the host app's pages); the repository's build by default. */
  staticRoots?: StaticRoots;
}

/** The real server over real HTTP on a fresh in-memory database (or DATABASE_URL when given). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const config = { ...TEST_CONFIG, ...overrides };
  const database = await (config.databaseUrl ? openDatabase({ databaseUrl: config.databaseUrl }) : openTestDatabase());
  const outbox = new DevOutboxGateway(() => {});
  const routes: RouteOptions[] = [];
  const catalogueVersion = await watchCatalogueVersion(database, config.databaseUrl);
  const sms = options.sms === undefined ? outbox : options.sms;
  const app = await buildApp({
    context: { db: database.db, config, sms, catalogueVersion },
    onRoute: (route) => void routes.push(route),
    requestTimeout: options.requestTimeout,
    ...(options.staticRoots ? { staticRoots: options.staticRoots } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const call: TestServer['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    url,
    db: database.db,
    outbox,
    app,
    routes,
    call,
    close: async () => {
      await app.close();
      await catalogueVersion.close();
      await database.close();
    },
  };
}

/** The latest OTP the dev gateway sent to a phone. */
export function latestOtp(outbox: DevOutboxGateway, phone: string): string {
  const message = outbox.list(phone)[0];
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${phone}`);
  return code;
}
