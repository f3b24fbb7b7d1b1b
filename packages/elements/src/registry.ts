/*
 * The element registry: every <nirmaan-*> element, once, as one entry of ELEMENT_METADATA (its
 * description, attributes with their allowed values, events, CSS properties, host-app route, live
 * example and the space the loader keeps for it). Everything else about an element is generated
 * from it or checked against it:
 *
 * - embed.js defines one lazy element per entry (the build generates its list, tag, chunk and
 *   reserved space only, from this file: scripts/elementModules.mjs), and the npm entry (index.ts)
 *   every element's definition the same way;
 * - an element whose entry names its `widget` needs no code of its own: the build generates its
 *   definition (standardElement.tsx), and elementTypes.ts checks that the widget takes its
 *   attributes and events as props;
 * - otherwise its code is its `<camelCaseName>Element.tsx` beside this file (nirmaan-price-board:
 *   priceBoardElement.tsx), whose definition must have exactly the attributes and events of its
 *   entry, with the event details' types (ElementDefinitionOf, a compile error otherwise);
 * - NirmaanEventMap, HTMLElementTagNameMap and React's JSX.IntrinsicElements (index.ts) are types
 *   derived from ELEMENT_METADATA (elementTypes.ts);
 * - scripts/custom-elements-manifest.mjs writes custom-elements.json and examples/elements.html
 *   from it;
 * - registry.test.ts checks that all of those agree at run time too.
 *
 * Node tools import this file through type stripping, and no browser bundle imports it as a value
 * (embed.js would carry every description): its only value import is commonAttributes.ts, the
 * attributes every element shares, which is as free of imports as this file.
 *
 * Adding an element: its widget (folder, story, tests) and its entry here naming the widget; an
 * *Element.tsx only when the widget's props are not the attributes' names and values.
 *
 * An entry's shape and the event details' types are in registryTypes.ts.
 */
import { PARTNER_ID } from './commonAttributes.ts';
import type { ElementMetadata } from './registryTypes.ts';

export type {
  AttributeMetadata,
  ElementMetadata,
  EventDetails,
  EventMetadata,
  OrderPlacedDetail,
  PincodeCheckResult,
  ReservedSize,
  SignedInDetail,
} from './registryTypes.ts';

export { COMMON_ATTRIBUTES } from './commonAttributes.ts';

const CALCULATED = 'nirmaan-calculated';

// ---------------------------------------------------------------------------------------------
// The entries, in the order of the manifest and the reference page.

