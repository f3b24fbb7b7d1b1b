import { fileURLToPath } from 'node:url';

// Every file and folder the server finds on disk, relative to the repository. Resolved from this
// module, one folder below packages/server (src/paths.ts): the bundle `npm run build` makes
// (dist/server.js) sits at the same depth, so the same paths hold when every module is in one file.

const fromRepo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Built files the server hands out, relative to the repository. */
export const STATIC_ROOTS = {
  hostApp: fromRepo('host-app/dist'),
  embed: fromRepo('packages/elements/dist/embed'),
  examples: fromRepo('examples'),
  /** The built Storybook (`npm run build:storybook`), served at /storybook/. */
  storybook: fromRepo('storybook-static'),
} as const;

/** The folders a server is given; without Storybook's, /storybook/ answers a page saying how to build it. */
export type StaticRoots = Omit<typeof STATIC_ROOTS, 'storybook'> & { storybook?: string };

/** Where data lives when DATA_DIR is not set: `.data` in the repository (ignored by git). */
export const DEFAULT_DATA_DIR = fromRepo('.data');

/** The written documentation; the integration guides are served from it (http/integrationGuide.ts). */
export const DOCS_DIR = fromRepo('docs');

/** Drizzle's migrations, applied at every start. */
export const MIGRATIONS_FOLDER = fromRepo('packages/server/drizzle');

/** The server's sources: what the PGlite templates are made from (their key hashes these files). */
export const SERVER_PACKAGE = fromRepo('packages/server');
export const serverSource = (path: string): string => fromRepo(`packages/server/src/${path}`);

/**
 * Where built PGlite templates are kept: the project's own node_modules/.cache (the usual place for
 * tools' caches), owned by whoever installed the project. Not the shared temp folder: another user
 * could leave a template there under the expected name, and a template becomes a new database.
 */
export const TEMPLATE_CACHE_DIR = fromRepo('node_modules/.cache/nirmaan-pglite');

/** The demo drawings made into product photos once (db/seed/illustrations/processedDrawings.ts), beside the templates. */
export const DRAWINGS_CACHE_DIR = fromRepo('node_modules/.cache/nirmaan-drawings');
