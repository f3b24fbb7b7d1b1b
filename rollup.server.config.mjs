// The server as one file (packages/server/dist/server.js) for `npm start` (issue 30, quick start):
// Node spent ~1.3 s of a cold start loading the server's ~300 TypeScript modules one by one, stripping
// their types, and drizzle-orm's and zod's hundreds of modules. The bundle holds those; packages that
// load files of their own beside their code (PGlite's WebAssembly, sharp, pdfkit's fonts, Swagger UI's
// pages) and the CommonJS ones (Fastify and its plugins) stay in node_modules. Types are stripped
// with Node's own stripTypeScriptTypes (what `node` does to the sources), so the bundle runs the very
// code the tests run. Paths on disk come from src/paths.ts, at the bundle's depth.
import nodeResolve from '@rollup/plugin-node-resolve';
import { stripTypeScriptTypes } from 'node:module';

/**
 * Packages written as ES modules without files of their own: loading them module by module was the
 * cost (fastify-type-provider-zod with them, or it would load a second zod).
 */
const BUNDLED_PACKAGES = [/^drizzle-orm(\/|$)/, /^zod(\/|$)/, /^fastify-type-provider-zod$/, /^jose$/, /^@nirmaan\//];
const isBareImport = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/** TypeScript sources stripped of their types, as Node's own type stripping runs them. */
const stripTypes = {
  name: 'strip-types',
  transform(code, id) {
    return /\.m?ts$/.test(id) ? { code: stripTypeScriptTypes(code), map: null } : null;
  },
};

export default {
  input: 'packages/server/src/main.ts',
  output: { file: 'packages/server/dist/server.js', format: 'esm' },
  external: (id) => isBareImport(id) && !BUNDLED_PACKAGES.some((pattern) => pattern.test(id)),
  plugins: [nodeResolve({ exportConditions: ['source', 'node', 'import', 'default'], extensions: ['.ts', '.mjs', '.js', '.json'] }), stripTypes],
  onwarn(warning, warn) {
    // zod's and drizzle's own import cycles, and comments placed where rollup cannot read them as annotations.
    if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'INVALID_ANNOTATION') return;
    warn(warning);
  },
};
