import type { AttributeSpec, ElementDefinition, EventSpec } from '../defineElement.tsx';

export type AnyDefinition = ElementDefinition<AttributeSpec, EventSpec>;

/** How the loader knows an element before its code has arrived. */
export interface LazyElementSpec {
  /** Loads the element's code (a chunk of its own, sharing React and the stores with the others). */
  load: () => Promise<AnyDefinition>;
  /** Space kept for the widget while its code loads, so the page does not jump. */
  minHeight: number;
  /** Load at once rather than when scrolled into view: for floating widgets such as the chatbot. */
  eager?: boolean;
}

const cast = (definition: unknown) => definition as AnyDefinition;

/** Every <nirmaan-*> element embed.js defines; each loads when it is on the page and in view or touched. */
export const LAZY_ELEMENTS: Record<string, LazyElementSpec> = {
  'nirmaan-labour-calculator': { minHeight: 520, load: async () => cast((await import('../labourCalculatorElement.tsx')).labourCalculatorDefinition) },
  'nirmaan-sign-in': { minHeight: 420, load: async () => cast((await import('../signInElement.tsx')).signInDefinition) },
  'nirmaan-product-search': { minHeight: 600, load: async () => cast((await import('../productSearchElement.tsx')).productSearchDefinition) },
  'nirmaan-product-card': { minHeight: 320, load: async () => cast((await import('../productCardElement.tsx')).productCardDefinition) },
  'nirmaan-product-offers': { minHeight: 360, load: async () => cast((await import('../productOffersElement.tsx')).productOffersDefinition) },
  'nirmaan-pincode-check': { minHeight: 56, load: async () => cast((await import('../pincodeCheckElement.tsx')).pincodeCheckDefinition) },
  'nirmaan-cart': { minHeight: 320, load: async () => cast((await import('../cartElement.tsx')).cartDefinition) },
  'nirmaan-cart-button': { minHeight: 44, load: async () => cast((await import('../cartButtonElement.tsx')).cartButtonDefinition) },
  'nirmaan-checkout': { minHeight: 480, load: async () => cast((await import('../checkoutElement.tsx')).checkoutDefinition) },
  'nirmaan-orders': { minHeight: 320, load: async () => cast((await import('../ordersElement.tsx')).ordersDefinition) },
  'nirmaan-material-calculator': { minHeight: 560, load: async () => cast((await import('../materialCalculatorElement.tsx')).materialCalculatorDefinition) },
  'nirmaan-house-calculator': { minHeight: 640, load: async () => cast((await import('../houseCalculatorElement.tsx')).houseCalculatorDefinition) },
  'nirmaan-cost-calculator': { minHeight: 560, load: async () => cast((await import('../costCalculatorElement.tsx')).costCalculatorDefinition) },
  'nirmaan-boq-calculator': { minHeight: 720, load: async () => cast((await import('../boqCalculatorElement.tsx')).boqCalculatorDefinition) },
  'nirmaan-home-drawing': { minHeight: 720, load: async () => cast((await import('../homeDrawingElement.tsx')).homeDrawingDefinition) },
  'nirmaan-chatbot': { minHeight: 0, eager: true, load: async () => cast((await import('../chatbotElement.tsx')).chatbotDefinition) },
  'nirmaan-quote-request': { minHeight: 44, load: async () => cast((await import('../quoteRequestElement.tsx')).quoteRequestDefinition) },
  'nirmaan-seller-dashboard': { minHeight: 600, load: async () => cast((await import('../sellerDashboardElement.tsx')).sellerDashboardDefinition) },
  'nirmaan-admin-dashboard': { minHeight: 600, load: async () => cast((await import('../adminDashboardElement.tsx')).adminDashboardDefinition) },
  'nirmaan-pincode-manager': { minHeight: 600, load: async () => cast((await import('../pincodeManagerElement.tsx')).pincodeManagerDefinition) },
  'nirmaan-price-board': { minHeight: 640, load: async () => cast((await import('../priceBoardElement.tsx')).priceBoardDefinition) },
};
