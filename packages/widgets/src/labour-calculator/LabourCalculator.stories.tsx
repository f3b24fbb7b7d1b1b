import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LabourCalculator } from './LabourCalculator.tsx';

const meta = {
  title: 'Widgets/Labour Force Calculator',
  component: LabourCalculator,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LabourCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees it: masonry in a tier 2 city, defaults filled, no result yet. */
export const Empty: Story = {};

/** Quantity and duration typed in, not yet calculated. */
export const Filled: Story = {
  args: { defaultValues: { workType: 'concreting', location: 'metro', quantity: '4000', days: '4' } },
};

/** Calculate pressed with no quantity and no duration: the spec's messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid quantity');
  },
};

/** A calculated crew: 12,000 sqft of masonry in 10 days in a metro. */
export const Result: Story = {
  args: { defaultValues: { workType: 'masonry', location: 'metro', quantity: '12000', days: '10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('₹2,52,000')).toBeVisible();
  },
};

/** The result in the dark theme. */
export const ResultDark: Story = {
  ...Result,
  globals: { theme: 'dark' },
};
