// The bare-driver yardstick of bench/httpLoad.ts (issue 30): the statements the real server sends to
// PostgreSQL for one request are recorded, then served again by a bare Fastify app on a plain `pg`
// pool, sent as they were (parsed and planned each time) or as named prepared statements. What the
// real server costs beyond these is its own work (routing, validation, query building, mapping).
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

export interface RecordedStatement {
  text: string;
  values: unknown[];
}

type QueryArguments = [config: string | { text: string; values?: unknown[] }, values?: unknown];

/** Runs `request` and answers every statement any `pg` client sent meanwhile, in order. */
export async function recordStatements(request: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const query = pg.Client.prototype.query as (...args: QueryArguments) => unknown;
  pg.Client.prototype.query = function recordingQuery(this: pg.Client, ...args: QueryArguments) {
    const [config, values] = args;
    const given = Array.isArray(values) ? values : [];
    if (typeof config === 'string') recorded.push({ text: config, values: given });
    else if (config && typeof config.text === 'string') recorded.push({ text: config.text, values: config.values ?? given });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await request();
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
  }
  return recorded;
}

/**
 * A bare Fastify app answering GET /plain/<name> and GET /prepared/<name> by sending the statements
 * recorded for <name> on one pooled connection, one after another, and the last one's rows as JSON.
 */
export async function bareReplayServer(connectionString: string, recordings: Record<string, RecordedStatement[]>): Promise<FastifyInstance> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const app = Fastify();
  app.addHook('onClose', () => pool.end());
  const replay = async (name: string, prepared: boolean) => {
    const statements = recordings[name];
    if (!statements) throw new Error(`nothing recorded for ${name}`);
    const client = await pool.connect();
    try {
      let rows: unknown[] = [];
      for (const [index, { text, values }] of statements.entries()) {
        rows = (await client.query(prepared ? { name: `${name}_${index}`, text, values } : { text, values })).rows;
      }
      return rows;
    } finally {
      client.release();
    }
  };
  app.get<{ Params: { name: string } }>('/plain/:name', async (request) => replay(request.params.name, false));
  app.get<{ Params: { name: string } }>('/prepared/:name', async (request) => replay(request.params.name, true));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
