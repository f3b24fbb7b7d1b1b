import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startShowingPages } from './currentPage.ts';
import { RootLayout } from './RootLayout.tsx';
import './global.css.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render waits for the first page's chunk: the layout never paints without its page.
void startShowingPages().then(() => {
  createRoot(container).render(
    <StrictMode>
      <RootLayout />
    </StrictMode>,
  );
});
