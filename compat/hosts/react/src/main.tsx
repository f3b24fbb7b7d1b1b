import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/partner.css';
import { embedNirmaan } from '../../shared/embedNirmaan.ts';
import { App } from './App.tsx';

embedNirmaan(import.meta.env.VITE_NIRMAAN_HOST, () => import('./nirmaan.ts'));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
