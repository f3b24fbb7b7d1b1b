import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { installFakeBoq } from '../testing/fakeBoq.ts';
import { BoqArticle } from './BoqArticle.tsx';
import { BoqCalculator } from './BoqCalculator.tsx';

/** The BOQ calls answered in the page; the rest by the fake API (as a visitor unless a story signs in). */
const withFakeBoq =
  (options: Parameters<typeof installFakeBoq>[0] = {}) =>
  () => {
    const restoreApi = installFakeApi();
    const restoreBoq = installFakeBoq(options);
    return () => {
      restoreBoq();
      restoreApi();
    };
  };

const meta = {
  title: 'Widgets/Calculators/BOQ Calculator',
  component: BoqCalculator,
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, onCalculated: { control: false } },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-boq-calculator',
      `The bill of quantities calculator: a house's plot and rooms and its construction choices give the materials and fittings it needs (a table) and their cost. A signed-in buyer can **Save BOQ** (the saved ones are listed with "Get prices for this BOQ"); anyone else sees **Login to Save**, which keeps the BOQ for after the sign-in. Under the result, "Buy these materials" adds the materials to the cart or asks suppliers to price them.

**Use it** on a planning page, where a buyer moves from a house's size to an order or a request for prices. **Do not use it** for one job's materials (the material calculator) or a quick cost estimate (the construction cost calculator).

**States** (the stories): Visitor (the form), Result (materials, cost in lakh, Login to Save), BuyerCanSave, Invalid (the error summary: "Please enter the plot size"), Offline (the calculation failed), ResultDark, and Article (the explanatory article shown beside it on Nirmaan).

**Props**: \`headingLevel\` 1 | 2, \`onCalculated\` (called with \`{ input, result }\` after each calculation; the element's \`nirmaan-calculated\` event, which \`<nirmaan-rfq calculator="…">\` listens to); the element's \`partner-id\` is stored with what it produces.

**Accessibility**: the form's groups are fieldsets with legends (Plot and rooms, Construction), every field labelled; errors come as an alert summary above the form; the results are a section that is \`aria-busy\` while calculating, with a captioned table ("Materials and fittings").`,
    ),
  },
  beforeEach: withFakeBoq(),
} satisfies Meta<typeof BoqCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

/** A calculated house: materials, cost in lakh, and 'Login to Save'. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByRole('table', { name: 'Materials and fittings' })).toBeInTheDocument();
  },
};

export const BuyerCanSave: Story = {
  beforeEach: () => {
    const signOut = asBuyerWith({})();
    const restoreBoq = installFakeBoq();
    return () => {
      restoreBoq();
      signOut();
    };
  },
  play: Result.play,
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /Plot size/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter the plot size');
  },
};

export const Offline: Story = {
  beforeEach: withFakeBoq({ offline: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByText('Error calculating BOQ. Please try again.')).toBeInTheDocument();
  },
};

export const ResultDark: Story = { globals: { theme: 'dark' }, play: Result.play };

export const Article: StoryObj = { render: () => <BoqArticle /> };
