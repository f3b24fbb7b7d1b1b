import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app.ts';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** The real server on a free loopback port, serving the built host app, embed script and examples. */
export async function startServer(): Promise<RunningServer> {
  const app: FastifyInstance = await buildApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
