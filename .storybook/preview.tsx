import type { Preview } from '@storybook/react-vite';
import { forgetQueryAnswers } from '@nirmaan/core/testing';
import { vars, widgetRootClass } from '@nirmaan/ui';

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
  // Each story starts as a fresh page: a story never shows the answer another story's fake API gave.
  beforeEach: () => {
    forgetQueryAnswers();
  },
  tags: ['autodocs'],
};

export default preview;
