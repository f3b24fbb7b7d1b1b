import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { fakeListingsApi } from './realEstateListingFixtures.ts';
import { RealEstateListings } from './RealEstateListings.tsx';

const meta = {
  title: 'Widgets/Real Estate Listings',
  component: RealEstateListings,
  args: { headingLevel: 1, api: fakeListingsApi({ delay: 100 }) },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, api: { table: { disable: true } } },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-real-estate-listings',
      `The real-estate listings the Nirmaan team has verified, as cards: each with its photo (when it has one), its facts (location, site number, site size), the builder with a link and a map link when it has a point. Pending and rejected submissions never show.

**Use it** on a real-estate page of Nirmaan or a partner (builders, brokers' blogs). **Do not use it** to submit a listing: the Real Estate Submission form does, and an admin verifies it first.

**States** (the stories): Default, Loading (a spinner), Empty ("No verified listings yet.") and Failed (the message and Retry).

**Props**: \`headingLevel\` 1 | 2 (the title's level, the cards one below; 2 by default, Nirmaan's page uses 1), \`api\` (stories and tests pass a fake).

**Accessibility**: a section named by its title; the cards are a list named by the same title, each card headed by its listing; the intro line is a status; a photo is described ("The site: …"); the facts are a description list.`,
    ),
  },
} satisfies Meta<typeof RealEstateListings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verified listings as cards with their facts, builder link and map link; drawn in Kannada, Tamil and Hindi too. */
export const Default: Story = { tags: ['languages'] };

export const Loading: Story = { args: { api: fakeListingsApi({ mode: 'loading' }) } };

/** 'No verified listings yet.' */
export const Empty: Story = { args: { api: fakeListingsApi({ listings: [] }) } };

export const Failed: Story = { args: { api: fakeListingsApi({ mode: 'failing' }) } };
