import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeDrawingGenerator } from './HomeDrawingGenerator.tsx';

const meta = {
  title: 'Widgets/Calculators/Home Drawing Generator',
  component: HomeDrawingGenerator,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomeDrawingGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Rohini (faces North), two floors with parking: the plan, rooms, totals and Vastu tips. */
export const TwoFloors: Story = {
  args: { nakshatra: 'Rohini' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Floors' }), '2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Parking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Plan' }));
    await expect(await canvas.findByRole('img', { name: /Ground Floor plan/ })).toBeInTheDocument();
  },
};

export const NoNakshatra: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Plan' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a nakshatra');
  },
};

export const TwoFloorsDark: Story = { ...TwoFloors, globals: { theme: 'dark' } };
