import { createBrowserRouter } from 'react-router';
import { RootLayout } from './RootLayout.tsx';

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
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundPage.tsx')).NotFoundPage }) },
    ],
  },
]);
