import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their TypeScript sources in dev, tests and the host-app build. */
export const workspaceAliases = {
  '@nirmaan/core/testing': fromRoot('./packages/core/src/testing.ts'),
  '@nirmaan/core': fromRoot('./packages/core/src/index.ts'),
  '@nirmaan/calculators': fromRoot('./packages/calculators/src/index.ts'),
  '@nirmaan/ui/tokens': fromRoot('./packages/ui/src/tokens.ts'),
  '@nirmaan/ui': fromRoot('./packages/ui/src/index.ts'),
  '@nirmaan/widgets': fromRoot('./packages/widgets/src/index.ts'),
  '@nirmaan/elements': fromRoot('./packages/elements/src/index.ts'),
};

/** In tests and Storybook, vanilla-extract injects the CSS itself; the built embed inlines the real file. */
export const testAliases = {
  ...workspaceAliases,
  'virtual:nirmaan-widget-css': fromRoot('./packages/elements/src/testing-widget-css.ts'),
};

export function sharedPlugins(): PluginOption[] {
  return [react(), vanillaExtractPlugin()];
}
