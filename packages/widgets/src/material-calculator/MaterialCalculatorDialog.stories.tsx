import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { fn } from 'storybook/test';
import { MaterialCalculatorDialog } from './MaterialCalculatorDialog.tsx';

const meta = {
  title: 'Widgets/Material Calculator Dialog',
  component: MaterialCalculatorDialog,
  args: { open: true, onOpenChange: fn() },
  argTypes: { open: { control: 'boolean' }, onOpenChange: { control: false }, onCalculated: { control: false } },
  parameters: {
    ...widgetDocs(
      `The material calculator in a modal dialog: the home page's Material Calculator opens it, with the whole calculator (concrete, brickwork, steel, plaster, paint) and its results inside.

**Use it** where a page offers the calculator as a quick tool without leaving the page. **Do not use it** where the calculator is the page's content: use the Material Calculator (\`<nirmaan-material-calculator>\`) itself.

**States** (the stories): Open, Result (paint for a 12 m × 10 m surface) and Dark.

**Props**: \`open\` with \`onOpenChange\`, \`onCalculated\` (called with \`{ input, result }\` after each calculation).

**Accessibility**: a modal dialog named by its title that keeps focus inside, closes with Escape or its Close button and gives focus back to the button that opened it; inside, the calculator's own notes apply (labelled fields, an alert summary of errors).`,
      { dialogHeight: '760px' },
    ),
  },
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
