import { createRouter } from '@nanostores/router';

/**
 * The site's routes (spec: storefront and toolkit route tables). The router only parses the address;
 * host-app/src/pages.tsx maps each route to its page, and pageStore.ts loads the page's chunk.
 * Links are not captured globally (`links: false`): a same-origin anchor may point outside the app
 * (an API download, the embed examples), so only widget links (RouterLink) navigate client-side.
 */
export const $router = createRouter(
  {
    home: '/',
    products: '/products',
    product: '/products/:productId',
    checkout: '/checkout',
    orders: '/orders',
    order: '/orders/:orderId',
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
    adminBlogNew: '/admin/blog/new',
  },
  { links: false },
);

export type RouteName = NonNullable<ReturnType<typeof $router.get>>['route'];

/** Whether a path (without query or hash) is one of the app's routes. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return $router.routes.some(([, pattern]) => pattern.test(path));
}
