import { fileURLToPath } from 'node:url';

const fromRepo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Built files the server hands out, relative to the repository. */
export const STATIC_ROOTS = {
  hostApp: fromRepo('host-app/dist'),
  embed: fromRepo('packages/elements/dist/embed'),
  examples: fromRepo('examples'),
} as const;
