import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

/*
 * Compresses what the server answers (API JSON, the host app's pages, CSV exports, the embed's
 * files) for clients that accept brotli or gzip, with @fastify/compress. The host app's files are
 * compressed once at build time instead (host-app/precompress.ts): @fastify/static sends those
 * .br/.gz copies as they are, and already-encoded answers are left alone.
 */

/** Below this the saving is smaller than a network packet. */
export const COMPRESS_MIN_BYTES = 1024;

/** Registers the compression of every answer (call before the routes are registered). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    // Fast settings: these answers are compressed on every request.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
