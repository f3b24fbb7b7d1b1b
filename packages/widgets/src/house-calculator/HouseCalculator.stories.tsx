import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { HouseCalculator } from './HouseCalculator.tsx';

const meta = {
  title: 'Widgets/House Construction Calculator',
  component: HouseCalculator,
  parameters: {
    layout: 'fullscreen',
    ...elementDocs(
      'nirmaan-house-calculator',
      `House Construction Calculator: the built-up area, materials and cost of a house from its plot, floors, rooms, finish and wall type.

**Use it** where a home builder plans a whole house and wants the materials to buy and a cost. **Do not use it** for one piece of work (the Material Calculator) or a cost from the area alone (the Construction Cost Calculator).

**States** (the stories): empty, filled, the messages of a form that cannot be calculated, a result, and a phone's layout.

**Props**: \`defaultValues\` (starting values; the element's \`finish\` and \`wall-type\` attributes set \`finish\` and \`wallType\`), \`headingLevel\` (1 or 2), \`onCalculated\` (called with the input and result after each calculation).

**Accessibility**: every box has a visible label; Calculate with a mistake moves focus to the first box that needs attention and says what is wrong beside it; a result moves focus to the results heading, so keyboard and screen-reader users land on it.`,
      (args) => ({ ...(args['defaultValues'] as object | undefined) }),
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, onCalculated: { control: false } },
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
