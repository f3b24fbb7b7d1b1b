import type { ElementDefinitionOf, ElementTag } from './registry.ts';

/*
 * Part 1 of the element registry (registry.ts has part 2, the metadata): what embed.js needs, and
 * nothing else, since the loader comes with every first widget on a partner's page. A module of
 * its own, so that the elements' modules, which take their types from registry.ts, are not
 * imported back by the file they import.
 */

// Keep each entry on one line (bench/bundleSizes.mjs reads the modules from here), and nothing but
// the chunk, the reserved space and `eager` in it.

/**
 * Space (CSS px of height) the loader keeps for an element until its code has arrived, so that the
 * page moves as little as possible when it does; at most 720 px, a first screen (what lies further
 * down moves out of sight anyway).
 */
export interface ReservedSize {
  /** In a window wider than PHONE_MAX_WIDTH. */
  readonly desktop: number;
  /**
   * In a window up to PHONE_MAX_WIDTH wide, where forms stack and grow taller: the height measured
   * at 375 px (examples/elements.html in Chromium, demo data, signed out), at most 720 px and never
   * less than `desktop`.
   */
  readonly phone: number;
}

/** Windows up to this width (CSS px) get the phone reserve: below the `md` breakpoint of @nirmaan/ui. */
export const PHONE_MAX_WIDTH = 639;

export interface ElementChunk<Definition = unknown> {
  /** Loads the element's module (a chunk of its own in embed.js) and answers its definition, its default export. */
  readonly chunk: () => Promise<Definition>;
  readonly reserve: ReservedSize;
  /** Load at once rather than when scrolled near: floating widgets such as the chatbot. */
  readonly eager?: boolean;
}

/** Every element embed.js defines, in the order of ELEMENT_METADATA; each chunk's definition is that tag's. */
export const ELEMENTS: { readonly [T in ElementTag]: ElementChunk<ElementDefinitionOf<T>> } = {
  'nirmaan-labour-calculator': { chunk: async () => (await import('./labourCalculatorElement.tsx')).default, reserve: { desktop: 520, phone: 720 } },
  'nirmaan-sign-in': { chunk: async () => (await import('./signInElement.tsx')).default, reserve: { desktop: 420, phone: 420 } },
  'nirmaan-product-search': { chunk: async () => (await import('./productSearchElement.tsx')).default, reserve: { desktop: 600, phone: 720 } },
  'nirmaan-product-card': { chunk: async () => (await import('./productCardElement.tsx')).default, reserve: { desktop: 320, phone: 320 } },
  'nirmaan-product-offers': { chunk: async () => (await import('./productOffersElement.tsx')).default, reserve: { desktop: 360, phone: 720 } },
  'nirmaan-pincode-check': { chunk: async () => (await import('./pincodeCheckElement.tsx')).default, reserve: { desktop: 56, phone: 73 } },
  'nirmaan-cart': { chunk: async () => (await import('./cartElement.tsx')).default, reserve: { desktop: 320, phone: 320 } },
  'nirmaan-cart-button': { chunk: async () => (await import('./cartButtonElement.tsx')).default, reserve: { desktop: 44, phone: 44 } },
  'nirmaan-checkout': { chunk: async () => (await import('./checkoutElement.tsx')).default, reserve: { desktop: 480, phone: 480 } },
  'nirmaan-orders': { chunk: async () => (await import('./ordersElement.tsx')).default, reserve: { desktop: 320, phone: 320 } },
  'nirmaan-material-calculator': { chunk: async () => (await import('./materialCalculatorElement.tsx')).default, reserve: { desktop: 560, phone: 720 } },
  'nirmaan-house-calculator': { chunk: async () => (await import('./houseCalculatorElement.tsx')).default, reserve: { desktop: 640, phone: 720 } },
  'nirmaan-cost-calculator': { chunk: async () => (await import('./costCalculatorElement.tsx')).default, reserve: { desktop: 560, phone: 720 } },
  'nirmaan-boq-calculator': { chunk: async () => (await import('./boqCalculatorElement.tsx')).default, reserve: { desktop: 720, phone: 720 } },
  'nirmaan-home-drawing': { chunk: async () => (await import('./homeDrawingElement.tsx')).default, reserve: { desktop: 720, phone: 720 } },
  'nirmaan-chatbot': { chunk: async () => (await import('./chatbotElement.tsx')).default, reserve: { desktop: 0, phone: 0 }, eager: true },
  'nirmaan-quote-request': { chunk: async () => (await import('./quoteRequestElement.tsx')).default, reserve: { desktop: 44, phone: 44 } },
  'nirmaan-seller-dashboard': { chunk: async () => (await import('./sellerDashboardElement.tsx')).default, reserve: { desktop: 600, phone: 600 } },
  'nirmaan-admin-dashboard': { chunk: async () => (await import('./adminDashboardElement.tsx')).default, reserve: { desktop: 600, phone: 600 } },
  'nirmaan-pincode-manager': { chunk: async () => (await import('./pincodeManagerElement.tsx')).default, reserve: { desktop: 600, phone: 600 } },
  'nirmaan-price-board': { chunk: async () => (await import('./priceBoardElement.tsx')).default, reserve: { desktop: 640, phone: 720 } },
};
