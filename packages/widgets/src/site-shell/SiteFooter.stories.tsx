import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakeApi } from '../testing/fakeApi.ts';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  // The categories column lists the catalogue's first categories, as on the site.
  beforeEach: () => installFakeApi(),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
