import type { Meta, StoryObj } from '@storybook/react-vite';
import builtWidgetCss from 'virtual:nirmaan-built-widget-css';
import { expect, waitFor } from 'storybook/test';
import { installFakeApi, installFakeBoq, installFakePrices } from '@nirmaan/widgets/testing';
import { ELEMENT_METADATA, type ElementMetadata } from '../registry.ts';
import type { ElementTag } from '../index.ts';
import { RealElement } from './RealElement.tsx';

/**
 * Each element as a partner's page gets it: the real `<nirmaan-…>` element from @nirmaan/elements,
 * with the attributes of its live example on the reference page (the registry's `example`),
 * rendered in its shadow root with the CSS partners' elements adopt; signed out, every call answered by the fake API in the page.
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

/** How many rules the built widget CSS has, as the browser parses it. */
function builtWidgetRuleCount(): number {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(builtWidgetCss);
  return sheet.cssRules.length;
}

/**
 * The story of one element: its example markup, and a check that the element has rendered into its
 * shadow root, styled by the built widget CSS alone (not the page's). Its name, the tag, is written out at each export: Storybook's index reads a story's
 * name from the file's text (a literal `name`), not from what a function returns, and a designer
 * searches the sidebar for the tag.
 */
function elementStory(tag: ElementTag): Story {
  const entry: ElementMetadata = ELEMENT_METADATA[tag];
  const markup = `<${tag}${entry.example ? ` ${entry.example}` : ''}></${tag}>`;
  return {
    args: { tag, markup },
    parameters: { docs: { source: { code: markup, language: 'html' } } },
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector(tag)?.shadowRoot).toBeTruthy());
      const element = canvasElement.querySelector(tag) as HTMLElement & { ready: Promise<void> };
      await element.ready;
      const adoptedRules = element.shadowRoot?.adoptedStyleSheets.map((sheet) => sheet.cssRules.length);
      await expect(adoptedRules).toEqual([builtWidgetRuleCount()]);
    },
  };
}

export const PriceBoard: Story = { ...elementStory('nirmaan-price-board'), name: '<nirmaan-price-board>' };
export const LabourCalculator: Story = { ...elementStory('nirmaan-labour-calculator'), name: '<nirmaan-labour-calculator>' };
export const MaterialCalculator: Story = { ...elementStory('nirmaan-material-calculator'), name: '<nirmaan-material-calculator>' };
export const HouseCalculator: Story = { ...elementStory('nirmaan-house-calculator'), name: '<nirmaan-house-calculator>' };
export const CostCalculator: Story = { ...elementStory('nirmaan-cost-calculator'), name: '<nirmaan-cost-calculator>' };
export const BoqCalculator: Story = { ...elementStory('nirmaan-boq-calculator'), name: '<nirmaan-boq-calculator>' };
export const HomeDrawing: Story = { ...elementStory('nirmaan-home-drawing'), name: '<nirmaan-home-drawing>' };
export const PincodeCheck: Story = { ...elementStory('nirmaan-pincode-check'), name: '<nirmaan-pincode-check>' };
export const ProductSearch: Story = { ...elementStory('nirmaan-product-search'), name: '<nirmaan-product-search>' };
export const ProductCard: Story = { ...elementStory('nirmaan-product-card'), name: '<nirmaan-product-card>' };
export const ProductOffers: Story = { ...elementStory('nirmaan-product-offers'), name: '<nirmaan-product-offers>' };
export const Cart: Story = { ...elementStory('nirmaan-cart'), name: '<nirmaan-cart>' };
export const Checkout: Story = { ...elementStory('nirmaan-checkout'), name: '<nirmaan-checkout>' };
export const Orders: Story = { ...elementStory('nirmaan-orders'), name: '<nirmaan-orders>' };
export const Rfqs: Story = { ...elementStory('nirmaan-rfqs'), name: '<nirmaan-rfqs>' };
export const SignIn: Story = { ...elementStory('nirmaan-sign-in'), name: '<nirmaan-sign-in>' };
export const QuoteRequest: Story = { ...elementStory('nirmaan-quote-request'), name: '<nirmaan-quote-request>' };
export const Rfq: Story = { ...elementStory('nirmaan-rfq'), name: '<nirmaan-rfq>' };
export const SellerDashboard: Story = { ...elementStory('nirmaan-seller-dashboard'), name: '<nirmaan-seller-dashboard>' };
export const AdminDashboard: Story = { ...elementStory('nirmaan-admin-dashboard'), name: '<nirmaan-admin-dashboard>' };
export const PincodeManager: Story = { ...elementStory('nirmaan-pincode-manager'), name: '<nirmaan-pincode-manager>' };
export const RealEstateListings: Story = { ...elementStory('nirmaan-real-estate-listings'), name: '<nirmaan-real-estate-listings>' };
