import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { MaterialCalculator } from './MaterialCalculator.tsx';

const meta = {
  title: 'Widgets/Material Calculator',
  component: MaterialCalculator,
  parameters: {
    layout: 'fullscreen',
    ...elementDocs(
      'nirmaan-material-calculator',
      `Material Calculator: the cement, sand, aggregate, bricks, steel or paint for one piece of work: concrete, brickwork, steel, plaster or paint, each a tab with its own grade, brick class or cement type.

**Use it** where a buyer knows the work and wants quantities to buy. **Do not use it** for a whole house (the House Construction Calculator) or for labour (the Labour Force Calculator). Inside a dialog, \`showHeader\` false leaves the naming to the dialog's title (the Material Calculator Dialog).

**States** (the stories): empty, filled, the messages of a form that cannot be calculated, a concrete and a brickwork result, and a phone's layout.

**Props**: \`defaultValues\` (starting values; the element's \`calculation-type\` and \`grade\` attributes set \`calculationType\` and \`grade\`), \`headingLevel\` (1 or 2), \`showHeader\`, \`onCalculated\` (called with the input and result after each calculation).

**Accessibility**: every box has a visible label; Calculate with a mistake moves focus to the first box that needs attention and says what is wrong beside it; a result moves focus to the results heading, so keyboard and screen-reader users land on it.`,
      (args) => ({ ...(args['defaultValues'] as object | undefined) }),
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, onCalculated: { control: false } },
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
