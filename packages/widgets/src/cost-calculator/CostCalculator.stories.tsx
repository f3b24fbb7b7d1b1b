import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CostCalculator } from './CostCalculator.tsx';

const meta = {
  title: 'Widgets/Construction Cost Calculator',
  component: CostCalculator,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees it: Standard, G+1, no result until Calculate. */
export const Empty: Story = {};

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
