import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { installFakeApi } from '../testing/fakeApi.ts';
import { PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  parameters: {
    layout: 'fullscreen',
    ...widgetDocs(`Nirmaan's site footer: about text, the first five categories, quick and policy links, the marketplace's counted figures, the company's name and links.

**Use it** at the foot of every page of Nirmaan's own site (the host app). **Do not use it** on partner pages: partners embed widgets, not Nirmaan's frame.

**States** (the stories): Default.

**Props**: none; the categories and figures come from the site.

**Accessibility**: a footer (the contentinfo landmark on a page) with h2 headings per part; the categories and the company's links elsewhere are navigation landmarks with names.`),
  },
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

/** Also drawn in Kannada, Tamil and Hindi by the stories check (tag `languages`). */
export const Default: Story = { tags: ['languages'] };
