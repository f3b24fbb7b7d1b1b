import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeListingsApi } from './realEstateListingFixtures.ts';
import { RealEstateListings } from './RealEstateListings.tsx';

const meta = {
  title: 'Widgets/Real Estate Listings',
  component: RealEstateListings,
  args: { headingLevel: 1, api: fakeListingsApi({ delay: 100 }) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RealEstateListings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verified listings as cards with their facts, builder link and map link. */
export const Default: Story = {};

export const Loading: Story = { args: { api: fakeListingsApi({ mode: 'loading' }) } };

/** 'No verified listings yet.' */
export const Empty: Story = { args: { api: fakeListingsApi({ listings: [] }) } };

export const Failed: Story = { args: { api: fakeListingsApi({ mode: 'failing' }) } };
