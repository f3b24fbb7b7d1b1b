import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { STATIC_ROOTS } from './paths.ts';

export interface AppOptions {
  logger?: boolean;
  staticRoots?: typeof STATIC_ROOTS;
}

/**
 * The Nirmaan server: the API under /api/v1, the embed script under /embed/, the example partner
 * pages under /examples/, and the host app everywhere else (its router decides what a path shows).
 */
export async function buildApp({ logger = false, staticRoots = STATIC_ROOTS }: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  app.get('/api/v1/health', async () => ({ status: 'ok' }));

  if (existsSync(staticRoots.embed)) {
    await app.register(fastifyStatic, {
      root: staticRoots.embed,
      prefix: '/embed/',
      decorateReply: false,
      // Partner pages on other origins load the embed script.
      setHeaders: (reply) => reply.header('access-control-allow-origin', '*'),
    });
  }
  await app.register(fastifyStatic, { root: staticRoots.examples, prefix: '/examples/', decorateReply: false });

  const hasHostApp = existsSync(staticRoots.hostApp);
  if (hasHostApp) {
    await app.register(fastifyStatic, { root: staticRoots.hostApp, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasHostApp) {
      return reply.type('text/html').sendFile('index.html', staticRoots.hostApp);
    }
    return reply.code(404).send({ detail: 'Not found' });
  });

  return app;
}
