import type { Meta, StoryObj } from '@storybook/react-vite';
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
  parameters: { layout: 'padded' },
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
