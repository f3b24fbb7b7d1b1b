import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MaterialCalculator } from './MaterialCalculator.tsx';

const meta = {
  title: 'Widgets/Material Calculator',
  component: MaterialCalculator,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaterialCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees it: concrete, M20, empty dimensions, no result yet. */
export const Empty: Story = {};

/** A slab typed in, not yet calculated. */
export const Filled: Story = {
  args: { defaultValues: { type: 'concrete', concreteGrade: 'M25', length: '4', width: '3', thicknessMm: '150' } },
};

/** Calculate pressed with no dimensions: the spec's message on the form and each box. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter valid dimensions');
  },
};

/** A calculated M20 slab, 4 m x 3 m x 150 mm: 1.8 m³ and 13 bags of cement. */
export const Result: Story = {
  args: { defaultValues: { type: 'concrete', length: '4', width: '3', thicknessMm: '150' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('rowheader', { name: 'Cement (M20)' })).toBeVisible();
  },
};

/** Brickwork calculated: a 5 m x 3 m wall of First Class bricks. */
export const BrickworkResult: Story = {
  args: { defaultValues: { type: 'brickwork', length: '5', width: '3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('rowheader', { name: 'Bricks (First Class)' })).toBeVisible();
  },
};

/** The result in the dark theme. */
export const ResultDark: Story = {
  ...Result,
  globals: { theme: 'dark' },
};

/** The invalid state in the dark theme. */
export const InvalidDark: Story = {
  ...Invalid,
  globals: { theme: 'dark' },
};

/** A 375 px phone: the form and results stack and the table scrolls inside its own region. */
export const Mobile: Story = {
  ...Result,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
