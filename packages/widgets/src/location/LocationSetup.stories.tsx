import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { LocationSetup } from './LocationSetup.tsx';

const meta = {
  title: 'Widgets/Account/Location Setup',
  component: LocationSetup,
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Set Your Location (/location-setup): the buyer's delivery site as a point on the map or as typed latitude and longitude, Use Current Location, Save Location and Skip for Now; beside it, how to find the coordinates and why they are needed (delivery charges by distance, the suppliers that reach the site).

**Use it** after a buyer's sign-up and from checkout's or the cart's "set your delivery location". **Do not use it** for a shipping address (checkout's address form).

**States** (the stories): FirstTime (no location yet), SavedLocation and Visitor (the sign-in prompt; also after a 401). While the profile loads, a spinner.

**Props**: none; the location is the signed-in buyer's.

**Accessibility**: the page is a section named by its heading; Latitude and Longitude are labelled number fields, so the map is never needed; an error is an alert; the buttons say when they are busy (Locating..., Saving...).`),
  },
} satisfies Meta<typeof LocationSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn in Kannada, Tamil and Hindi too: the page with its map picker (the folder's representative, rather than the picker's own stories). */
export const FirstTime: Story = { tags: ['languages'], beforeEach: asBuyerWith({ hasLocation: false }) };

export const SavedLocation: Story = { beforeEach: asBuyerWith({}) };

/** A visitor, or a buyer whose session ended (a 401): the sign-in prompt in the widget's box. */
export const Visitor: Story = {};
