import type { Preview } from '@storybook/react-vite';
import { $locale } from '@nirmaan/core';
import { startAsFreshPage } from '@nirmaan/core/testing';
import { vars, widgetRootClass } from '@nirmaan/ui';
import { fitDocsStoryFrame } from './fitDocsStoryFrame.ts';
import './indicFonts.css.ts';
import { localeGlobalType, LOCALE_GLOBAL, toolbarLocale } from './toolbarLocale.ts';

/** The viewport toolbar's widths (CSS px), named as the project's checks name them. */
const VIEWPORT_OPTIONS = Object.fromEntries(
  (
    [
      ['phone320', 'Small phone', 320, 568, 'mobile'],
      ['phone360', 'Android phone', 360, 740, 'mobile'],
      ['phone375', 'iPhone', 375, 667, 'mobile'],
      ['tablet768', 'Tablet', 768, 1024, 'tablet'],
      ['desktop1280', 'Desktop', 1280, 800, 'desktop'],
    ] as const
  ).map(([key, name, width, height, type]) => [key, { name: `${name} ${width} px`, styles: { width: `${width}px`, height: `${height}px` }, type }]),
);

fitDocsStoryFrame();

/** The browser's fetch, as the preview found it before any story replaced it. */
const browserFetch = globalThis.fetch;

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story (the a11y addon's panel and `npm run test:stories`).
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    controls: { expanded: true },
    // The widths the project designs and checks at: small and common phones, a tablet, a desktop.
    // No initial viewport: stories render at the window's width unless one is chosen in the toolbar.
    viewport: { options: VIEWPORT_OPTIONS },
    options: {
      storySort: {
        order: [
          'Guidelines',
          ['Introduction', 'Writing style', 'Patterns', ['Forms and validation', 'Empty, loading and error states', 'Money and units', 'Dialogs']],
          'Foundations',
          ['Colours', 'Typography', 'Spacing, radii and elevation', 'Breakpoints', 'Theming properties', 'Theme editor'],
          'UI',
          'Widgets',
        ],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Nirmaan theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    [LOCALE_GLOBAL]: localeGlobalType,
  },
  initialGlobals: { theme: 'light', [LOCALE_GLOBAL]: 'en' },
  decorators: [
    // lang="en-IN": what a story shows is English unless its widget is translated, and a translated
    // widget marks its own root with the language it shows (as the host app's page outlet does).
    (Story, context) => (
      <div lang="en-IN" data-nirmaan-theme={context.globals.theme} className={widgetRootClass} style={{ padding: '16px', background: vars.color.background }}>
        <Story />
      </div>
    ),
  ],
  // Each story starts as a fresh page, also when Storybook switches to it from another story without
  // loading the preview again (its sidebar does so, and so does the stories check): empty storage and
  // stores, no answer another story's fake API gave, and the browser's own fetch (a story's
  // `beforeEach` installs its fake API after this). Then the toolbar's language becomes the site's
  // (Storybook runs this again when a global changes, before rendering the story again).
  beforeEach: ({ globals }) => {
    globalThis.fetch = browserFetch;
    startAsFreshPage();
    $locale.set(toolbarLocale(globals));
  },
  tags: ['autodocs'],
};

export default preview;
