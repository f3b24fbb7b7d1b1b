import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { LabourCalculator } from './LabourCalculator.tsx';

const meta = {
  title: 'Widgets/Labour Force Calculator',
  component: LabourCalculator,
  parameters: {
    layout: 'fullscreen',
    ...elementDocs(
      'nirmaan-labour-calculator',
      `Labour Force Calculator: the crew (skilled, semi-skilled and helpers) and the labour cost of a job, from its work type, quantity, days and location (the location scales the wages: metro x1.2 down to rural). The productivity, crew mix and daily wages start from the work type's usual values and can be changed.

**Use it** where a contractor or home builder plans site work and needs a crew size and a labour budget. **Do not use it** for materials (the Material Calculator) or a whole house's cost (the House Construction Calculator); it prices labour only.

**States** (the stories): empty, filled, the messages of a form that cannot be calculated, and a result.

**Props**: \`defaultValues\` (starting values; the element's \`work-type\` and \`location\` attributes set \`workType\` and \`location\`), \`headingLevel\` (1 or 2), \`onCalculated\` (called with the input and result after each calculation).

**Accessibility**: every box has a visible label; Calculate with a mistake moves focus to the first box that needs attention and says what is wrong beside it; a result moves focus to the results heading, so keyboard and screen-reader users land on it.`,
      (args) => ({ ...(args['defaultValues'] as object | undefined) }),
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, onCalculated: { control: false } },
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
