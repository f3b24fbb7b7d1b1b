import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { QuoteRequestDialog } from './QuoteRequestDialog.tsx';

const meta = {
  title: 'Widgets/Leads/Quote Request',
  component: QuoteRequestDialog,
  args: { open: true, onOpenChange: fn(), material: '' },
  parameters: { layout: 'padded' },
  beforeEach: () => installFakeApi(),
} satisfies Meta<typeof QuoteRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened from a cement product: the material is chosen already. */
export const FromCementProduct: Story = { args: { material: 'Cement', productId: 1 } };

export const Dark: Story = { globals: { theme: 'dark' } };
