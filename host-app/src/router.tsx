import type { SignInVariant, SignUpVariant } from '@nirmaan/widgets';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout.tsx';

function signInRoute(path: string, variant: SignInVariant): RouteObject {
  return {
    path,
    lazy: async () => {
      const { SignInPage } = await import('./routes/account/SignInPage.tsx');
      return { element: <SignInPage variant={variant} /> };
    },
  };
}

function signUpRoute(path: string, variant: SignUpVariant): RouteObject {
  return {
    path,
    lazy: async () => {
      const { SignUpPage } = await import('./routes/account/SignUpPage.tsx');
      return { element: <SignUpPage variant={variant} /> };
    },
  };
}

/** Routes map to widgets; each page is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/HomePage.tsx')).HomePage }) },
      { path: 'products', lazy: async () => ({ Component: (await import('./routes/catalogue/ProductsPage.tsx')).ProductsPage }) },
      { path: 'products/:productId', lazy: async () => ({ Component: (await import('./routes/catalogue/ProductPage.tsx')).ProductPage }) },
      { path: 'checkout', lazy: async () => ({ Component: (await import('./routes/buyer/CheckoutPage.tsx')).CheckoutPage }) },
      { path: 'orders', lazy: async () => ({ Component: (await import('./routes/buyer/OrdersPage.tsx')).OrdersPage }) },
      { path: 'orders/:orderId', lazy: async () => ({ Component: (await import('./routes/buyer/OrderPage.tsx')).OrderPage }) },
      {
        path: 'profile',
        lazy: async () => {
          const { AccountPage } = await import('./routes/buyer/AccountPage.tsx');
          return { element: <AccountPage /> };
        },
      },
      {
        path: 'profile/addresses',
        lazy: async () => {
          const { AccountPage } = await import('./routes/buyer/AccountPage.tsx');
          return { element: <AccountPage tab="addresses" /> };
        },
      },
      { path: 'location-setup', lazy: async () => ({ Component: (await import('./routes/buyer/LocationSetupPage.tsx')).LocationSetupPage }) },
      { path: 'cart', lazy: async () => ({ Component: (await import('./routes/buyer/CartPage.tsx')).CartPage }) },
      {
        path: 'labour-force-calculator',
        lazy: async () => ({ Component: (await import('./routes/LabourCalculatorPage.tsx')).LabourCalculatorPage }),
      },
      {
        path: 'home-drawing-generator',
        lazy: async () => ({ Component: (await import('./routes/HomeDrawingPage.tsx')).HomeDrawingPage }),
      },
      { path: 'price-today', lazy: async () => ({ Component: (await import('./routes/PriceTodayPage.tsx')).PriceTodayPage }) },
      {
        path: 'boq-calculator',
        lazy: async () => ({ Component: (await import('./routes/BoqCalculatorPage.tsx')).BoqCalculatorPage }),
      },
      {
        path: 'material-calculator',
        lazy: async () => ({ Component: (await import('./routes/MaterialCalculatorPage.tsx')).MaterialCalculatorPage }),
      },
      {
        path: 'house-construction-calculator',
        lazy: async () => ({ Component: (await import('./routes/HouseCalculatorPage.tsx')).HouseCalculatorPage }),
      },
      {
        path: 'knowledge/construction-cost-calculator',
        lazy: async () => ({ Component: (await import('./routes/CostCalculatorGuidePage.tsx')).CostCalculatorGuidePage }),
      },
      { path: 'toolkit', lazy: async () => ({ Component: (await import('./routes/ToolkitPage.tsx')).ToolkitPage }) },
      { path: 'mobile-test', lazy: async () => ({ Component: (await import('./routes/MobileTestPage.tsx')).MobileTestPage }) },
      { path: 'knowledge', lazy: async () => ({ Component: (await import('./routes/knowledge/KnowledgeHubPage.tsx')).KnowledgeHubPage }) },
      {
        path: 'knowledge/house-construction-process',
        lazy: async () => ({ Component: (await import('./routes/knowledge/HouseConstructionProcessPage.tsx')).HouseConstructionProcessPage }),
      },
      {
        path: 'knowledge/building-contractor-rates',
        lazy: async () => ({ Component: (await import('./routes/knowledge/BuildingContractorRatesPage.tsx')).BuildingContractorRatesPage }),
      },
      { path: 'knowledge/plan-sanction', lazy: async () => ({ Component: (await import('./routes/knowledge/PlanSanctionPage.tsx')).PlanSanctionPage }) },
      {
        path: 'knowledge/construction-materials',
        lazy: async () => ({ Component: (await import('./routes/knowledge/ConstructionMaterialsPage.tsx')).ConstructionMaterialsPage }),
      },
      { path: 'knowledge/flooring-options', lazy: async () => ({ Component: (await import('./routes/knowledge/FlooringOptionsPage.tsx')).FlooringOptionsPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./routes/info/AboutPage.tsx')).AboutPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./routes/info/ContactPage.tsx')).ContactPage }) },
      { path: 'faq', lazy: async () => ({ Component: (await import('./routes/info/FaqPage.tsx')).FaqPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/info/PrivacyPage.tsx')).PrivacyPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('./routes/info/TermsPage.tsx')).TermsPage }) },
      { path: 'refund', lazy: async () => ({ Component: (await import('./routes/info/RefundPage.tsx')).RefundPage }) },
      signInRoute('login', 'full'),
      signInRoute('login-simple', 'buyer-simple'),
      signInRoute('login-enhanced', 'otp-first'),
      signInRoute('seller/login', 'seller'),
      signUpRoute('register', 'full'),
      signUpRoute('seller/register', 'seller'),
      signUpRoute('firebase-register', 'buyer-simple'),
      signUpRoute('register-step', 'buyer-phone'),
      signUpRoute('register-firebase', 'buyer-phone'),
      { path: 'seller/dashboard', lazy: async () => ({ Component: (await import('./routes/seller/SellerDashboardPage.tsx')).SellerDashboardPage }) },
      { path: 'admin/login', lazy: async () => ({ Component: (await import('./routes/account/AdminSignInPage.tsx')).AdminSignInPage }) },
      { path: 'admin/dashboard', lazy: async () => ({ Component: (await import('./routes/admin/AdminDashboardPage.tsx')).AdminDashboardPage }) },
      { path: 'admin/pincodes', lazy: async () => ({ Component: (await import('./routes/admin/PincodeManagementPage.tsx')).PincodeManagementPage }) },
      { path: 'pincode-management', lazy: async () => ({ Component: (await import('./routes/admin/PincodeManagementPage.tsx')).PincodeManagementPage }) },
      { path: 'blog', lazy: async () => ({ Component: (await import('./routes/content/BlogPage.tsx')).BlogPage }) },
      { path: 'blog/:slug', lazy: async () => ({ Component: (await import('./routes/content/BlogPostPage.tsx')).BlogPostPage }) },
      { path: 'affiliates', lazy: async () => ({ Component: (await import('./routes/content/AffiliatesPage.tsx')).AffiliatesPage }) },
      { path: 'real-estate', lazy: async () => ({ Component: (await import('./routes/content/RealEstatePage.tsx')).RealEstatePage }) },
      { path: 'admin/blog/new', lazy: async () => ({ Component: (await import('./routes/admin/AdminBlogNewPage.tsx')).AdminBlogNewPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundPage.tsx')).NotFoundPage }) },
    ],
  },
]);
