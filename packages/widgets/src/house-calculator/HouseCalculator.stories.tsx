import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HouseCalculator } from './HouseCalculator.tsx';

const meta = {
  title: 'Widgets/House Construction Calculator',
  component: HouseCalculator,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HouseCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees it: empty plot, blocks, standard finish, marble. */
export const Empty: Story = {};

/** A 30 x 40 ft plot on 2 floors typed in, not yet calculated. */
export const Filled: Story = {
  args: { defaultValues: { plotLength: '30', plotWidth: '40', floors: '2', bedrooms: '3' } },
};

/** Calculate pressed with an empty plot: the spec's message. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter valid plot dimensions and number of floors');
  },
};

/** A calculated house: 2,040 sq ft built-up, ₹40,39,200. */
export const Result: Story = {
  args: { defaultValues: { plotLength: '30', plotWidth: '40', floors: '2', bedrooms: '3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('₹40,39,200')).toBeVisible();
  },
};

/** The result in the dark theme. */
export const ResultDark: Story = { ...Result, globals: { theme: 'dark' } };

/** The invalid state in the dark theme. */
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

/** A 375 px phone: the form and results stack. */
export const Mobile: Story = {
  ...Result,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
