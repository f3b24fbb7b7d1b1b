/**
 * Runs drizzle-kit (installed at the repository root) with the drizzle-orm of @nirmaan/server.
 * npm keeps drizzle-orm under packages/server/node_modules, where drizzle-kit cannot find it; this
 * resolve hook sends drizzle-kit's `drizzle-orm` requires and imports there, and resolves the
 * workspace packages (@nirmaan/core/pure) to their sources.
 *
 *   node packages/server/scripts/drizzle-kit.mjs generate --config packages/server/drizzle.config.ts
 */
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const serverRequire = createRequire(new URL('../package.json', import.meta.url));
const rootRequire = createRequire(new URL('../../../package.json', import.meta.url));

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return { url: pathToFileURL(serverRequire.resolve(specifier)).href, shortCircuit: true };
    }
    // The schema reads shared value sets from @nirmaan/core/pure: its sources, as the server runs them (no build needed).
    if (specifier.startsWith('@nirmaan/')) return nextResolve(specifier, { ...context, conditions: [...new Set([...context.conditions, 'source'])] });
    return nextResolve(specifier, context);
  },
});

rootRequire(rootRequire.resolve('drizzle-kit').replace(/index\.c?js$/, 'bin.cjs'));
