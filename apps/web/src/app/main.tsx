import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/features/i18n/i18n';
import './global.css';
import { App } from './App';

// A tab opened before a redeploy asks for chunks the new build no longer has: load the new build.
window.addEventListener('vite:preloadError', () => window.location.reload());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
