import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { elementModules } from '../scripts/elementModules.mjs';
import { testAliases, workspaceResolve } from '../vite.shared.ts';
import { builtWidgetCss } from './builtWidgetCss.ts';

const config: StorybookConfig = {
  // The guidelines first, then the foundations (generated from the theme's tokens), then the components.
  stories: ['../.storybook/guidelines/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // elementModules and builtWidgetCss: the element stories define the real <nirmaan-*> elements
      // from @nirmaan/elements, whose shadow roots adopt the built widget CSS, as partners' do.
      plugins: [vanillaExtractPlugin(), elementModules(), builtWidgetCss()],
      ...workspaceResolve,
      resolve: { ...workspaceResolve.resolve, alias: testAliases },
    });
  },
};

export default config;
