import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { installFakeApi } from '../testing/fakeApi.ts';
import { PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  // The categories column lists the catalogue's first categories, as on the site; the company and
  // the figures are a configured site's, set here so no earlier story's site info carries over.
  beforeEach: () => {
    const restore = installFakeApi();
    presetSiteInfo(PRODUCTION_SITE);
    return restore;
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
