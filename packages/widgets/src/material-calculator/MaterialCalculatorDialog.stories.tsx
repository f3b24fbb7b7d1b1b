import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fn } from 'storybook/test';
import { MaterialCalculatorDialog } from './MaterialCalculatorDialog.tsx';

const meta = {
  title: 'Widgets/Material Calculator Dialog',
  component: MaterialCalculatorDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof MaterialCalculatorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's modal, open. */
export const Open: Story = {};

/** Paint for a 12 m x 10 m surface, calculated inside the modal. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    // The calculator inside arrives as a chunk of its own: wait for the dialog it opens in.
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Material Calculator' }));
    await userEvent.click(dialog.getByRole('tab', { name: 'Paint' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Length (m)' }), '12');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Width (m)' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Calculate' }));
    await expect(dialog.getByRole('rowheader', { name: 'Primer' })).toBeVisible();
  },
};

/** The modal in the dark theme. */
export const Dark: Story = { ...Result, globals: { theme: 'dark' } };
