import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; source maps are only fetched by developer tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy next to every text file of the build, for
 * the server to send to browsers that accept them (@fastify/static preCompressed): compressed once at
 * build time instead of on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'nirmaan:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const brotli = await compressBrotli(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, await compressGzip(content, { level: zlib.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}
