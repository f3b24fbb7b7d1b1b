import type { SignInVariant, SignUpVariant } from '@nirmaan/widgets';
import type { ComponentType } from 'react';
import type { RouteName } from './router.ts';

export type PageLoader = () => Promise<ComponentType>;

function signInPage(variant: SignInVariant): PageLoader {
  return async () => {
    const { SignInPage } = await import('./routes/account/SignInPage.tsx');
    return function SignInRoute() {
      return <SignInPage variant={variant} />;
    };
  };
}

function signUpPage(variant: SignUpVariant): PageLoader {
  return async () => {
    const { SignUpPage } = await import('./routes/account/SignUpPage.tsx');
    return function SignUpRoute() {
      return <SignUpPage variant={variant} />;
    };
  };
}

async function accountPage(tab?: 'addresses'): Promise<ComponentType> {
  const { AccountPage } = await import('./routes/buyer/AccountPage.tsx');
  return function AccountRoute() {
    return <AccountPage tab={tab} />;
  };
}

/** Each route's page; every page is its own chunk, loaded when first visited. */
export const PAGES: Record<RouteName, PageLoader> = {
  home: async () => (await import('./routes/HomePage.tsx')).HomePage,
  products: async () => (await import('./routes/catalogue/ProductsPage.tsx')).ProductsPage,
  product: async () => (await import('./routes/catalogue/ProductPage.tsx')).ProductPage,
  checkout: async () => (await import('./routes/buyer/CheckoutPage.tsx')).CheckoutPage,
  orders: async () => (await import('./routes/buyer/OrdersPage.tsx')).OrdersPage,
  order: async () => (await import('./routes/buyer/OrderPage.tsx')).OrderPage,
  rfqs: async () => (await import('./routes/buyer/RfqsPage.tsx')).RfqsPage,
  rfq: async () => (await import('./routes/buyer/RfqPage.tsx')).RfqPage,
  profile: () => accountPage(),
  profileAddresses: () => accountPage('addresses'),
  locationSetup: async () => (await import('./routes/buyer/LocationSetupPage.tsx')).LocationSetupPage,
  cart: async () => (await import('./routes/buyer/CartPage.tsx')).CartPage,
  labourCalculator: async () => (await import('./routes/LabourCalculatorPage.tsx')).LabourCalculatorPage,
  homeDrawing: async () => (await import('./routes/HomeDrawingPage.tsx')).HomeDrawingPage,
  priceToday: async () => (await import('./routes/PriceTodayPage.tsx')).PriceTodayPage,
  boqCalculator: async () => (await import('./routes/BoqCalculatorPage.tsx')).BoqCalculatorPage,
  materialCalculator: async () => (await import('./routes/MaterialCalculatorPage.tsx')).MaterialCalculatorPage,
  houseCalculator: async () => (await import('./routes/HouseCalculatorPage.tsx')).HouseCalculatorPage,
  costCalculatorGuide: async () => (await import('./routes/CostCalculatorGuidePage.tsx')).CostCalculatorGuidePage,
  toolkit: async () => (await import('./routes/ToolkitPage.tsx')).ToolkitPage,
  mobileTest: async () => (await import('./routes/MobileTestPage.tsx')).MobileTestPage,
  knowledge: async () => (await import('./routes/knowledge/KnowledgeHubPage.tsx')).KnowledgeHubPage,
  houseConstructionProcess: async () => (await import('./routes/knowledge/HouseConstructionProcessPage.tsx')).HouseConstructionProcessPage,
  buildingContractorRates: async () => (await import('./routes/knowledge/BuildingContractorRatesPage.tsx')).BuildingContractorRatesPage,
  planSanction: async () => (await import('./routes/knowledge/PlanSanctionPage.tsx')).PlanSanctionPage,
  constructionMaterials: async () => (await import('./routes/knowledge/ConstructionMaterialsPage.tsx')).ConstructionMaterialsPage,
  flooringOptions: async () => (await import('./routes/knowledge/FlooringOptionsPage.tsx')).FlooringOptionsPage,
  about: async () => (await import('./routes/info/AboutPage.tsx')).AboutPage,
  contact: async () => (await import('./routes/info/ContactPage.tsx')).ContactPage,
  faq: async () => (await import('./routes/info/FaqPage.tsx')).FaqPage,
  privacy: async () => (await import('./routes/info/PrivacyPage.tsx')).PrivacyPage,
  terms: async () => (await import('./routes/info/TermsPage.tsx')).TermsPage,
  refund: async () => (await import('./routes/info/RefundPage.tsx')).RefundPage,
  login: signInPage('full'),
  loginSimple: signInPage('buyer-simple'),
  loginEnhanced: signInPage('otp-first'),
  sellerLogin: signInPage('seller'),
  forgotPassword: async () => (await import('./routes/account/PasswordResetPage.tsx')).PasswordResetPage,
  register: signUpPage('full'),
  sellerRegister: signUpPage('seller'),
  firebaseRegister: signUpPage('buyer-simple'),
  registerStep: signUpPage('buyer-phone'),
  registerFirebase: signUpPage('buyer-phone'),
  sellerDashboard: async () => (await import('./routes/seller/SellerDashboardPage.tsx')).SellerDashboardPage,
  adminLogin: async () => (await import('./routes/account/AdminSignInPage.tsx')).AdminSignInPage,
  adminDashboard: async () => (await import('./routes/admin/AdminDashboardPage.tsx')).AdminDashboardPage,
  adminPincodes: async () => (await import('./routes/admin/PincodeManagementPage.tsx')).PincodeManagementPage,
  pincodeManagement: async () => (await import('./routes/admin/PincodeManagementPage.tsx')).PincodeManagementPage,
  blog: async () => (await import('./routes/content/BlogPage.tsx')).BlogPage,
  blogPost: async () => (await import('./routes/content/BlogPostPage.tsx')).BlogPostPage,
  affiliates: async () => (await import('./routes/content/AffiliatesPage.tsx')).AffiliatesPage,
  realEstate: async () => (await import('./routes/content/RealEstatePage.tsx')).RealEstatePage,
  realEstateListings: async () => (await import('./routes/content/RealEstateListingsPage.tsx')).RealEstateListingsPage,
  adminBlogNew: async () => (await import('./routes/admin/AdminBlogNewPage.tsx')).AdminBlogNewPage,
};

export const loadNotFoundPage: PageLoader = async () => (await import('./routes/NotFoundPage.tsx')).NotFoundPage;
