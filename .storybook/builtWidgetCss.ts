import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:nirmaan-built-widget-css';

/** The built stylesheets the npm build of @nirmaan/elements adopts (rollup.config.mjs, installedWidgetCss). */
const STYLESHEETS = ['../packages/ui/dist/styles.css', '../packages/widgets/dist/styles.css'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * `virtual:nirmaan-built-widget-css` for the element stories: the text of @nirmaan/ui's and
 * @nirmaan/widgets' built stylesheets, the CSS a partner's element adopts. Their class names are the
 * ones Storybook's own build gives the same sources (vanilla-extract's short identifiers come from
 * each file's path in its package), so the stylesheets fit the widgets the stories render, as long
 * as `npm run build:lib` ran after the last change to a `.css.ts` file (`npm run build` runs it
 * first). Without them the build stops and says so, rather than showing unstyled elements.
 */
export function builtWidgetCss(): Plugin {
  return {
    name: 'nirmaan-built-widget-css',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : null),
    load(id) {
      if (id !== `\0${MODULE_ID}`) return null;
      const missing = STYLESHEETS.filter((path) => !existsSync(path));
      if (missing.length > 0) this.error(`The element stories need the built widget CSS (${missing.join(', ')}): run "npm run build:lib" first.`);
      for (const path of STYLESHEETS) this.addWatchFile(path);
      return `export default ${JSON.stringify(STYLESHEETS.map((path) => readFileSync(path, 'utf8')).join('\n'))};`;
    },
  };
}
