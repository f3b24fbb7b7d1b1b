import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StaticRoots } from '../paths.ts';
import { temporaryDirectory } from './temporaryDirectory.ts';

/** Where the fixture page loads its entry script from, as Vite names it (hashed). */
export const ENTRY_SCRIPT_PATH = '/assets/index-abc123.js';

/**
 * The built host app's index.html as Vite writes it: the site-wide title and description, the entry
 * script and a modulepreload link per chunk (enough of them that compression is worth it).
 */
export function hostAppIndexHtml({ preloadedChunks = 20 } = {}): string {
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Compare construction material prices." />
    <title>Nirmaan — construction materials marketplace</title>
    <script type="module" crossorigin src="${ENTRY_SCRIPT_PATH}"></script>
${Array.from({ length: preloadedChunks }, (_, chunk) => `    <link rel="modulepreload" crossorigin href="/assets/chunk-${chunk}.js">`).join('\n')}
  </head>
  <body><div id="root"></div></body>
</html>
`;
}

/** A built host app in a temp folder (index.html and its entry script), with empty embed and example folders. */
export function hostAppFixtureRoots(): StaticRoots {
  const root = temporaryDirectory('nirmaan-host-app-');
  const dirs = { hostApp: join(root, 'app'), embed: join(root, 'embed'), examples: join(root, 'examples') };
  for (const dir of Object.values(dirs)) mkdirSync(dir);
  mkdirSync(join(dirs.hostApp, 'assets'));
  writeFileSync(join(dirs.hostApp, 'index.html'), hostAppIndexHtml());
  writeFileSync(join(dirs.hostApp, `.${ENTRY_SCRIPT_PATH}`), `export const app = ${JSON.stringify('x'.repeat(4000))};\n`);
  return dirs;
}
