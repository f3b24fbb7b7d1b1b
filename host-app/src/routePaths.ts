/**
 * Every path of the site, by route name (spec: storefront and toolkit route tables); `:name` is a
 * parameter. Plain data, so that tests can walk every route (e2e/routes.e2e.test.ts).
 */
export const ROUTE_PATHS = {
  home: '/',
  products: '/products',
  product: '/products/:productId',
  checkout: '/checkout',
  orders: '/orders',
  order: '/orders/:orderId',
  rfqs: '/rfqs',
  rfq: '/rfqs/:rfqId',
  profile: '/profile',
  profileAddresses: '/profile/addresses',
  locationSetup: '/location-setup',
  cart: '/cart',
  labourCalculator: '/labour-force-calculator',
  homeDrawing: '/home-drawing-generator',
  priceToday: '/price-today',
  boqCalculator: '/boq-calculator',
  materialCalculator: '/material-calculator',
  houseCalculator: '/house-construction-calculator',
  costCalculatorGuide: '/knowledge/construction-cost-calculator',
  toolkit: '/toolkit',
  mobileTest: '/mobile-test',
  knowledge: '/knowledge',
  houseConstructionProcess: '/knowledge/house-construction-process',
  buildingContractorRates: '/knowledge/building-contractor-rates',
  planSanction: '/knowledge/plan-sanction',
  constructionMaterials: '/knowledge/construction-materials',
  flooringOptions: '/knowledge/flooring-options',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  refund: '/refund',
  login: '/login',
  loginSimple: '/login-simple',
  loginEnhanced: '/login-enhanced',
  sellerLogin: '/seller/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  sellerRegister: '/seller/register',
  firebaseRegister: '/firebase-register',
  registerStep: '/register-step',
  registerFirebase: '/register-firebase',
  sellerDashboard: '/seller/dashboard',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminPincodes: '/admin/pincodes',
  pincodeManagement: '/pincode-management',
  blog: '/blog',
  blogPost: '/blog/:slug',
  affiliates: '/affiliates',
  realEstate: '/real-estate',
  realEstateListings: '/real-estate/listings',
  adminBlogNew: '/admin/blog/new',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * The seller's and the admin's work areas. The visitors' chatbot (product inquiries) is not shown
 * there: on a phone its floating button would sit over their tables and forms.
 */
export const WORKSPACE_ROUTES: ReadonlySet<string> = new Set<RouteName>([
  'sellerDashboard',
  'adminDashboard',
  'adminPincodes',
  'pincodeManagement',
  'adminBlogNew',
]);

/**
 * Where the visitors' chatbot is not shown: the work areas, and the cart and checkout (the cart's
 * Proceed to Checkout sticks to the bottom of a phone's screen, where the chatbot's button sits).
 */
export const ROUTES_WITHOUT_CHATBOT: ReadonlySet<string> = new Set<RouteName>([...(WORKSPACE_ROUTES as ReadonlySet<RouteName>), 'cart', 'checkout']);
