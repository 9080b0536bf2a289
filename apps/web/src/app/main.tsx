import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { App } from './App';
import { setupLocales } from './locales';

setupLocales();

// A tab opened before a redeploy asks for chunks the new build no longer has: load the new build.
window.addEventListener('vite:preloadError', () => window.location.reload());

// A tab opened before a redeploy asks for chunks the new build no longer has: load the new build.
window.addEventListener('vite:preloadError', () => window.location.reload());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
