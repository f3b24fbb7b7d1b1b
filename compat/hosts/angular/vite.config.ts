import { transformAsync } from '@babel/core';
import { needsLinking } from '@angular/compiler-cli/linker';
import angularLinker from '@angular/compiler-cli/linker/babel';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const hosts = fileURLToPath(new URL('..', import.meta.url));
/** Where `ngc -p hosts/angular/tsconfig.json` (AOT, strict templates) writes the compiled sources. */
const ngcOut = fileURLToPath(new URL('../../dist/angular-ngc/', import.meta.url));

/**
 * Angular without its CLI: the page's TypeScript sources (src/*.ts, ../shared/*.ts) load as ngc
 * compiled them, and Angular's own partially compiled packages go through the Angular linker, so
 * no JIT compiler ships.
 */
function angular(): Plugin {
  return {
    name: 'nirmaan-compat-angular',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.ts') || id.startsWith('\0') || relative(hosts, id).startsWith('..')) return null;
      return readFile(`${ngcOut}${relative(hosts, id).slice(0, -'.ts'.length)}.js`, 'utf8');
    },
    async transform(code, id) {
      if (!id.includes('/node_modules/@angular/') || !needsLinking(id, code)) return null;
      const linked = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        compact: false,
        sourceMaps: false,
        plugins: [[angularLinker, { linkerJitMode: false, sourceMapping: false }]],
      });
      return linked?.code ?? null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [angular()],
  // Angular's production mode: its dev-mode checks and messages are left out of the bundle.
  define: { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false', ngServerMode: 'false', ngHmrMode: 'false' },
  build: { outDir: fileURLToPath(new URL('../../dist/angular', import.meta.url)), emptyOutDir: true },
});
