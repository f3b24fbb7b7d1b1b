import type { Meta, StoryObj } from '@storybook/react-vite';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { LocationSetup } from './LocationSetup.tsx';

const meta = {
  title: 'Widgets/Account/Location Setup',
  component: LocationSetup,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LocationSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTime: Story = { beforeEach: asBuyerWith({ hasLocation: false }) };

export const SavedLocation: Story = { beforeEach: asBuyerWith({}) };

/** A visitor, or a buyer whose session ended (a 401): the sign-in prompt in the widget's box. */
export const Visitor: Story = {};
