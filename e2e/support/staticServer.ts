import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** Serves a folder (e.g. storybook-static) on a free loopback port. */
export async function serveFolder(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  // Closing does not wait for the browser's idle keep-alive connections.
  const app = Fastify({ forceCloseConnections: true });
  // Cached without revalidation: nothing changes while the tests run, and Storybook's preview loads
  // some two hundred modules on every story.
  await app.register(fastifyStatic, { root, maxAge: '1h', immutable: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: async () => void (await app.close()) };
}
