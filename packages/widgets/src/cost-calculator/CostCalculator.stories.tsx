import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { CostCalculator } from './CostCalculator.tsx';

const meta = {
  title: 'Widgets/Construction Cost Calculator',
  component: CostCalculator,
  parameters: {
    layout: 'fullscreen',
    ...elementDocs(
      'nirmaan-cost-calculator',
      `Construction Cost Calculator (the knowledge guide's): the cost of building a house from its built-up area, quality and floors: the area times the quality's rate, with 5% supervision, 10% contingency and four fixed additional costs shown line by line.

**Use it** for a first budget of a house, next to the construction cost guide. **Do not use it** for a bill of materials (the House Construction or BOQ Calculator) or labour alone (the Labour Force Calculator).

**States** (the stories): empty, filled, the messages of a form that cannot be calculated, a result, and a phone's layout.

**Props**: \`defaultValues\` (starting values; the element's \`quality\` and \`floors\` attributes set them), \`headingLevel\` (1 or 2), \`onCalculated\` (called with the input and result after each calculation).

**Accessibility**: every box has a visible label; Calculate with a mistake moves focus to the first box that needs attention and says what is wrong beside it; a result moves focus to the results heading, so keyboard and screen-reader users land on it.`,
      (args) => ({ ...(args['defaultValues'] as object | undefined) }),
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, onCalculated: { control: false } },
} satisfies Meta<typeof CostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As a visitor first sees it: Standard, G+1, no result until Calculate. The capability's screen in
 * Kannada, Tamil and Hindi (the guide's page, listed first, speaks the catalogue too).
 */
export const Empty: Story = { tags: ['languages'] };

/** Areas typed in, not yet calculated. */
export const Filled: Story = {
  args: { defaultValues: { plotSize: '1200', builtUpArea: '2160', quality: 'premium', floors: '3' } },
};

/** Calculate pressed with empty areas. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter the plot size');
  },
};

/** The 20x30 preset at Standard: ₹22,52,200 in all. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^20x30/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('₹22,52,200')).toBeVisible();
  },
};

/** The result in the dark theme. */
export const ResultDark: Story = { ...Result, globals: { theme: 'dark' } };

/** The invalid state in the dark theme. */
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

/** A 375 px phone: the presets wrap, the form and results stack. */
export const Mobile: Story = {
  ...Result,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
