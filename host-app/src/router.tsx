import type { SignInVariant } from '@nirmaan/widgets';
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

/** Routes map to widgets; each page is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/HomePage.tsx')).HomePage }) },
      {
        path: 'labour-force-calculator',
        lazy: async () => ({ Component: (await import('./routes/LabourCalculatorPage.tsx')).LabourCalculatorPage }),
      },
      signInRoute('login', 'full'),
      signInRoute('login-simple', 'buyer-simple'),
      signInRoute('login-enhanced', 'otp-first'),
      signInRoute('seller/login', 'seller'),
      { path: 'admin/login', lazy: async () => ({ Component: (await import('./routes/account/AdminSignInPage.tsx')).AdminSignInPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundPage.tsx')).NotFoundPage }) },
    ],
  },
]);
