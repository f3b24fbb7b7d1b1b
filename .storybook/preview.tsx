import type { Preview } from '@storybook/react-vite';
import { startAsFreshPage } from '@nirmaan/core/testing';
import { vars, widgetRootClass } from '@nirmaan/ui';

/** The browser's fetch, as the preview found it before any story replaced it. */
const browserFetch = globalThis.fetch;

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story (the a11y addon's panel and `npm run test:stories`).
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Nirmaan theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => (
      <div data-nirmaan-theme={context.globals.theme} className={widgetRootClass} style={{ padding: '16px', background: vars.color.background }}>
        <Story />
      </div>
    ),
  ],
  // Each story starts as a fresh page, also when Storybook switches to it from another story without
  // loading the preview again (its sidebar does so, and so does the stories check): empty storage and
  // stores, no answer another story's fake API gave, and the browser's own fetch (a story's
  // `beforeEach` installs its fake API after this).
  beforeEach: () => {
    globalThis.fetch = browserFetch;
    startAsFreshPage();
  },
  tags: ['autodocs'],
};

export default preview;