export const ELEMENT_METADATA = {
  'nirmaan-labour-calculator': {
    reserve: { 320: 1000, 375: 1000, 768: 1000, 1280: 736 },
    description:
      'The labour force calculator: the crew (skilled, semi-skilled, helpers) and the labour cost of a job, by work type, quantity, days and location.',
    attributes: {
      workType: {
        type: 'string',
        values: ['masonry', 'concreting', 'plastering', 'painting', 'tiling', 'carpentry', 'electrical', 'plumbing', 'custom'],
        description: 'The work type selected at first.',
      },
      location: { type: 'string', values: ['metro', 'tier1', 'tier2', 'rural'], description: 'The location (wage level) selected at first.' },
    },
    events: {
      onCalculated: { name: CALCULATED, detail: 'LabourCalculatedDetail', description: 'After each calculation; detail: { input, result }.' },
    },
    route: '/labour-force-calculator',
    example: 'work-type="plastering" location="metro"',
  },
  'nirmaan-sign-in': {
    // The full form, the default (a phone's card has less padding: shorter than on a wider screen).
    reserve: { 320: 559, 375: 559, 768: 575, 1280: 575 },
    description: 'The sign-in form: password or OTP for buyers, password for sellers.',
    attributes: {
      variant: {
        type: 'string',
        values: ['full', 'otp-first', 'buyer-simple', 'seller'],
        description: 'Which form: full (password and OTP tabs, the default), otp-first, buyer-simple or seller.',
      },
      returnTo: { type: 'string', description: 'A Nirmaan path to open after a buyer signs in.' },
      stayOnPage: { type: 'boolean', description: 'Sign in without leaving the partner page.' },
      showDemoAccounts: { type: 'boolean', description: "The demo server's accounts, as it lists them; none on a production server." },
      partnerId: PARTNER_ID,
    },
    events: {
      onSignedIn: { name: 'nirmaan-signed-in', detail: 'SignedInDetail', description: 'After a successful sign-in; detail: { role }.' },
    },
    route: '/login',
    example: 'stay-on-page',
  },
  'nirmaan-product-search': {
    reserve: { 320: 1000, 375: 1000, 768: 1000, 1280: 1000 },
    description: 'A searchable, paged catalogue of products with their lowest prices.',
    attributes: {
      search: { type: 'string', description: 'The search text at first.' },
      categoryId: { type: 'number', description: 'The category filter at first.' },
      heading: { type: 'string', description: 'The heading above the list (default: Products).' },
    },
    events: {},
    route: '/products',
    example: 'search="cement" heading="Cement"',
  },
  'nirmaan-product-card': {
    reserve: { 320: 499, 375: 504, 768: 472, 1280: 451 },
    description: "One product's card with its lowest price and View Prices.",
    attributes: {
      productId: { type: 'number', description: 'The product shown.' },
    },
    events: {},
    example: 'product-id="1"',
  },
  'nirmaan-product-offers': {
    reserve: { 320: 640, 375: 595, 768: 397, 1280: 379 },
    description:
      "A product's suppliers that deliver to the buyer (or to the visitor's pincode or city) with landed prices, the others on request, Add to Cart and Get Quote to one supplier.",
    attributes: {
      productId: { type: 'number', description: 'The product whose offers are shown.' },
      partnerId: PARTNER_ID,
    },
    events: {},
    route: '/products/:productId',
    example: 'product-id="1"',
  },
  'nirmaan-pincode-check': {
    widget: 'PincodeCheck',
    reserve: { 320: 73, 375: 73, 768: 73, 1280: 73 },
    description: 'A pincode box that says whether Nirmaan delivers there.',
    attributes: {},
    events: {
      onChecked: {
        name: 'nirmaan-pincode-checked',
        detail: 'PincodeCheckResult',
        description: 'After each check; detail: { pincode, serviceable, message, city, area }.',
      },
    },
  },
  'nirmaan-cart': {
    widget: 'Cart',
    reserve: { 320: 257, 375: 233, 768: 233, 1280: 233 },
    description: "The signed-in buyer's cart with quantities, delivery estimate and Proceed to Checkout.",
    attributes: {},
    events: {},
    route: '/cart',
  },
  'nirmaan-cart-button': {
    reserve: { 320: 44, 375: 44, 768: 44, 1280: 44 },
    description: "A link to the cart with the item-count badge of the buyer signed in on the page; it follows every widget's adds.",
    attributes: {},
    events: {},
  },
  'nirmaan-checkout': {
    widget: 'Checkout',
    reserve: { 320: 233, 375: 233, 768: 233, 1280: 233 },
    description: 'Checkout: shipping address, items, summary with delivery charges and Place Order.',
    attributes: { partnerId: PARTNER_ID },
    events: {
      onPlaced: {
        name: 'nirmaan-order-placed',
        detail: 'OrderPlacedDetail',
        description: 'After the orders are placed (one per seller); detail: { orderIds }.',
      },
    },
    route: '/checkout',
  },
  'nirmaan-orders': {
    widget: 'OrderList',
    reserve: { 320: 233, 375: 233, 768: 233, 1280: 233 },
    description: "The buyer's orders with status, thumbnails and View Details.",
    attributes: {},
    events: {},
    route: '/orders',
  },
  'nirmaan-rfqs': {
    widget: 'BuyerRfqs',
    reserve: { 320: 257, 375: 257, 768: 257, 1280: 257 },
    description:
      "The buyer's requests for quotation: the list (status, site, items, suppliers asked, offers received), or one request's offers side by side with landed totals and the best per item, accepted whole or item by item across suppliers as orders.",
    attributes: {
      rfqId: { type: 'number', description: "The request whose offers are compared; without it, the buyer's list of requests." },
    },
    events: {},
    route: '/rfqs',
  },
  'nirmaan-material-calculator': {
    reserve: { 320: 1000, 375: 1000, 768: 840, 1280: 581 },
    description: 'The material calculator: cement, sand, aggregate, bricks, steel or paint for concrete, brickwork, steel, plaster or paint work.',
    attributes: {
      calculationType: { type: 'string', values: ['concrete', 'brickwork', 'steel', 'plaster', 'paint'], description: 'The tab selected at first.' },
      grade: {
        type: 'string',
        values: [
          'M15',
          'M20',
          'M25',
          'M30',
          'M35',
          'firstClass',
          'secondClass',
          'common',
          'Fe250',
          'Fe415',
          'Fe500',
          'Fe550',
          'OPC33',
          'OPC43',
          'OPC53',
          'PPC',
        ],
        description:
          "That calculation type's grade, brick class or cement type selected at first: M15-M35 (concrete), firstClass/secondClass/common (brickwork), Fe250-Fe550 (steel), OPC33/OPC43/OPC53/PPC (plaster).",
      },
      partnerId: PARTNER_ID,
    },
    events: {
      onCalculated: { name: CALCULATED, detail: 'MaterialCalculatedDetail', description: 'After each calculation; detail: { input, result }.' },
    },
    route: '/material-calculator',
    example: 'calculation-type="concrete"',
  },
  'nirmaan-house-calculator': {
    reserve: { 320: 1000, 375: 1000, 768: 1000, 1280: 850 },
    description: 'The house construction calculator: materials, labour and cost of a house from its plot, floors and rooms.',
    attributes: {
      finish: { type: 'string', values: ['basic', 'standard', 'premium', 'luxury'], description: 'The finish selected at first.' },
      wallType: { type: 'string', values: ['bricks', 'blocks', 'concrete'], description: 'The wall type selected at first.' },
      partnerId: PARTNER_ID,
    },
    events: {
      onCalculated: { name: CALCULATED, detail: 'HouseCalculatedDetail', description: 'After each calculation; detail: { input, result }.' },
    },
    route: '/house-construction-calculator',
    example: 'finish="standard"',
  },
  'nirmaan-cost-calculator': {
    reserve: { 320: 978, 375: 948, 768: 767, 1280: 537 },
    description: 'The construction cost calculator: the cost of building a house by area, quality and floors.',
    attributes: {
      quality: { type: 'string', values: ['basic', 'standard', 'premium', 'luxury'], description: 'The quality selected at first.' },
      floors: { type: 'number', values: [1, 2, 3, 4], description: 'The floors selected at first: 1 to 4 (G to G+3).' },
    },
    events: {
      onCalculated: { name: CALCULATED, detail: 'CostCalculatedDetail', description: 'After each calculation; detail: { input, result }.' },
    },
    route: '/knowledge/construction-cost-calculator',
    example: 'quality="standard" floors="2"',
  },
  'nirmaan-boq-calculator': {
    widget: 'BoqCalculator',
    reserve: { 320: 1000, 375: 1000, 768: 1000, 1280: 770 },
    description:
      'The bill of quantities form and results; a signed-in buyer can save the BOQ, and anyone can add its materials to the cart or ask suppliers to price them.',
    attributes: { partnerId: PARTNER_ID },
    events: {
      onCalculated: { name: CALCULATED, detail: 'BoqCalculatedDetail', description: 'After each calculation; detail: { input, result }.' },
    },
    route: '/boq-calculator',
  },
  'nirmaan-home-drawing': {
    widget: 'HomeDrawingGenerator',
    reserve: { 320: 1000, 375: 1000, 768: 987, 1280: 630 },
    description: 'The home drawing generator: a floor plan from the plot, rooms and nakshatra.',
    attributes: {
      nakshatra: {
        type: 'string',
        values: ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha'],
        description: 'The nakshatra selected at first.',
      },
    },
    events: {
      onGenerated: { name: 'nirmaan-plan-generated', detail: 'HomeDrawingDetail', description: 'After a plan is generated; detail: { input, plan }.' },
    },
    route: '/home-drawing-generator',
  },
  'nirmaan-chatbot': {
    reserve: { 320: 0, 375: 0, 768: 0, 1280: 0 },
    description: "The floating chat button: product questions, and an inquiry that reaches the CRM of the chosen product's sellers.",
    attributes: {
      open: { type: 'boolean', description: 'Start with the panel open.' },
      partnerId: PARTNER_ID,
    },
    events: {
      onSent: { name: 'nirmaan-inquiry-sent', detail: 'ChatbotReceipt', description: 'After an inquiry is sent; detail: { id, sellers_notified }.' },
    },
    floating: true,
  },
  'nirmaan-quote-request': {
    reserve: { 320: 44, 375: 44, 768: 44, 1280: 44 },
    description: "A button opening the quote request form; the request is stored with the element's partner id and reaches the product's sellers.",
    attributes: {
      material: { type: 'string', description: 'The material preselected in the form (Cement, TMT Bars, Bricks and Blocks, ...).' },
      productId: { type: 'number', description: "The product asked about: the request reaches that product's sellers." },
      label: { type: 'string', description: "The button's text (default: Get a Quote)." },
      partnerId: PARTNER_ID,
    },
    events: {
      onSent: { name: 'nirmaan-quote-sent', detail: 'QuoteRequestSentDetail', description: 'After the request is sent; detail: { id, created_at }.' },
    },
    example: 'material="Cement"',
  },
  'nirmaan-rfq': {
    widget: 'RfqRequestButton',
    reserve: { 320: 44, 375: 44, 768: 44, 1280: 44 },
    description:
      "A button opening a request for quotation: the suppliers serving the buyer's site price each item, and the buyer compares their offers and accepts the best. A visitor proves the phone by a code, which opens their account; the request keeps the element's partner id.",
    attributes: {
      calculator: {
        type: 'string',
        description: 'The id of a material, house or BOQ calculator element on the page: the request starts with the materials of its latest calculation.',
      },
      label: { type: 'string', description: "The button's text (default: Get prices from suppliers)." },
      partnerId: PARTNER_ID,
    },
    events: {
      onSent: { name: 'nirmaan-rfq-sent', detail: 'RfqSentDetail', description: 'After the request is sent; detail: { id, sellers_asked, message }.' },
    },
    example: 'label="Get prices for your materials"',
  },
  'nirmaan-seller-dashboard': {
    reserve: { 320: 171, 375: 171, 768: 147, 1280: 147 },
    description: "The signed-in seller's dashboard (Profile, My Listings, Orders, Quote requests, CRM); anyone else is asked to sign in as a seller.",
    attributes: {
      tab: { type: 'string', values: ['profile', 'listings', 'orders', 'rfqs', 'crm', 'webhooks'], description: 'The tab shown first (default: orders).' },
    },
    events: {},
    route: '/seller/dashboard',
    example: 'tab="listings"',
  },
  'nirmaan-admin-dashboard': {
    reserve: { 320: 203, 375: 203, 768: 203, 1280: 203 },
    description:
      "The signed-in admin's dashboard (stats, recent activity and leads, orders with filters and CSV export, users, sellers, the storefront catalogue, default products, blog, affiliates, partners); anyone else is asked to sign in as an admin.",
    attributes: {
      tab: {
        type: 'string',
        values: ['dashboard', 'orders', 'users', 'sellers', 'catalogue', 'products', 'photos', 'blog', 'affiliates', 'partners', 'tax-rates'],
        description: 'The tab shown first (default: dashboard).',
      },
    },
    events: {},
    route: '/admin/dashboard',
  },
  'nirmaan-pincode-manager': {
    reserve: { 320: 203, 375: 203, 768: 203, 1280: 203 },
    description:
      "The signed-in admin's pincode management (search, city filter, 10 a page, add/edit, status badge, delete, Seed Pincodes); anyone else is asked to sign in as an admin.",
    attributes: {
      city: { type: 'string', values: ['Bangalore', 'Chennai', 'Coimbatore'], description: "The city filter's first value (default: every city)." },
    },
    events: {},
    route: '/admin/pincodes',
    example: 'city="Bangalore"',
  },
  'nirmaan-price-board': {
    reserve: { 320: 1000, 375: 1000, 768: 1000, 1280: 1000 },
    description: "Today's material prices from the sellers' listings: the median supplier price in the city now and 7 days ago, with the change.",
    attributes: {
      city: {
        type: 'string',
        values: ['Bangalore', 'Chennai', 'Coimbatore'],
        description: "The city (default: the visitor's city, else a signed-in buyer's, else Bangalore).",
      },
      category: {
        type: 'string',
        values: ['Cement', 'TMT Bars', 'Bulk Material', 'RMC', 'Bricks and Blocks'],
        description: 'The category shown (default: All Categories).',
      },
      partnerId: PARTNER_ID,
    },
    events: {
      onQuoteSent: {
        name: 'nirmaan-quote-sent',
        detail: 'QuoteRequestSentDetail',
        description: 'After a quote request from Get Quote or Check Bulk Rates is sent; detail: { id, created_at }.',
      },
    },
    route: '/price-today',
    example: 'city="Bangalore"',
  },
  'nirmaan-real-estate-listings': {
    widget: 'RealEstateListings',
    reserve: { 320: 138, 375: 138, 768: 114, 1280: 114 },
    description:
      'The real-estate listings verified by the Nirmaan team, as cards with their facts and photo; pending and rejected submissions are never shown.',
    attributes: {},
    events: {},
    route: '/real-estate/listings',
  },
} as const satisfies Readonly<Record<`nirmaan-${string}`, ElementMetadata>>;
