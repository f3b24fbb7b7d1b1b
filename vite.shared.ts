import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { elementModules } from './scripts/elementModules.mjs';
import { defaultClientConditions, defaultServerConditions, type PluginOption, type UserConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Workspace packages resolve to their TypeScript sources in dev, tests, Storybook and the host-app
 * build: each package's `exports` has a `source` condition next to its built `import` (TypeScript
 * reads it through `customConditions`, Node through `--conditions=source`). The published packages
 * keep only what `npm pack` ships, so outside this repository the condition finds nothing to use.
 */
export const SOURCE_CONDITION = 'source';

export const workspaceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } },
  // Said again for the server environment itself: vanilla-extract's compiler, which runs every
  // `.css.ts` file in its own Vite server, replaces the `ssr` options above with its own.
  environments: { ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
} satisfies UserConfig;

/** In tests and Storybook, vanilla-extract injects the CSS itself; the built embed inlines the real file (and the font files' URLs). */
export const testAliases = {
  'virtual:nirmaan-widget-css': fromRoot('./packages/elements/src/testing-widget-css.ts'),
  'virtual:nirmaan-indic-font-faces': fromRoot('./packages/elements/src/testing-indic-font-faces.ts'),
};

export function sharedPlugins(): PluginOption[] {
  return [react(), vanillaExtractPlugin(), elementModules()];
}
