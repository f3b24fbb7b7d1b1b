import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeAffiliatesApi } from './affiliateFixtures.ts';
import { AffiliateList } from './AffiliateList.tsx';

const meta = {
  title: 'Widgets/Affiliates',
  component: AffiliateList,
  args: { headingLevel: 1, api: fakeAffiliatesApi({ delay: 100 }) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AffiliateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards opening each partner's site in a new tab. */
export const Default: Story = {};

/** 'Loading...' */
export const Loading: Story = { args: { api: fakeAffiliatesApi({ mode: 'loading' }) } };

/** 'No affiliates available right now.' */
export const Empty: Story = { args: { api: fakeAffiliatesApi({ affiliates: [] }) } };

export const Failed: Story = { args: { api: fakeAffiliatesApi({ mode: 'failing' }) } };
