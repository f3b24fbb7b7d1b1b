import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { elementModules } from '../scripts/elementModules.mjs';
import { testAliases, workspaceResolve } from '../vite.shared.ts';

const config: StorybookConfig = {
  // The guidelines first, then the foundations (generated from the theme's tokens), then the components.
  stories: ['../.storybook/guidelines/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // elementModules and the widget-CSS alias: the element stories define the real <nirmaan-*>
      // elements from @nirmaan/elements, as its tests do (their shadow roots adopt the page's widget CSS).
      plugins: [vanillaExtractPlugin(), elementModules()],
      ...workspaceResolve,
      resolve: { ...workspaceResolve.resolve, alias: testAliases },
    });
  },
};

export default config;
