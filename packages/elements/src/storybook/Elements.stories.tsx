import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { installFakeApi, installFakeBoq, installFakePrices } from '@nirmaan/widgets/testing';
import { ELEMENT_METADATA, type ElementMetadata } from '../registry.ts';
import type { ElementTag } from '../index.ts';
import { RealElement } from './RealElement.tsx';

/**
 * Each element as a partner's page gets it: the real `<nirmaan-…>` element from @nirmaan/elements,
 * with the attributes of its live example on the reference page (the registry's `example`),
 * rendered in its shadow root; signed out, every call answered by the fake API in the page.
 */
const meta = {
  title: 'Elements/As partners get them',
  component: RealElement,
  parameters: {
    layout: 'padded',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Every `<nirmaan-*>` element exactly as a partner embeds it: the element from `@nirmaan/elements` in its own shadow root, with the attributes shown under each story (the live example of the elements reference page). Signed out, so the dashboards show their sign-in prompt as a visitor would see it. The floating chat and cart buttons are left out: each is fixed to the window corner.',
      },
    },
  },
  beforeEach: () => {
    const undo = [installFakeApi(), installFakePrices(), installFakeBoq()];
    return () => {
      for (const restore of undo.reverse()) restore();
    };
  },
} satisfies Meta<typeof RealElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story of one element: its example markup, and a check that the element has rendered into its shadow root. */
function elementStory(tag: ElementTag): Story {
  const entry: ElementMetadata = ELEMENT_METADATA[tag];
  const markup = `<${tag}${entry.example ? ` ${entry.example}` : ''}></${tag}>`;
  return {
    name: `<${tag}>`,
    args: { tag, markup },
    parameters: { docs: { source: { code: markup, language: 'html' } } },
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector(tag)?.shadowRoot).toBeTruthy());
      await (canvasElement.querySelector(tag) as HTMLElement & { ready: Promise<void> }).ready;
    },
  };
}

export const PriceBoard = elementStory('nirmaan-price-board');
export const LabourCalculator = elementStory('nirmaan-labour-calculator');
export const MaterialCalculator = elementStory('nirmaan-material-calculator');
export const HouseCalculator = elementStory('nirmaan-house-calculator');
export const CostCalculator = elementStory('nirmaan-cost-calculator');
export const BoqCalculator = elementStory('nirmaan-boq-calculator');
export const HomeDrawing = elementStory('nirmaan-home-drawing');
export const PincodeCheck = elementStory('nirmaan-pincode-check');
export const ProductSearch = elementStory('nirmaan-product-search');
export const ProductCard = elementStory('nirmaan-product-card');
export const ProductOffers = elementStory('nirmaan-product-offers');
export const Cart = elementStory('nirmaan-cart');
export const Checkout = elementStory('nirmaan-checkout');
export const Orders = elementStory('nirmaan-orders');
export const Rfqs = elementStory('nirmaan-rfqs');
export const SignIn = elementStory('nirmaan-sign-in');
export const QuoteRequest = elementStory('nirmaan-quote-request');
export const Rfq = elementStory('nirmaan-rfq');
export const SellerDashboard = elementStory('nirmaan-seller-dashboard');
export const AdminDashboard = elementStory('nirmaan-admin-dashboard');
export const PincodeManager = elementStory('nirmaan-pincode-manager');
export const RealEstateListings = elementStory('nirmaan-real-estate-listings');
