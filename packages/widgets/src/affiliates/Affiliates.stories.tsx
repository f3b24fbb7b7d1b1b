import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { fakeAffiliatesApi } from './affiliateFixtures.ts';
import { AffiliateList } from './AffiliateList.tsx';

const meta = {
  title: 'Widgets/Affiliates',
  component: AffiliateList,
  args: { headingLevel: 1, api: fakeAffiliatesApi({ delay: 100 }) },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, api: { table: { disable: true } } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Nirmaan's affiliates (/affiliates): the partner sites as cards, each opening the partner's site in a new tab.

**Use it** on the affiliates page. **Do not use it** for partners' statistics (the Admin Dashboard's Partners tab).

**States** (the stories): Default, Loading ("Loading..."), Empty ("No affiliates available right now.") and Failed (the message and Retry).

**Props**: \`headingLevel\` 1 | 2 (the title's level; cards one below), \`api\` (stories pass a fake).

**Accessibility**: a section named by its title; the cards are a list named by the same title, each card a link; the intro line is a status, read out when the list arrives.`),
  },
} satisfies Meta<typeof AffiliateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards opening each partner's site in a new tab.; the story drawn in Kannada, Tamil and Hindi too. */
export const Default: Story = { tags: ['languages'] };

/** 'Loading...' */
export const Loading: Story = { args: { api: fakeAffiliatesApi({ mode: 'loading' }) } };

/** 'No affiliates available right now.' */
export const Empty: Story = { args: { api: fakeAffiliatesApi({ affiliates: [] }) } };

export const Failed: Story = { args: { api: fakeAffiliatesApi({ mode: 'failing' }) } };
