import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { HASHED_ASSET_CACHE, PAGE_CACHE } from './hostApp.ts';

/*
 * The built Storybook (storybook-static, `npm run build:storybook`, part of `npm run build`) at
 * /storybook/: the components, their docs pages, the foundations and the guidelines, for designers
 * and partner developers with only a browser. Its own security policy (securityHeaders.ts,
 * STORYBOOK_HEADERS) allows the inline scripts Storybook's pages start with.
 */

export const STORYBOOK_PREFIX = '/storybook/';

/** Vite names every file under storybook-static/assets by a hash of its content; the rest (pages, index.json, the manager's files) keep their names. */
export function storybookFileCache(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? HASHED_ASSET_CACHE : PAGE_CACHE;
}

/** What /storybook/ answers when the server was started without a built Storybook. */
export const STORYBOOK_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storybook not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Storybook has not been built</h1>
<p>This server serves the built Storybook (the components, their docs, the design foundations and guidelines) at <code>/storybook/</code>, but its folder <code>storybook-static</code> is missing.</p>
<p>Build it with <code>npm run build:storybook</code> (<code>npm run build</code> and <code>npm start</code> include it); the server picks it up at its next start.</p>
<p><a href="/">Back to Nirmaan</a></p>
</body>
</html>
`;

/** Serves the built Storybook at /storybook/ from `root`, or a 404 page saying how to build it when `root` is missing. */
export async function registerStorybook(app: FastifyInstance, root: string | undefined): Promise<void> {
  if (!root || !existsSync(join(root, 'index.html'))) {
    const notBuilt = (_request: unknown, reply: FastifyReply) =>
      reply.code(404).type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).send(STORYBOOK_NOT_BUILT_PAGE);
    app.get('/storybook', notBuilt);
    app.get(`${STORYBOOK_PREFIX}*`, notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: STORYBOOK_PREFIX,
    index: ['index.html'],
    decorateReply: false,
    setHeaders: (reply, path) => reply.header('cache-control', storybookFileCache(path)),
  });
  // /storybook goes to /storybook/ (its query kept): Storybook's pages load their files by relative paths.
  app.get('/storybook', (request, reply) => reply.redirect(request.url.replace(/^\/storybook/, '/storybook/'), 301));
}
